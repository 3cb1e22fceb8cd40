import { type AttachmentPayload, DiscordAPIError, type RepliableInteraction, Routes } from 'discord.js';
import { isMediaError } from '../../src/media/errors.js';
import type { DownloadHandle, MediaInfo } from '../../src/media/types.js';
import type { UsageTicket } from '../../src/usage/index.js';
import { directDownloadLink } from '../shared/download-link.js';
import { STOPPED_FOR_RESTART } from '../shared/maintenance.js';
import { errorSentence } from '../shared/texts.js';
import { mediaEmbed } from './card-view.js';
import type { DownloadChoice } from './choices.js';
import type { BotContext } from './context.js';
import { ProgressEditor } from './progress.js';
import { loggableError } from './safe-error.js';
import { deliveredText, lateDeliveryText, overLimitText, preparingText, progressText, uploadingText } from './texts.js';

/** Discord's "Request entity too large": the limit we were told was wrong or the file grew. */
const DISCORD_ENTITY_TOO_LARGE = 40005;

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

type Outcome = { kind: 'file'; data: Buffer; filename: string; mimeType: string } | { kind: 'over-limit' };

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
  const editReply = (content: string, files: AttachmentPayload[] = []) =>
    interaction.editReply({ content, embeds: [mediaEmbed(info)], components: [], files });
  const finalAnswer = async (content: string, files: AttachmentPayload[] = []) => {
    if (tokenAlive()) await editReply(content, files);
    else await postInChannel(ctx, delivery, lateDeliveryText(interaction.user.id, info, content), files);
  };
  const progress = new ProgressEditor(
    (text) => (tokenAlive() ? editReply(text) : Promise.resolve()),
    ctx.options.progressIntervalMs,
    (error) => logger.warn({ ...log, err: loggableError(error) }, 'discord: progress edit failed'),
  );

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
    const outcome = await download(ctx, delivery, abort.signal, (text) => progress.offer(text));
    if (outcome.kind === 'over-limit') {
      await progress.stop();
      ticket.finish({ outcome: 'cancelled', errorCode: 'over_upload_limit', mediaPlatform: info.platform });
      await finalAnswer(overLimit(ctx, delivery));
      return;
    }
    progress.offer(uploadingText(choice, outcome.data.length));
    await progress.stop();
    const files = [{ attachment: outcome.data, name: outcome.filename }];
    try {
      await finalAnswer(deliveredText(choice, outcome.data.length), files);
    } catch (error) {
      if (!(error instanceof DiscordAPIError && error.code === DISCORD_ENTITY_TOO_LARGE)) throw error;
      ticket.finish({ outcome: 'cancelled', errorCode: 'over_upload_limit', mediaPlatform: info.platform });
      await finalAnswer(overLimit(ctx, delivery));
      return;
    }
    ticket.finish({ outcome: 'ok', bytes: outcome.data.length, mediaPlatform: info.platform });
    logger.info({ ...log, bytes: outcome.data.length }, 'discord: file delivered');
  } catch (error) {
    await progress.stop();
    ticket.finish({
      outcome: abort.signal.aborted ? 'cancelled' : 'error',
      errorCode: shutdown.aborted ? 'shutdown' : isMediaError(error) ? error.code : 'discord_delivery_failed',
      mediaPlatform: info.platform,
    });
    logger.warn({ ...log, err: loggableError(error) }, 'discord: delivery failed');
    await finalAnswer(shutdown.aborted ? STOPPED_FOR_RESTART : errorSentence(error)).catch((replyError: unknown) =>
      logger.warn({ ...log, err: loggableError(replyError) }, 'discord: could not report the failure'),
    );
  } finally {
    shutdown.removeEventListener('abort', onShutdown);
    ctx.jobs.delete(job);
    settle();
  }
}

/**
 * Reads the file into memory, stopping as soon as it passes the upload limit.
 * Memory rather than a temp file: discord.js reads attachments into a buffer
 * before sending anyway, and the limit (at most 500 MB) bounds it.
 */
async function download(
  ctx: BotContext,
  job: DeliveryJob,
  signal: AbortSignal,
  showProgress: (text: string) => void,
): Promise<Outcome> {
  const handle: DownloadHandle = await ctx.options.media.download(job.choice.request, {
    signal,
    onProgress: (p) => showProgress(progressText(job.choice, p)),
  });
  if (handle.size !== undefined && handle.size > job.uploadLimitBytes) {
    handle.cancel();
    await handle.done.catch(() => undefined);
    return { kind: 'over-limit' };
  }
  const chunks: Buffer[] = [];
  let total = 0;
  try {
    for await (const chunk of handle.stream) {
      const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
      total += buffer.length;
      if (total > job.uploadLimitBytes) {
        handle.cancel();
        await handle.done.catch(() => undefined);
        return { kind: 'over-limit' };
      }
      chunks.push(buffer);
    }
  } catch (error) {
    // The stream's error is the same failure `done` reports, with its MediaError code.
    await handle.done;
    throw error;
  }
  await handle.done;
  return { kind: 'file', data: Buffer.concat(chunks, total), filename: handle.filename, mimeType: handle.mimeType };
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
 * The interaction token has expired (a job over 15 minutes): the result goes
 * to the channel as a normal bot message that mentions the asker.
 */
async function postInChannel(
  ctx: BotContext,
  job: DeliveryJob,
  content: string,
  files: AttachmentPayload[],
): Promise<void> {
  const channelId = job.interaction.channelId;
  if (!channelId) throw new Error('The interaction has no channel to post the late result in.');
  await ctx.client.rest.post(Routes.channelMessages(channelId), {
    body: { content, allowed_mentions: { users: [job.interaction.user.id] } },
    files: files.map((file) => ({ name: file.name ?? 'file', data: file.attachment as Buffer })),
  });
}
