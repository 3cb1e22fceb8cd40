import { GrammyError, InputFile } from 'grammy';
import { loggableError } from '../shared/log.js';
import { countedUpload } from '../shared/metrics.js';
import { type SavedFile, UploadRefusedAsTooLarge } from '../shared/run-download.js';
import type { TelegramBotContext } from './context.js';
import type { PlannedDownload } from './download-request.js';
import { fileForServer } from './local-files.js';
import { type FileMeta, sendFile } from './send-file.js';
import { mayHaveBeenSent, UnconfirmedSend } from './unconfirmed-send.js';

const BY_PATH_REFUSED =
  'the local Bot API server refused a file by path: check TELEGRAM_LOCAL_FILES_DIR(_AS_SERVER_SEES) and permissions';

/** Sends the file (see sendOnce), counted once for the metrics. */
export function sendJobFile(
  services: TelegramBotContext,
  chatId: number,
  plan: PlannedDownload,
  file: SavedFile,
  meta: FileMeta,
  signal: AbortSignal,
): Promise<{ fileId: string }> {
  return countedUpload(services.metrics, 'telegram', signal, () =>
    sendOnce(services, chatId, plan, file, meta, signal),
  );
}

/**
 * Sends the file from its path, or as its `file://` path when it is in the folder shared with a
 * local Bot API server. Never again after a failure that may have come after the send was done
 * (api-retry.ts): that is an {@link UnconfirmedSend}.
 */
async function sendOnce(
  services: TelegramBotContext,
  chatId: number,
  plan: PlannedDownload,
  file: SavedFile,
  meta: FileMeta,
  signal: AbortSignal,
): Promise<{ fileId: string }> {
  const byPath = services.localFiles ? await fileForServer(services.localFiles, file.path) : undefined;
  try {
    return await sendFile(
      services.api,
      chatId,
      plan.sendMethod,
      byPath ?? new InputFile(file.path, file.name),
      meta,
      signal,
    );
  } catch (error) {
    // Telegram refused the upload as too large (413): its limit is lower than the one we were told.
    if (error instanceof GrammyError && error.error_code === 413) throw new UploadRefusedAsTooLarge();
    // Most likely the server sees the shared folder elsewhere, or cannot enter it: say where to look.
    if (byPath && error instanceof GrammyError && error.error_code === 400) {
      services.logger.warn({ err: loggableError(error, services.token), path: byPath }, BY_PATH_REFUSED);
    }
    if (signal.aborted || !mayHaveBeenSent(error)) throw error;
    throw new UnconfirmedSend(error);
  }
}
