/**
 * The sound a video plays with: the audio group its HLS variant names (that
 * group's default rendition), else the best audio-only format; and, where the
 * page has sound in several languages (HLS audio renditions, DASH audio
 * adaptation sets, YouTube's dubbed tracks), which languages there are, the
 * original one first.
 */
import { subtitleLangPattern } from '../../options/index.js';
import type { YtdlpFormat } from '../schemas.js';
import type { AudioLanguage } from '../types.js';
import { audioBitrate, type Judged } from './format-roles.js';

const languageNames = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' });

/** A format's language, when it names one: not `und` (undetermined), `mul`, `zxx` or `mis`. */
export function languageOf(format: YtdlpFormat): string | undefined {
  const lang = format.language?.trim();
  if (!lang || !subtitleLangPattern.test(lang) || /^(und|mul|zxx|mis)$/i.test(lang)) return undefined;
  return lang;
}

const languagePreference = (f: YtdlpFormat) => {
  const value = (f as { language_preference?: unknown }).language_preference;
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
};

/** yt-dlp marks an alternate HLS audio rendition (audio description, say) `source_preference: -2`. */
const isAlternate = (f: YtdlpFormat) => (f as { source_preference?: unknown }).source_preference === -2;

/**
 * The languages of `audios`, original first; empty unless there are two or
 * more. The original: the one yt-dlp prefers (`language_preference`, which
 * YouTube's original track has highest), else the default rendition of the
 * audio group the best video names, else the first listed.
 */
export function audioLanguagesOf(audios: Judged[], bestVideo: Judged | undefined): AudioLanguage[] {
  const order: string[] = [];
  for (const a of audios) {
    const lang = languageOf(a.format);
    if (lang && !order.includes(lang)) order.push(lang);
  }
  if (order.length < 2) return [];
  const original = preferredLanguage(audios) ?? defaultLanguage(audios, bestVideo) ?? (order[0] as string);
  const sorted = [original, ...order.filter((l) => l !== original)];
  return sorted.map((lang) => {
    const name = englishName(lang);
    return { lang, ...(name ? { name } : {}), original: lang === original };
  });
}

/** The language yt-dlp ranks above all others, when one is. */
function preferredLanguage(audios: Judged[]): string | undefined {
  let best: { lang: string; preference: number } | undefined;
  let tie = false;
  for (const a of audios) {
    const lang = languageOf(a.format);
    const preference = languagePreference(a.format);
    if (!lang || preference === undefined) continue;
    if (!best || preference > best.preference) {
      best = { lang, preference };
      tie = false;
    } else if (preference === best.preference && lang !== best.lang) tie = true;
  }
  return best && !tie ? best.lang : undefined;
}

function defaultLanguage(audios: Judged[], video: Judged | undefined): string | undefined {
  const group = video?.facts.audioGroup;
  const pick = audios.find((a) => a.facts.rendition?.isDefault && (!group || a.facts.rendition.groupId === group));
  return pick ? languageOf(pick.format) : undefined;
}

function englishName(lang: string): string | undefined {
  try {
    const name = languageNames.of(lang.replace(/_/g, '-'));
    return name && name.toLowerCase() !== lang.toLowerCase() ? name : undefined;
  } catch {
    return undefined;
  }
}

/** The audio a video-only format is merged with: same container family first, then bitrate, main before alternate. */
export function bestAudioFor(video: YtdlpFormat, audios: Judged[]): Judged | undefined {
  const preferredExt = video.ext === 'webm' ? 'webm' : 'm4a';
  const family = (a: Judged) =>
    a.format.ext === preferredExt || (preferredExt === 'm4a' && a.format.ext === 'mp4') ? 1 : 0;
  let best: Judged | undefined;
  for (const a of audios) {
    if (!best) {
      best = a;
      continue;
    }
    const byFamily = family(a) - family(best);
    const byRate = audioBitrate(a.format) - audioBitrate(best.format);
    const byMain = Number(!isAlternate(a.format)) - Number(!isAlternate(best.format));
    if (byFamily > 0 || (byFamily === 0 && (byRate > 0 || (byRate === 0 && byMain > 0)))) best = a;
  }
  return best;
}

/**
 * The sound for `video`, in `lang` where given: from the audio group its
 * variant names (that group's default rendition), else the best of all;
 * a language the group lacks is looked for among all the audio.
 */
export function chooseAudio(video: Judged, audios: Judged[], lang?: string): Judged | undefined {
  let pool = audios;
  const group = video.facts.audioGroup;
  if (group) {
    const inGroup = pool.filter((a) => a.facts.rendition?.type === 'AUDIO' && a.facts.rendition.groupId === group);
    if (inGroup.length > 0) pool = inGroup;
  }
  if (lang) {
    const spoken = (list: Judged[]) => list.filter((a) => languageOf(a.format) === lang);
    const same = spoken(pool).length > 0 ? spoken(pool) : spoken(audios);
    if (same.length > 0) pool = same;
  }
  return pool.find((a) => a.facts.rendition?.isDefault) ?? bestAudioFor(video.format, pool);
}
