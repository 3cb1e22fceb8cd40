import path from 'node:path';
import { InlineKeyboard } from 'grammy';
import type { User } from 'grammy/types';
import type { Translate } from '../../src/i18n/index.js';
import { artistName, displayTitle } from '../../src/media/index.js';
import type { UsageTicket } from '../../src/usage/index.js';
import type { Card } from '../shared/card-store.js';
import { type ChoiceDecision, decideChoice } from '../shared/choice-decision.js';
import { deliveredLengthS } from '../shared/clip-request.js';
import type { PressResult } from '../shared/follow-delivery.js';
import type { JobControl } from '../shared/job-registry.js';
import { fitLabel, type JobEnd } from '../shared/job-texts.js';
import { loggableError } from '../shared/log.js';
import { withToggles } from '../shared/option-toggles.js';
import { recordJobEnd, runDownload } from '../shared/run-download.js';
import { passingFaultSentence, refusalText } from '../shared/texts.js';
import { fetchThumbnail } from '../shared/upload-thumbnail.js';
import { choiceData, fitData } from './callback-data.js';
import type { OfferedChoice, TelegramCard } from './card.js';
import { repeatChatAction } from './chat-action.js';
import { platformFacts, type TelegramBotContext } from './context.js';
import { type PlannedDownload, planDownload } from './download-request.js';
import { telegramIdentity } from './identity.js';
import { jobNotice } from './interrupted.js';
import { sendJobFile } from './job-file-send.js';
import { type FileMeta, sendFile } from './send-file.js';
import { openStatusMessage } from './status-message.js';
import { progressLine, startingText } from './texts.js';
import { mayHaveBeenSent, telegramEndSentence, UnconfirmedSend } from './unconfirmed-send.js';

/** A press of a card's button. */
export interface DownloadJobRequest {
  /** The presser's words, for the answer, the progress and the end. */
  t: Translate;
  card: Card<TelegramCard>;
  choice: OfferedChoice;
  from: User;
  /** The card's message, which the file replies to. */
  cardMessageId?: number | undefined;
  /** "Fit to N MB" was pressed (fit-choice.ts). */
  fit?: boolean | undefined;
  /** A followed entry's delivery: a refusal by the limits is told once by the follows' engine, not here. */
  followed?: boolean | undefined;
  /**
   * A followed entry's title and link: the file's caption, and the heading of the job's last words.
   * Sent with the file, not before it, so that a delivery retried after a crash says it once.
   */
  caption?: string | undefined;
}

type Admitted = Extract<ChoiceDecision, { kind: 'admitted' }>;

/** Each job writes into `<tmpDir>/telegram-<job id>/` (see jobDir). */
export const JOB_DIR_PREFIX = 'telegram-';

/** A job's folder: in the one shared with a local Bot API server, if any (the file is then already there), else tmpDir. */
export function jobDir(services: Pick<TelegramBotContext, 'tmpDir' | 'localFiles'>, name: string): string {
  return path.join(services.localFiles?.dir ?? services.tmpDir, `${JOB_DIR_PREFIX}${name}`);
}
const CHAT_ACTION = { video: 'upload_video', audio: 'upload_voice', document: 'upload_document' } as const;
/**
 * How long a finished file waits for a thumbnail still being made (it starts
 * with the download and is nearly always ready first); after that the upload
 * goes without one.
 */
const THUMBNAIL_WAIT_MS = 1500;

/**
 * Runs the shared choice decision for a pressed button, detached from the
 * update (webhook requests must answer quickly): the decision, then the job,
 * which reports through a status message with a Cancel button.
 */
export function startDownload(services: TelegramBotContext, request: DownloadJobRequest): void {
  const { api, jobs } = services;
  const { card } = request;
  const sendText = (text: string, keyboard?: InlineKeyboard) =>
    jobs.track(
      api.sendMessage(card.chatId, text, {
        link_preview_options: { is_disabled: true },
        ...(keyboard ? { reply_markup: keyboard } : {}),
      }),
    );
  // A webhook update still in flight at shutdown: nothing new starts.
  if (jobs.shutdownSignal.aborted) return void sendText(request.t('bot-restarting'));
  void jobs.track(
    decideAndStart(services, request, sendText).catch(async (error: unknown) => {
      // The usage row could not be opened (the disk full, the database away): said, not only logged.
      const text = passingFaultSentence(request.t, error);
      if (text) await sendText(text).catch(() => undefined);
      throw error;
    }),
  );
}

/** The decision (which opens the usage row), then the job. */
export async function decideAndStart(
  services: TelegramBotContext,
  request: DownloadJobRequest,
  sendText: (text: string, keyboard?: InlineKeyboard) => Promise<void>,
): Promise<PressResult> {
  const { jobs } = services;
  const { card, from, t } = request;
  // An MP3 takes the download options toggled on beside it (bots/shared/option-toggles.ts).
  const choice = { ...withToggles(request.choice, card.options), tooLarge: request.choice.tooLarge };
  const plan = planDownload(
    card.url,
    card.info,
    choice,
    card.clip,
    request.fit ? services.uploadLimitBytes : undefined,
  );
  const decision = await decideChoice(t, platformFacts(services), {
    identity: telegramIdentity(from),
    url: card.url,
    info: card.info,
    choice,
    uploadLimitBytes: services.uploadLimitBytes,
    clip: card.clip,
    fit: request.fit,
  });
  // Over the limit, and a fit could make it: "Fit to N MB" under the sentence with the link.
  if (decision.kind === 'answer') {
    if (!(request.followed && decision.refusal)) {
      const keyboard = decision.fitOffered
        ? fitKeyboard(t, card, request.choice, services.uploadLimitBytes)
        : undefined;
      await sendText(decision.text, keyboard);
    }
    return { kind: 'answer', refusal: decision.refusal };
  }
  // Without audio to convert there is no plan, and the decision has said so: this cannot be reached.
  if (!plan) {
    await decision.ticket.finish({ outcome: 'error', errorCode: 'internal' });
    return { kind: 'answer' };
  }
  let end: JobEnd = { kind: 'shutdown', bytes: 0 };
  const started = jobs.start(
    String(from.id),
    async (job) => {
      const { ticket } = decision;
      try {
        end =
          (await resendCached(services, request, plan, ticket)) ||
          (await download(services, request, plan, decision, job));
      } finally {
        // Whatever failed on the way (even the status message), the row must not stay `running`.
        if (!ticket.finished) await ticket.finish({ outcome: 'error', errorCode: 'internal' });
      }
    },
    { title: card.info.title, usageEventId: decision.ticket.id },
  );
  if (started) {
    await started.done;
    return { kind: 'ended', end };
  }
  // Shutdown stopped everything while the row was being opened: it ends as a download stopped by it.
  await recordJobEnd(decision.ticket, end, card.info.platform);
  await sendText(t('bot-restarting'));
  return { kind: 'ended', end };
}

/** The one button of the over-limit answer: "Fit to N MB" for the same choice of the same card. */
function fitKeyboard(
  t: Translate,
  card: Card<TelegramCard>,
  choice: OfferedChoice,
  uploadLimitBytes: number,
): InlineKeyboard {
  return new InlineKeyboard().text(fitLabel(t, uploadLimitBytes), fitData(card.id, card.choices.indexOf(choice)));
}

function fileMeta({ card, cardMessageId, caption }: DownloadJobRequest, plan: PlannedDownload): FileMeta {
  return {
    title: displayTitle(card.info.title),
    // As the file's artist tag says it.
    performer: artistName(card.info.uploader),
    durationSeconds: deliveredLengthS(card.info.durationSeconds, card.clip),
    width: plan.width,
    height: plan.height,
    replyToMessageId: cardMessageId,
    caption,
  };
}

/** The shared job, with a status message, a chat action, a thumbnail alongside and Telegram's upload. */
async function download(
  services: TelegramBotContext,
  request: DownloadJobRequest,
  plan: PlannedDownload,
  admitted: Admitted,
  job: JobControl,
): Promise<JobEnd> {
  const { api, logger, token } = services;
  const { card } = request;
  const chatId = card.chatId;
  const { t } = request;
  const status = await openStatusMessage(t, services, chatId, job.id, startingText(t, admitted.label));
  // Should this process die meanwhile, its next start edits the status message to say so, with "Try again"
  // (a followed entry's is deleted instead: jobNotice).
  const index = card.choices.indexOf(request.choice);
  const retryData = request.fit ? fitData(card.id, index) : choiceData(card.id, index);
  const where = { chatId, messageId: status.messageId, label: admitted.label, retryData };
  job.notice?.(jobNotice(t, where, request.followed === true));
  const action = repeatChatAction(api, chatId, CHAT_ACTION[plan.sendMethod]);
  // Fetched alongside the download (documents take none); any failure just means an upload without one.
  const thumbnailUrl = plan.sendMethod === 'document' ? undefined : card.info.thumbnail;
  const thumbnail = fetchThumbnail(services.media, thumbnailUrl, job.signal, (error, aborted) =>
    logger[aborted ? 'debug' : 'info']({ err: loggableError(error, token) }, 'no upload thumbnail'),
  );
  const meta = fileMeta(request, plan);
  try {
    const end = await runDownload(
      {
        media: services.media,
        request: plan.request,
        ticket: admitted.ticket,
        lookups: admitted.lookups,
        mediaPlatform: card.info.platform,
        uploadLimitBytes: services.uploadLimitBytes,
        dir: jobDir(services, job.id),
        job,
        logFailure: (error) => logger.warn({ err: loggableError(error, token) }, 'telegram download failed'),
      },
      {
        progress: (progress) => status.update(progressLine(t, admitted.label, progress)),
        upload: async (file, signal) => {
          const thumbnailPath = await thumbnail.path(services.thumbnailWaitMs ?? THUMBNAIL_WAIT_MS);
          const withFile: FileMeta = {
            ...meta,
            durationSeconds: file.durationSeconds ?? meta.durationSeconds,
            width: file.width ?? meta.width,
            height: file.height ?? meta.height,
            thumbnailPath,
          };
          const { fileId } = await sendJobFile(services, chatId, plan, file, withFile, signal);
          await services.fileCache.put(plan.cacheKey, { sendMethod: plan.sendMethod, fileId, bytes: file.bytes });
        },
      },
    );
    const sentence = telegramEndSentence(request.t, end, admitted.overLimit);
    const heading = request.caption ? `${request.caption}\n` : '';
    await (sentence === undefined ? status.remove() : status.finish(`${heading}${sentence}`));
    return end;
  } finally {
    action.stop();
    await thumbnail.dispose();
  }
}

/** Answers from the file_id cache, with how it ended; false when there is nothing cached or Telegram refused the id. */
async function resendCached(
  services: TelegramBotContext,
  request: DownloadJobRequest,
  plan: PlannedDownload,
  ticket: UsageTicket,
): Promise<JobEnd | false> {
  const cached = await services.fileCache.get(plan.cacheKey);
  if (!cached) return false;
  const { chatId, info } = request.card;
  // A resend is recorded with the file's bytes: they must fit in what is left of LIMIT_MB_PER_DAY.
  const refusal = await ticket.reserveBytes(cached.bytes);
  if (refusal) {
    const end: JobEnd = { kind: 'limit_reached', bytes: 0, refusal };
    if (!request.followed) await services.api.sendMessage(chatId, refusalText(request.t, refusal));
    await recordJobEnd(ticket, end, info.platform);
    return end;
  }
  try {
    await sendFile(services.api, chatId, cached.sendMethod, cached.fileId, fileMeta(request, plan));
    const end: JobEnd = { kind: 'delivered', bytes: cached.bytes };
    await recordJobEnd(ticket, end, info.platform);
    return end;
  } catch (error) {
    if (mayHaveBeenSent(error)) return unconfirmedResend(services, request, ticket, error);
    // A file_id can stop working (another bot token, a wiped local server): forget it and download.
    services.logger.info({ err: loggableError(error, services.token) }, 'cached telegram file_id refused');
    await services.fileCache.delete(plan.cacheKey);
    return false;
  }
}

/** A resend Telegram may have done: not downloaded and sent again; the asker is told to look first. */
async function unconfirmedResend(
  services: TelegramBotContext,
  request: DownloadJobRequest,
  ticket: UsageTicket,
  error: unknown,
): Promise<JobEnd> {
  const { chatId, info } = request.card;
  services.logger.warn({ err: loggableError(error, services.token) }, 'telegram did not confirm a file_id resend');
  const end: JobEnd = { kind: 'failed', bytes: 0, error: new UnconfirmedSend(error) };
  await recordJobEnd(ticket, end, info.platform);
  await services.api.sendMessage(chatId, request.t('tg-send-unconfirmed'));
  return end;
}
