import { rm } from 'node:fs/promises';
import { type RepliableInteraction, Routes } from 'discord.js';
import { isMediaError } from '../../src/media/errors.js';
import type { MediaInfo } from '../../src/media/types.js';
import { downloadQuota, LimitReachedError, type UsageTicket } from '../../src/usage/index.js';
import { directDownloadLink } from '../shared/download-link.js';
import { STOPPED_FOR_RESTART } from '../shared/maintenance.js';
import { errorSentence } from '../shared/texts.js';
import { mediaEmbed } from './card-view.js';
import type { DownloadChoice } from './choices.js';
import type { BotContext } from './context.js';
import { ProgressEditor } from './progress.js';
import { loggableError } from './safe-error.js';
import { deliveredText, lateDeliveryText, overLimitText, preparingText, progressText, uploadingText } from './texts.js';
import { isEntityTooLarge, multipartWithFile, saveDownload, type TempFile, tempFilePath } from './upload-file.js';

/** One admitted download, after the interaction was acknowledged (deferReply or deferUpdate). */
export interface DeliveryJob {
  /** The acknowledged interaction whose reply shows progress and the file. */
  interaction: RepliableInteraction;
  info: MediaInfo;
  choice: DownloadChoice;
  /** Usage record of this download; finished here exactly once. */
  ticket: UsageTicket;
  uploadLimitBytes: number;
}

type Outcome = { kind: 'file'; file: TempFile } | { kind: 'over-limit' };

/**
 * Downloads the choice, shows progress by editing the reply, and delivers the
 * file as an attachment, or a link/explanation when it is over the limit.
 * Never throws: failures end as a sentence in the reply and a finished ticket.
 */
export async function deliver(ctx: BotContext, delivery: DeliveryJob): Promise<void> {
  const { interaction, info, choice, ticket } = delivery;
  const { logger } = ctx.options;
  const log = { interactionId: interaction.id, userId: interaction.user.id, label: choice.label };
  const tokenDeadline = interaction.createdTimestamp + ctx.options.interactionTokenLifetimeMs - tokenMargin(ctx);
  const tokenAlive = () => Date.now() < tokenDeadline;

  // Text-only edits keep the embed; the components are gone once a choice is made.
  const editReply = (content: string) => interaction.editReply({ content, embeds: [mediaEmbed(info)], components: [] });
  const finalAnswer = async (content: string, file?: TempFile) => {
    if (!tokenAlive()) await postInChannel(ctx, delivery, lateDeliveryText(interaction.user.id, info, content), file);
    else if (file) await editReplyWithFile(ctx, delivery, content, file);
    else await editReply(content);
  };
  const progress = new ProgressEditor(
    (text) => (tokenAlive() ? editReply(text) : Promise.resolve()),
    ctx.options.progressIntervalMs,
    (error) => logger.warn({ ...log, err: loggableError(error) }, 'discord: progress edit failed'),
  );

  // The download waits here for its upload; removed in `finally`, whatever happens.
  const filePath = tempFilePath(ctx.options.tmpDir);
  const abort = new AbortController();
  let settle = () => {};
  const job = { abort, settled: new Promise<void>((resolve) => (settle = resolve)) };
  ctx.jobs.add(job);
  // Shutdown past its grace period stops this delivery too, even one that starts after it.
  const shutdown = ctx.shutdown.signal;
  const onShutdown = () => abort.abort();
  if (shutdown.aborted) abort.abort();
  else shutdown.addEventListener('abort', onShutdown, { once: true });
  try {
    progress.offer(preparingText(choice));
    const outcome = await download(ctx, delivery, filePath, abort.signal, (text) => progress.offer(text));
    if (outcome.kind === 'over-limit') {
      await progress.stop();
      ticket.finish({ outcome: 'cancelled', errorCode: 'over_upload_limit', mediaPlatform: info.platform });
      await finalAnswer(overLimit(ctx, delivery));
      return;
    }
    const { file } = outcome;
    progress.offer(uploadingText(choice, file.bytes));
    await progress.stop();
    try {
      await finalAnswer(deliveredText(choice, file.bytes), file);
    } catch (error) {
      if (!isEntityTooLarge(error)) throw error;
      ticket.finish({ outcome: 'cancelled', errorCode: 'over_upload_limit', mediaPlatform: info.platform });
      await finalAnswer(overLimit(ctx, delivery));
      return;
    }
    ticket.finish({ outcome: 'ok', bytes: file.bytes, mediaPlatform: info.platform });
    logger.info({ ...log, bytes: file.bytes }, 'discord: file delivered');
  } catch (error) {
    await progress.stop();
    // LIMIT_MB_PER_DAY: refused once the size was known, or stopped when the day's megabytes ran out.
    const limited = error instanceof LimitReachedError ? error : undefined;
    ticket.finish({
      outcome: abort.signal.aborted ? 'cancelled' : 'error',
      errorCode: shutdown.aborted
        ? 'shutdown'
        : (limited?.code ?? (isMediaError(error) ? error.code : 'discord_delivery_failed')),
      ...(limited?.bytesSent !== undefined ? { bytes: limited.bytesSent } : {}),
      mediaPlatform: info.platform,
    });
    logger.warn({ ...log, err: loggableError(error) }, 'discord: delivery failed');
    const sentence = shutdown.aborted ? STOPPED_FOR_RESTART : (limited?.refusal.message ?? errorSentence(error));
    await finalAnswer(sentence).catch((replyError: unknown) =>
      logger.warn({ ...log, err: loggableError(replyError) }, 'discord: could not report the failure'),
    );
  } finally {
    shutdown.removeEventListener('abort', onShutdown);
    await rm(filePath, { force: true }).catch((error: unknown) =>
      logger.warn({ ...log, err: loggableError(error) }, 'discord: could not remove a temp file'),
    );
    ctx.jobs.delete(job);
    settle();
  }
}

/** Downloads to `filePath`, stopping as soon as the file passes the upload limit. */
async function download(
  ctx: BotContext,
  job: DeliveryJob,
  filePath: string,
  signal: AbortSignal,
  showProgress: (text: string) => void,
): Promise<Outcome> {
  const handle = await ctx.options.media.download(job.choice.request, {
    signal,
    onProgress: (p) => showProgress(progressText(job.choice, p)),
    quota: downloadQuota(job.ticket),
    maxDurationS: job.ticket.maxDurationS,
  });
  if (handle.size !== undefined && handle.size > job.uploadLimitBytes) {
    handle.cancel();
    await handle.done.catch(() => undefined);
    return { kind: 'over-limit' };
  }
  const saved = await saveDownload(handle, filePath, job.uploadLimitBytes);
  if (saved.kind === 'over-limit') return saved;
  return {
    kind: 'file',
    file: { path: filePath, name: handle.filename, contentType: handle.mimeType, bytes: saved.bytes },
  };
}

function overLimit(ctx: BotContext, job: DeliveryJob): string {
  return overLimitText(
    job.choice,
    job.uploadLimitBytes,
    directDownloadLink(ctx.options.publicBaseUrl, job.choice.request),
  );
}

/** Time kept in hand before the token's end: an upload must start while the token still works. */
function tokenMargin(ctx: BotContext): number {
  return Math.min(60_000, ctx.options.interactionTokenLifetimeMs / 4);
}

/**
 * The reply with the file attached, through the interaction's webhook (as
 * `interaction.editReply` would, but streamed from disk: see upload-file.ts).
 */
async function editReplyWithFile(ctx: BotContext, job: DeliveryJob, content: string, file: TempFile): Promise<void> {
  const { interaction, info } = job;
  const payload = {
    content,
    embeds: [mediaEmbed(info).toJSON()],
    components: [],
    allowed_mentions: { parse: [] },
  };
  await ctx.client.rest.patch(Routes.webhookMessage(interaction.applicationId, interaction.token, '@original'), {
    body: await multipartWithFile(payload, file),
    passThroughBody: true,
    auth: false,
  });
}

/**
 * The interaction token has expired (a job over 15 minutes): the result goes
 * to the channel as a normal bot message that mentions the asker.
 */
async function postInChannel(ctx: BotContext, job: DeliveryJob, content: string, file?: TempFile): Promise<void> {
  const channelId = job.interaction.channelId;
  if (!channelId) throw new Error('The interaction has no channel to post the late result in.');
  const payload = { content, allowed_mentions: { users: [job.interaction.user.id] } };
  await ctx.client.rest.post(
    Routes.channelMessages(channelId),
    file ? { body: await multipartWithFile(payload, file), passThroughBody: true } : { body: payload },
  );
}
