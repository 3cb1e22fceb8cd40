import { setTimeout as sleep } from 'node:timers/promises';
import { InlineKeyboard } from 'grammy';
import type { InlineQueryResult, InlineQueryResultArticle, User } from 'grammy/types';
import type { Translate } from '../../src/i18n/index.js';
import { type ClipRange, displayTitle, type MediaInfo } from '../../src/media/index.js';
import { BYTES_PER_MB, type Identity, type UsageTicket } from '../../src/usage/index.js';
import { beginLookup } from '../shared/begin-lookup.js';
import { choiceLabel } from '../shared/choices.js';
import { clipChoiceLabel } from '../shared/clip-request.js';
import { findLinkAndClip } from '../shared/link-and-clip.js';
import { lookUp } from '../shared/lookup.js';
import { isPlaylistInfo } from '../shared/playlist-card.js';
import { fitText } from './api-guards.js';
import { buildChoices, type OfferedChoice } from './card.js';
import type { TelegramBotContext } from './context.js';
import { planDownload } from './download-request.js';
import type { CachedFile } from './file-cache.js';
import { telegramIdentity } from './identity.js';
import { inlineResultId } from './inline-schemas.js';

/**
 * What `@bot <link>` offers: the card's main choices (the best video that can
 * be sent here, MP3 192, the best audio), each from the file_id cache when a
 * file of it was delivered before (sent by Telegram at once), else as an
 * article saying "preparing…" that the chosen-result handler (inline-job.ts)
 * turns into the file. Refusals, the help and a link that cannot be read are
 * one article each, in the asker's words.
 */

/**
 * How long an uncached link may be looked up before the query is answered
 * anyway ("still looking it up"): Telegram drops an answer after about 10 s.
 * The lookup goes on and fills the info cache, so the next query is quick.
 */
const LOOKUP_PATIENCE_MS = 6_000;
/** A title is one line of the result list; a description two. */
const MAX_TITLE = 120;
const MAX_DESCRIPTION = 240;

/** What one inline query asks. */
export interface InlineAsk {
  t: Translate;
  from: User;
  query: string;
  /** The bot's username, for the help's example. */
  botUsername: string;
}

/** The results for one inline query (never empty: an empty answer shows the user nothing at all). */
export async function inlineResults(services: TelegramBotContext, ask: InlineAsk): Promise<InlineQueryResult[]> {
  const { t } = ask;
  const found = findLinkAndClip(t, ask.query);
  if (!found) return [article('help', t('tg-inline-help-title'), t('tg-inline-help', { bot: ask.botUsername }))];
  if (!found.ok) return [inlineRefusal(t, found.text)];
  if (services.storageChatId === undefined) return [inlineRefusal(t, t('tg-inline-no-storage'))];
  const identity = telegramIdentity(ask.from);
  const link = { url: found.url, clip: found.clip };
  let results: InlineQueryResult[] = [];
  // Counted like a link sent to the bot: an `info` row, refused by the access list and the lookup limit.
  // The answer itself is the sign that the lookup began, so nothing is shown first.
  await beginLookup({
    t,
    usage: services.usage,
    identity,
    url: found.url,
    refuse: async (sentence) => {
      results = [inlineRefusal(t, sentence)];
    },
    lookUp: async (ticket) => {
      results = await answerWithin(services, { t, identity, from: ask.from, ticket, ...link });
    },
    // The answer must reach Telegram within its patience, so it is awaited; the lookup under it is tracked.
    track: (answering) => answering,
  });
  return results;
}

interface InlineLookup {
  t: Translate;
  identity: Identity;
  from: User;
  url: string;
  clip?: ClipRange | undefined;
  ticket: UsageTicket;
}

/** Reads the link for at most LOOKUP_PATIENCE_MS: its choices, why not, or "still looking it up". */
async function answerWithin(services: TelegramBotContext, asked: InlineLookup): Promise<InlineQueryResult[]> {
  const { t, identity, url, from } = asked;
  const lookup = lookUp({
    t,
    media: services.media,
    usage: services.usage,
    identity,
    url,
    ticket: asked.ticket,
    signal: services.jobs.shutdownSignal,
    logger: services.logger,
    clip: asked.clip,
  });
  void services.jobs.track(lookup);
  const read = await Promise.race([lookup, sleep(LOOKUP_PATIENCE_MS, undefined, { ref: false })]);
  if (read === undefined) return [article('looking', t('tg-inline-still-looking-title'), t('tg-inline-still-looking'))];
  if (!read.ok) return [inlineRefusal(t, read.text)];
  if (isPlaylistInfo(read.info)) return [inlineRefusal(t, t('tg-inline-playlist'))];
  return offeredChoices(services, { t, identity, url, info: read.info, clip: read.clip, from });
}

interface LookedUp {
  t: Translate;
  identity: Identity;
  url: string;
  info: MediaInfo;
  clip?: ClipRange | undefined;
  from: User;
}

/** The card's main choices as results, the card kept for the chosen one. */
async function offeredChoices(services: TelegramBotContext, looked: LookedUp): Promise<InlineQueryResult[]> {
  const { t, url, info, clip, from } = looked;
  const choices = buildChoices(info, services.uploadLimitBytes, clip);
  const indices = mainChoices(url, info, choices, clip);
  if (indices.length === 0) return [inlineRefusal(t, t('tg-inline-nothing'))];
  const card = await services.cards.add({
    url,
    info,
    choices,
    askerId: from.id,
    chatId: from.id,
    ...(clip ? { clip } : {}),
  });
  const title = displayTitle(info.title);
  const room = await cachedFileRoom(services, looked.identity);
  return Promise.all(
    indices.map(async (index): Promise<InlineQueryResult> => {
      const choice = choices[index] as OfferedChoice;
      const label = clip ? clipChoiceLabel(t, choiceLabel(t, choice), clip) : choiceLabel(t, choice);
      const plan = planDownload(url, info, choice, clip);
      const cached = plan ? await services.fileCache.get(plan.cacheKey) : undefined;
      // A file sent from the cache goes at once, past the limits' check: offered so only while they leave room.
      if (cached && room(cached.bytes)) return cachedResult(inlineResultId(card.id, index, true), cached, title, label);
      return {
        ...article(inlineResultId(card.id, index, false), label, t('tg-inline-preparing', { title, label })),
        description: fitText(`${title}\n${t('tg-inline-preparing-hint')}`, MAX_DESCRIPTION),
        // An inline message without buttons has no inline_message_id, and could not be edited into the file.
        reply_markup: new InlineKeyboard().switchInlineCurrent(t('tg-inline-other-formats'), url),
      };
    }),
  );
}

/**
 * Indices of the choices offered inline: the best video within the upload
 * limit (one Telegram plays, when there is one), MP3 192 and the best audio.
 */
function mainChoices(url: string, info: MediaInfo, choices: OfferedChoice[], clip?: ClipRange): number[] {
  const sendable = (c: OfferedChoice) => !c.tooLarge && planDownload(url, info, c, clip) !== undefined;
  const isVideo = (c: OfferedChoice) => c.type === 'format' && c.format.kind === 'video' && sendable(c);
  const playable = choices.findIndex((c) => isVideo(c) && planDownload(url, info, c, clip)?.sendMethod === 'video');
  const video = playable >= 0 ? playable : choices.findIndex(isVideo);
  const mp3 = choices.findIndex((c) => c.type === 'mp3' && c.quality === 192 && sendable(c));
  const audio = choices.findIndex((c) => c.type === 'format' && c.format.kind === 'audio' && sendable(c));
  return [video, mp3, audio].filter((index) => index >= 0);
}

/**
 * Whether a cached file of `bytes` fits in what the asker's daily limits
 * leave (owners: always). Read once per query; the send itself is recorded
 * when Telegram reports the choice (inline-job.ts).
 */
async function cachedFileRoom(services: TelegramBotContext, identity: Identity): Promise<(bytes: number) => boolean> {
  const summary = await services.usage.summary(identity);
  const { limits, today } = summary;
  if (summary.isOwner) return () => true;
  if (limits.downloadsPerDay > 0 && today.downloads >= limits.downloadsPerDay) return () => false;
  return (bytes) => limits.mbPerDay <= 0 || today.bytes + bytes <= limits.mbPerDay * BYTES_PER_MB;
}

function cachedResult(id: string, cached: CachedFile, title: string, label: string): InlineQueryResult {
  const caption = title.slice(0, 1024);
  switch (cached.sendMethod) {
    case 'video':
      return {
        type: 'video',
        id,
        video_file_id: cached.fileId,
        title: fitText(label, MAX_TITLE),
        description: title,
        caption,
      };
    case 'audio':
      return { type: 'audio', id, audio_file_id: cached.fileId };
    case 'document':
      return {
        type: 'document',
        id,
        document_file_id: cached.fileId,
        title: fitText(label, MAX_TITLE),
        description: title,
        caption,
      };
  }
}

/** A result that is only a sentence: its title in the list, the sentence as its description and its message. */
function article(id: string, title: string, text: string): InlineQueryResultArticle {
  return {
    type: 'article',
    id,
    title: fitText(title, MAX_TITLE),
    description: fitText(text, MAX_DESCRIPTION),
    input_message_content: { message_text: fitText(text, 4096), link_preview_options: { is_disabled: true } },
  };
}

/** A refusal as the query's one result: why not, in the asker's words. */
export function inlineRefusal(t: Translate, sentence: string): InlineQueryResultArticle {
  return article('refused', t('tg-inline-refused-title'), sentence);
}
