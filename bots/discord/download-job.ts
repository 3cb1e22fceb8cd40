import path from 'node:path';
import { type RepliableInteraction, Routes } from 'discord.js';
import type { Translate } from '../../src/i18n/index.js';
import type { MediaInfo } from '../../src/media/index.js';
import type { ChoiceDecision } from '../shared/choice-decision.js';
import type { JobControl } from '../shared/job-registry.js';
import { jobEndSentence } from '../shared/job-texts.js';
import { loggableError } from '../shared/log.js';
import { uploadFailure } from '../shared/metrics.js';
import { recordJobEnd, runDownload, UploadRefusedAsTooLarge } from '../shared/run-download.js';
import { mediaEmbed } from './card.js';
import type { DiscordBotContext } from './context.js';
import { interruptedNotice, type RetryPress } from './interrupted.js';
import { interactionT } from './locale.js';
import { tokenAlive } from './replies.js';
import { openStatusMessage } from './status-message.js';
import { deliveredText, lateDeliveryText, preparingText, progressLine } from './texts.js';
import { isEntityTooLarge, multipartWithFile, type TempFile } from './upload-file.js';

/** Each job writes into `<tmpDir>/discord-<job id>/`; a sweep at start removes what a crash left. */
export const JOB_DIR_PREFIX = 'discord-';

/** One admitted download, after the interaction was acknowledged (deferReply or deferUpdate). */
export interface DownloadJobRequest {
  /** The acknowledged interaction whose reply shows progress and the file; its locale is the job's. */
  interaction: RepliableInteraction;
  info: MediaInfo;
  /** The choice decision's admission: the open usage row, the request and its label. */
  admitted: Extract<ChoiceDecision, { kind: 'admitted' }>;
  uploadLimitBytes: number;
  /** The card and press it can be tried again from, should this process die meanwhile (interrupted.ts). */
  retry?: RetryPress | undefined;
}

/**
 * Runs the shared download (bots/shared/run-download.ts) for an admitted
 * choice: progress in the status message (status-message.ts), the file as an
 * attachment of the reply, or the shared sentence for how it ended. Never throws.
 */
export async function startDownload(ctx: DiscordBotContext, delivery: DownloadJobRequest): Promise<void> {
  // Every word of the job, to its last, is in the language of the interaction that started it.
  const t = interactionT(delivery.interaction);
  const started = ctx.jobs.start(delivery.interaction.user.id, (job) => run(ctx, delivery, t, job), {
    title: delivery.info.title,
    usageEventId: delivery.admitted.ticket.id,
  });
  if (started) return started.done;
  // Shutdown has already stopped everything: the admitted row ends as a download stopped by it.
  const end = { kind: 'shutdown', bytes: 0 } as const;
  await recordJobEnd(delivery.admitted.ticket, end, delivery.info.platform);
  await finalAnswer(ctx, delivery, t, jobEndSentence(t, end, delivery.admitted.overLimit) ?? '').catch(() => undefined);
}

async function run(ctx: DiscordBotContext, delivery: DownloadJobRequest, t: Translate, job: JobControl): Promise<void> {
  const { interaction, info, admitted } = delivery;
  const { logger } = ctx.deps;
  const log = { interactionId: interaction.id, userId: interaction.user.id, label: admitted.label };
  const editor = openStatusMessage(ctx, {
    interaction,
    t,
    jobId: job.id,
    firstText: preparingText(t, admitted.label),
    embed: () => mediaEmbed(t, info, undefined, admitted.request.clip),
    onError: (error) => logger.warn({ ...log, err: loggableError(error) }, 'discord: progress edit failed'),
    // Should this process die meanwhile, its next start edits this message to say so, with "Try again".
    onShown: (message) => {
      const { retry } = delivery;
      if (!retry) return;
      job.notice?.(
        interruptedNotice(t, { channelId: message.channelId, messageId: message.id, label: admitted.label, ...retry }),
      );
    },
  });
  const end = await runDownload(
    {
      media: ctx.deps.media,
      request: admitted.request,
      ticket: admitted.ticket,
      lookups: admitted.lookups,
      mediaPlatform: info.platform,
      uploadLimitBytes: delivery.uploadLimitBytes,
      dir: path.join(ctx.deps.tmpDir, `${JOB_DIR_PREFIX}${job.id}`),
      job,
      logFailure: (error) => logger.warn({ ...log, err: loggableError(error) }, 'discord: delivery failed'),
    },
    {
      progress: (progress) => editor.update(progressLine(t, admitted.label, progress)),
      upload: async (file) => {
        // "Uploading…" is shown before the upload, which replaces it.
        await editor.showNow();
        await editor.close();
        try {
          await finalAnswer(ctx, delivery, t, deliveredText(t, admitted.label, file.bytes), file);
          ctx.deps.metrics?.upload('discord', 'ok');
        } catch (error) {
          const failure = isEntityTooLarge(error) ? new UploadRefusedAsTooLarge() : error;
          ctx.deps.metrics?.upload('discord', uploadFailure(failure, job.signal));
          throw failure;
        }
      },
    },
  );
  await editor.close();
  const sentence = jobEndSentence(t, end, admitted.overLimit);
  if (sentence === undefined) return logger.info({ ...log, bytes: end.bytes }, 'discord: file delivered');
  await finalAnswer(ctx, delivery, t, sentence).catch((error: unknown) =>
    logger.warn({ ...log, err: loggableError(error) }, 'discord: could not report how the download ended'),
  );
}

/** The last words: the reply, or a channel message once the interaction token has run out. */
async function finalAnswer(
  ctx: DiscordBotContext,
  delivery: DownloadJobRequest,
  t: Translate,
  content: string,
  file?: TempFile,
): Promise<void> {
  const { interaction, info } = delivery;
  if (!tokenAlive(ctx, interaction)) {
    await postInChannel(ctx, delivery, lateDeliveryText(t, interaction.user.id, info, content), file);
  } else if (file) {
    await editReplyWithFile(ctx, delivery, t, content, file);
  } else {
    // Text-only edits keep the embed; the components are gone once the job has ended.
    await interaction.editReply({
      content,
      embeds: [mediaEmbed(t, info, undefined, delivery.admitted.request.clip)],
      components: [],
    });
  }
}

/**
 * The reply with the file attached, through the interaction's webhook (as
 * `interaction.editReply` would, but streamed from disk: see upload-file.ts).
 */
async function editReplyWithFile(
  ctx: DiscordBotContext,
  delivery: DownloadJobRequest,
  t: Translate,
  content: string,
  file: TempFile,
): Promise<void> {
  const { interaction, info } = delivery;
  const payload = {
    content,
    embeds: [mediaEmbed(t, info, undefined, delivery.admitted.request.clip).toJSON()],
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
async function postInChannel(
  ctx: DiscordBotContext,
  delivery: DownloadJobRequest,
  content: string,
  file?: TempFile,
): Promise<void> {
  const channelId = delivery.interaction.channelId;
  if (!channelId) throw new Error('The interaction has no channel to post the late result in.');
  const payload = { content, allowed_mentions: { users: [delivery.interaction.user.id] } };
  await ctx.client.rest.post(
    Routes.channelMessages(channelId),
    file ? { body: await multipartWithFile(payload, file), passThroughBody: true } : { body: payload },
  );
}
