import { z } from 'zod';
import { asKnownFault } from '../../src/faults.js';
import type { Translate } from '../../src/i18n/index.js';
import { type ClipRange, isMediaError, type MediaApi, type MediaInfo } from '../../src/media/index.js';
import type { Identity, UsageService, UsageTicket } from '../../src/usage/index.js';
import { type ClipTimes, clipFromTimes, deliveredLengthS } from './clip-request.js';
import { type BotLogger, loggableError } from './log.js';
import { isPlaylistInfo } from './playlist-card.js';
import { errorSentence, firstLink, refusalText } from './texts.js';

/** Message text is input from outside: bounded, and the link within it too. */
const messageTextSchema = z.string().max(4096);
const linkSchema = z.url({ protocol: /^https?$/ }).max(2048);

/** The first usable http(s) link of a user's text, and whether the text held more than one. */
export function findLink(text: string): { url: string; more: boolean } | undefined {
  const bounded = messageTextSchema.safeParse(text);
  const found = bounded.success ? firstLink(bounded.data) : undefined;
  return found && linkSchema.safeParse(found.url).success ? found : undefined;
}

/** What a lookup needs. */
export interface LookupRequest {
  /** The asker's words. */
  t: Translate;
  media: MediaApi;
  usage: UsageService;
  identity: Identity;
  url: string;
  /** The admitted `info` usage row; finished here. */
  ticket: UsageTicket;
  /** Shutdown: stops a lookup that outlives the grace period. */
  signal: AbortSignal;
  logger: BotLogger;
  /** A clip of the media was asked for (its end may wait for the duration: Discord's start alone). */
  clip?: ClipTimes | undefined;
}

/**
 * Reads a link under an admitted `info` ticket and checks the media's length
 * against the user's limit: the clip's length when a clip was asked for (a
 * clip of a video too long to take whole may be taken), after checking the
 * clip against the media's duration. Resolves with the info (and the clip),
 * or with the sentence to show instead (an unsupported link, media too long,
 * a clip past the end, a restart).
 */
export async function lookUp(
  request: LookupRequest,
): Promise<{ ok: true; info: MediaInfo; clip?: ClipRange | undefined } | { ok: false; text: string }> {
  const { ticket, signal, t } = request;
  let info: MediaInfo;
  try {
    info = await request.media.info(request.url, { signal });
  } catch (thrown) {
    const error = asKnownFault(thrown);
    if (!isMediaError(error) && !signal.aborted) request.logger.warn({ err: loggableError(error) }, 'lookup failed');
    const errorCode = signal.aborted ? 'shutdown' : isMediaError(error) ? error.code : 'internal';
    await ticket.finish({ outcome: 'error', errorCode });
    return { ok: false, text: signal.aborted ? t('bot-restarting') : errorSentence(t, error) };
  }
  await ticket.finish({ outcome: 'ok', mediaPlatform: info.platform });
  // A playlist has no length of its own and no formats: the bots show its entries (playlist-card.ts).
  if (isPlaylistInfo(info)) return { ok: true, info };
  let clip: ClipRange | undefined;
  if (request.clip) {
    const resolved = clipFromTimes(t, request.clip, info.durationSeconds);
    if (!resolved.ok) return resolved;
    clip = resolved.clip;
  }
  const length = deliveredLengthS(info.durationSeconds, clip);
  const tooLong = length !== undefined ? request.usage.checkDuration(request.identity, length) : null;
  return tooLong ? { ok: false, text: refusalText(t, tooLong) } : { ok: true, info, clip };
}
