import { InlineKeyboard } from 'grammy';
import type { User } from 'grammy/types';
import type { Translate } from '../../src/i18n/index.js';
import { artistName, displayTitle } from '../../src/media/index.js';
import type { Card } from '../shared/card-store.js';
import { type ChoiceDecision, decideChoice } from '../shared/choice-decision.js';
import { deliveredLengthS } from '../shared/clip-request.js';
import type { JobControl } from '../shared/job-registry.js';
import { loggableError } from '../shared/log.js';
import { recordJobEnd, runDownload } from '../shared/run-download.js';
import { passingFaultSentence, refusalText } from '../shared/texts.js';
import { cancelData } from './callback-data.js';
import type { OfferedChoice, TelegramCard } from './card.js';
import { platformFacts, type TelegramBotContext } from './context.js';
import { jobDir } from './download-job.js';
import { type PlannedDownload, planDownload } from './download-request.js';
import { telegramIdentity } from './identity.js';
import { InlineStatus, inlineMedia } from './inline-message.js';
import { inlineInterruptedNotice } from './interrupted.js';
import { sendJobFile } from './job-file-send.js';
import type { FileMeta } from './send-file.js';
import { progressLine, startingText } from './texts.js';
import { telegramEndSentence } from './unconfirmed-send.js';

/**
 * A result chosen from `@bot <link>` (inline-query.ts), reported by Telegram
 * with `chosen_inline_result`: a "preparing…" article starts the download
 * under the chooser's limits, the same shared decision and job as a button
 * press (download-job.ts). Telegram takes no upload into an inline message,
 * so the file goes to the owner's storage chat first, and its file_id then
 * replaces the message's text (editMessageMedia). A result Telegram sent
 * from the file_id cache is only recorded.
 */

/** What was chosen, read and checked (inline-schemas.ts, features/inline.ts). */
export interface InlineChoice {
  t: Translate;
  from: User;
  card: Card<TelegramCard>;
  choice: OfferedChoice;
  /** The message the chosen article became; absent for a result sent from the cache. */
  inlineMessageId?: string | undefined;
}

type Admitted = Extract<ChoiceDecision, { kind: 'admitted' }>;

/** Runs the choice detached from the update, like a button press: the decision, then the job. */
export function startInlineDownload(
  services: TelegramBotContext,
  chosen: InlineChoice & { inlineMessageId: string },
): void {
  const { api, jobs } = services;
  const editInlineText = (text: string) =>
    api.editMessageTextInline(chosen.inlineMessageId, text, { link_preview_options: { is_disabled: true } });
  if (jobs.shutdownSignal.aborted) return void jobs.track(editInlineText(chosen.t('bot-restarting')));
  if (services.storageChatId === undefined) return void jobs.track(editInlineText(chosen.t('tg-inline-no-storage')));
  const storageChatId = services.storageChatId;
  void jobs.track(
    decideAndStart(services, chosen, storageChatId, editInlineText).catch(async (error: unknown) => {
      // The usage row could not be opened (the disk full, the database away): said, not only logged.
      const text = passingFaultSentence(chosen.t, error);
      if (text) await editInlineText(text).catch(() => undefined);
      throw error;
    }),
  );
}

async function decideAndStart(
  services: TelegramBotContext,
  chosen: InlineChoice & { inlineMessageId: string },
  storageChatId: number,
  editInlineText: (text: string) => Promise<unknown>,
): Promise<void> {
  const { card, choice, from, t } = chosen;
  const plan = planDownload(card.url, card.info, choice, card.clip);
  const decision = await decideInlineChoice(services, chosen);
  if (decision.kind === 'answer') return void (await editInlineText(decision.text));
  if (!plan) return void (await decision.ticket.finish({ outcome: 'error', errorCode: 'internal' }));
  const started = services.jobs.start(
    String(from.id),
    async (job) => {
      try {
        if (await editToCached(services, chosen, plan, decision)) return;
        await download(services, chosen, storageChatId, plan, decision, job);
      } finally {
        // Whatever failed on the way, the row must not stay `running`.
        if (!decision.ticket.finished) await decision.ticket.finish({ outcome: 'error', errorCode: 'internal' });
      }
    },
    { title: card.info.title, usageEventId: decision.ticket.id },
  );
  if (started) return;
  await recordJobEnd(decision.ticket, { kind: 'shutdown', bytes: 0 }, card.info.platform);
  await editInlineText(t('bot-restarting'));
}

function fileMeta(card: Card<TelegramCard>, plan: PlannedDownload): FileMeta {
  return {
    title: displayTitle(card.info.title),
    performer: artistName(card.info.uploader),
    durationSeconds: deliveredLengthS(card.info.durationSeconds, card.clip),
    width: plan.width,
    height: plan.height,
  };
}

/**
 * Another chooser's file arrived in the cache since the results were offered:
 * the message becomes it at once. False when nothing is cached or Telegram
 * refused the id (then it is forgotten and the file downloaded).
 */
async function editToCached(
  services: TelegramBotContext,
  chosen: InlineChoice & { inlineMessageId: string },
  plan: PlannedDownload,
  admitted: Admitted,
): Promise<boolean> {
  const cached = await services.fileCache.get(plan.cacheKey);
  if (!cached) return false;
  const { card, inlineMessageId, t } = chosen;
  const refusal = await admitted.ticket.reserveBytes(cached.bytes);
  if (refusal) {
    await services.api.editMessageTextInline(inlineMessageId, refusalText(t, refusal));
    await recordJobEnd(admitted.ticket, { kind: 'limit_reached', bytes: 0, refusal }, card.info.platform);
    return true;
  }
  try {
    await services.api.editMessageMediaInline(
      inlineMessageId,
      inlineMedia(cached.sendMethod, cached.fileId, fileMeta(card, plan)),
    );
  } catch (error) {
    services.logger.info({ err: loggableError(error, services.token) }, 'cached telegram file_id refused inline');
    await services.fileCache.delete(plan.cacheKey);
    return false;
  }
  await recordJobEnd(admitted.ticket, { kind: 'delivered', bytes: cached.bytes }, card.info.platform);
  return true;
}

/** The shared job: progress in the inline message, the upload to the storage chat, then the message becomes the file. */
async function download(
  services: TelegramBotContext,
  chosen: InlineChoice & { inlineMessageId: string },
  storageChatId: number,
  plan: PlannedDownload,
  admitted: Admitted,
  job: JobControl,
): Promise<void> {
  const { api, logger, token } = services;
  const { card, t, inlineMessageId } = chosen;
  const cancel = new InlineKeyboard().text(t('tg-cancel-button'), cancelData(job.id));
  const onError = (error: unknown) => logger.debug({ err: loggableError(error, token) }, 'inline status edit failed');
  const status = new InlineStatus(api, inlineMessageId, cancel, onError, services.statusIntervalMs);
  status.update(startingText(t, admitted.label));
  // Should this process die meanwhile, its next start says so in the message, with "Try again".
  job.notice?.(inlineInterruptedNotice(t, { inlineMessageId, label: admitted.label, query: card.url }));
  const meta = fileMeta(card, plan);
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
      logFailure: (error) => logger.warn({ err: loggableError(error, token) }, 'telegram inline download failed'),
    },
    {
      progress: (progress) => status.update(progressLine(t, admitted.label, progress)),
      upload: async (file, signal) => {
        const withFile: FileMeta = {
          ...meta,
          durationSeconds: file.durationSeconds ?? meta.durationSeconds,
          width: file.width ?? meta.width,
          height: file.height ?? meta.height,
        };
        const { fileId } = await sendJobFile(services, storageChatId, plan, file, withFile, signal);
        await services.fileCache.put(plan.cacheKey, { sendMethod: plan.sendMethod, fileId, bytes: file.bytes });
        // No progress edit may land after the file took the message's place.
        await status.close();
        await api.editMessageMediaInline(inlineMessageId, inlineMedia(plan.sendMethod, fileId, withFile));
      },
    },
  );
  const sentence = telegramEndSentence(t, end, admitted.overLimit);
  await (sentence === undefined ? status.close() : status.finish(sentence));
}

/** The same decision as a card's button press, for the one who chose the inline result. */
function decideInlineChoice(services: TelegramBotContext, chosen: InlineChoice): Promise<ChoiceDecision> {
  const { card, choice, from, t } = chosen;
  return decideChoice(t, platformFacts(services), {
    identity: telegramIdentity(from),
    url: card.url,
    info: card.info,
    choice,
    uploadLimitBytes: services.uploadLimitBytes,
    clip: card.clip,
  });
}

/**
 * A result sent from the file_id cache: Telegram has delivered it already, so
 * it is recorded as a download of the file's bytes (the query offered it only
 * while the chooser's limits left room). A refusal now can only be recorded.
 */
export async function recordCachedChoice(services: TelegramBotContext, chosen: InlineChoice): Promise<void> {
  const { card, choice } = chosen;
  const plan = planDownload(card.url, card.info, choice, card.clip);
  const cached = plan ? await services.fileCache.get(plan.cacheKey) : undefined;
  const decision = await decideInlineChoice(services, chosen);
  if (decision.kind === 'answer') {
    services.logger.info({ refusal: decision.refusal?.code }, 'telegram: a cached inline file was sent past a refusal');
    return;
  }
  const bytes = cached?.bytes ?? 0;
  await decision.ticket.reserveBytes(bytes);
  await recordJobEnd(decision.ticket, { kind: 'delivered', bytes }, card.info.platform);
}
