import { randomBytes } from 'node:crypto';
import { createWriteStream, openAsBlob } from 'node:fs';
import { mkdir, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { DiscordAPIError, HTTPError } from 'discord.js';
import { diskFullError } from '../../src/media/errors.js';
import type { DownloadHandle } from '../../src/media/types.js';

/**
 * Files on their way to Discord wait on disk, not in memory: an attachment
 * may be up to 500 MB (boosted servers), and discord.js reads a Buffer, a
 * stream or a path it is given wholly into memory, then copies it into a
 * Blob. Here the upload is a FormData whose file part is a Blob backed by the
 * temp file (fs.openAsBlob), which undici streams from disk with a known
 * Content-Length; a retry reads the file again.
 */

/** Temp files are `<tmpDir>/discord-<random>`; a sweep at start removes what a crash left. */
const TEMP_PREFIX = 'discord-';

/** Discord's "Request entity too large" (JSON code 40005, HTTP 413). */
const DISCORD_ENTITY_TOO_LARGE = 40005;

/** A downloaded file waiting for its upload. */
export interface TempFile {
  path: string;
  /** The name the attachment gets. */
  name: string;
  contentType: string;
  bytes: number;
}

/** A fresh temp file path under `tmpDir` (created by {@link saveDownload}). */
export function tempFilePath(tmpDir: string): string {
  return path.join(tmpDir, `${TEMP_PREFIX}${randomBytes(8).toString('hex')}`);
}

/** Removes temp files a crash left behind; none are in use before the bot starts. */
export async function sweepTempFiles(tmpDir: string): Promise<void> {
  const names = await readdir(tmpDir).catch(() => [] as string[]);
  await Promise.all(
    names
      .filter((name) => name.startsWith(TEMP_PREFIX))
      .map((name) => rm(path.join(tmpDir, name), { recursive: true, force: true }).catch(() => undefined)),
  );
}

/**
 * Writes the download to `filePath`, stopping as soon as it passes `limitBytes`
 * ('over-limit', the download cancelled). A failure of the download rejects
 * with its MediaError; a full disk with `disk_full`.
 */
export async function saveDownload(
  handle: DownloadHandle,
  filePath: string,
  limitBytes: number,
): Promise<{ kind: 'saved'; bytes: number } | { kind: 'over-limit' }> {
  try {
    await mkdir(path.dirname(filePath), { recursive: true });
  } catch (error) {
    handle.cancel();
    await handle.done.catch(() => undefined);
    throw error;
  }
  let bytes = 0;
  let over = false;
  const guard = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      bytes += chunk.length;
      if (bytes > limitBytes) {
        over = true;
        callback(new Error('over the upload limit'));
      } else callback(null, chunk);
    },
  });
  const file = createWriteStream(filePath);
  let writeError: NodeJS.ErrnoException | undefined;
  file.once('error', (error) => {
    writeError = error;
  });
  try {
    await pipeline(handle.stream, guard, file);
  } catch (error) {
    handle.cancel();
    // The stream's error is the same failure `done` reports, with its MediaError code.
    const failure = await handle.done.then(
      () => undefined,
      (doneError: unknown) => doneError,
    );
    if (over) return { kind: 'over-limit' };
    if (writeError) throw writeError.code === 'ENOSPC' ? diskFullError(writeError) : writeError;
    throw failure ?? error;
  }
  await handle.done;
  return { kind: 'saved', bytes };
}

/**
 * A multipart body for Discord's message endpoints: `payload_json` and the
 * file as `files[0]`, read from disk while it is sent.
 */
export async function multipartWithFile(payload: Record<string, unknown>, file: TempFile): Promise<FormData> {
  const form = new FormData();
  form.append('files[0]', await openAsBlob(file.path, { type: file.contentType }), file.name);
  form.append('payload_json', JSON.stringify({ ...payload, attachments: [{ id: '0', filename: file.name }] }));
  return form;
}

/** Discord refused the upload as too large: the limit we were told was wrong, or the file grew. */
export function isEntityTooLarge(error: unknown): boolean {
  if (error instanceof DiscordAPIError) return error.code === DISCORD_ENTITY_TOO_LARGE || error.status === 413;
  return error instanceof HTTPError && error.status === 413;
}
