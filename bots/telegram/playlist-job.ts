import type { User } from 'grammy/types';
import type { Translate } from '../../src/i18n/index.js';
import { artistName, displayTitle } from '../../src/media/index.js';
import type { Card } from '../shared/card-store.js';
import type { JobControl } from '../shared/job-registry.js';
import { loggableError } from '../shared/log.js';
import { countBatch } from '../shared/metrics.js';
import { runPlaylistBatch } from '../shared/playlist-batch.js';
import { allAsMp3Label, BATCH_MP3_QUALITY, batchEndText } from '../shared/playlist-texts.js';
import { platformFacts, type TelegramBotContext } from './context.js';
import { jobDir } from './download-job.js';
import { planDownload } from './download-request.js';
import { telegramIdentity } from './identity.js';
import { sendJobFile } from './job-file-send.js';
import type { TelegramPlaylistCard } from './playlist-card.js';
import { openStatusMessage } from './status-message.js';
import { startingText } from './texts.js';

/** A press of a playlist card's "All as MP3". */
export interface PlaylistJobRequest {
  /** The presser's words, for the whole run. */
  t: Translate;
  card: Card<TelegramPlaylistCard>;
  from: User;
  /** The card's message, which the status message and the files reply to. */
  cardMessageId?: number | undefined;
}

/**
 * Runs "All as MP3" detached from the update: one status message with the
 * run's "3 / 12" and a Cancel button, each file sent as an audio message as it
 * is ready, a skipped entry said in a message of its own, and the status
 * message's last words saying how the run ended. The run itself is the shared
 * one (bots/shared/playlist-batch.ts). 'busy' (nothing started) while a run
 * of the same user and card goes on.
 */
export function startPlaylistJob(services: TelegramBotContext, request: PlaylistJobRequest): 'started' | 'busy' {
  const { api, jobs } = services;
  const sendText = (text: string) => jobs.track(api.sendMessage(request.card.chatId, text));
  if (jobs.shutdownSignal.aborted) {
    void sendText(request.t('bot-restarting'));
    return 'started';
  }
  const askerId = String(request.from.id);
  // One run per user and card: a second press while it goes on would download everything twice.
  const started = jobs.startOnce(`playlist:${askerId}:${request.card.id}`, askerId, (job) =>
    run(services, request, job),
  );
  if (started === 'busy') return 'busy';
  if (!started) void sendText(request.t('bot-restarting'));
  return 'started';
}

async function run(services: TelegramBotContext, request: PlaylistJobRequest, job: JobControl): Promise<void> {
  const { api, logger, token } = services;
  const { card, from, cardMessageId, t } = request;
  const chatId = card.chatId;
  const reply = cardMessageId
    ? { reply_parameters: { message_id: cardMessageId, allow_sending_without_reply: true } }
    : {};
  const status = await openStatusMessage(
    t,
    services,
    chatId,
    job.id,
    startingText(t, allAsMp3Label(t, card.entries.length)),
    reply,
  );
  const startedAt = Date.now();
  const summary = await runPlaylistBatch(
    {
      t,
      platform: platformFacts(services),
      identity: telegramIdentity(from),
      entries: card.entries,
      uploadLimitBytes: services.uploadLimitBytes,
      job,
      entryDir: (index) => jobDir(services, `${job.id}-${index}`),
      logFailure: (error) => logger.warn({ err: loggableError(error, token) }, 'telegram playlist entry failed'),
    },
    {
      status: (text) => status.update(text),
      upload: async (file, { index, info }, signal) => {
        const url = card.entries[index]?.url ?? info.webpageUrl;
        // The same plan as a press of MP3 192 on the entry's own card: sent as audio, then in the file_id cache.
        const plan = planDownload(url, info, { type: 'mp3', quality: BATCH_MP3_QUALITY, tooLarge: false });
        if (!plan) throw new Error('an admitted MP3 has a plan');
        const meta = {
          title: displayTitle(info.title),
          performer: artistName(info.uploader),
          durationSeconds: file.durationSeconds ?? info.durationSeconds,
          replyToMessageId: cardMessageId,
        };
        const { fileId } = await sendJobFile(services, chatId, plan, file, meta, signal);
        await services.fileCache.put(plan.cacheKey, { sendMethod: plan.sendMethod, fileId, bytes: file.bytes });
      },
      sendText: async (text) => {
        await api.sendMessage(chatId, text, { link_preview_options: { is_disabled: true } });
      },
    },
  );
  countBatch(services.metrics, 'telegram', summary, startedAt);
  await status.finish(batchEndText(t, summary));
}
