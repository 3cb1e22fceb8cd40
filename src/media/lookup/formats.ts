import { selectorPattern, type YtdlpInfo } from '../schemas.js';
import type { AudioChoice, AudioLanguage, MediaFormat } from '../types.js';
import { audioLanguagesOf, chooseAudio, languageOf } from './audio-languages.js';
import {
  audioEntry,
  audioExt,
  betterVideo,
  codecName,
  type MergeContext,
  otherEntry,
  videoChoice,
  videoEntry,
} from './format-entries.js';
import { audioBitrate, type Judged, judgeFormats, rawFormats } from './format-roles.js';
import { emptyLayout, type StreamLayout } from './stream-layout.js';

/*
 * Turns yt-dlp's raw format list (often 20–60 entries, many of them variants a
 * person cannot tell apart) into a short list to choose from: one entry per
 * video height (each video alone merged with its sound), an entry per
 * alternate angle, the audio-only formats, and formats of unknown kind.
 */

export { sizeOf } from './format-entries.js';
export { isFetchable, rawFormats, ytdlpBestAudio } from './format-roles.js';

/** The list, and the languages its sound comes in (empty unless two or more). */
export interface FormatChoices {
  formats: MediaFormat[];
  audioLanguages: AudioLanguage[];
}

/** The list a person chooses from, best first: video by height, then audio, then other. */
export function buildFormatList(info: YtdlpInfo, layout: StreamLayout = emptyLayout()): MediaFormat[] {
  return buildFormatChoices(info, layout).formats;
}

/** The videos offered: the best per height, each followed by the alternate angles of that height. */
function offeredVideos(judged: Judged[]): Judged[] {
  const bestByHeight = new Map<number, Judged>();
  const angles: Judged[] = [];
  for (const j of judged) {
    if (j.role !== 'muxed' && j.role !== 'video-only') continue;
    if (j.facts.rendition?.type === 'VIDEO') {
      angles.push(j);
      continue;
    }
    const height = Math.round(j.format.height ?? 0);
    const current = bestByHeight.get(height);
    if (!current || betterVideo(j.format, current.format)) bestByHeight.set(height, j);
  }
  const heightOf = (j: Judged) => Math.round(j.format.height ?? 0);
  const heights = [...new Set([...bestByHeight.keys(), ...angles.map(heightOf)])].sort((a, b) => b - a);
  return heights.flatMap((h) => [
    ...(bestByHeight.has(h) ? [bestByHeight.get(h) as Judged] : []),
    ...angles.filter((a) => heightOf(a) === h),
  ]);
}

/**
 * One audio entry per container, codec and language (and rendition, where a group has several), the
 * best of each: an HLS master's groups of one rendition each (AAC, AC-3, E-AC-3 in English) stay apart.
 */
function offeredAudio(audios: Judged[], languages: AudioLanguage[]): Judged[] {
  const keyOf = (a: Judged) => {
    const named = a.facts.rendition && a.facts.rendition.groupSize > 1 ? a.facts.rendition.name : '';
    return `${audioExt(a.format)}:${codecName(a.format.acodec) ?? ''}:${languageOf(a.format) ?? ''}:${named}`;
  };
  const best = new Map<string, Judged>();
  for (const a of audios) {
    const key = keyOf(a);
    const current = best.get(key);
    if (!current || audioBitrate(a.format) > audioBitrate(current.format)) best.set(key, a);
  }
  const rank = (a: Judged) => {
    const at = languages.findIndex((l) => l.lang === languageOf(a.format));
    return at === -1 ? languages.length : at;
  };
  const main = (a: Judged) => (a.facts.rendition && !a.facts.rendition.isDefault ? 1 : 0);
  return [...best.values()].sort(
    (a, b) => rank(a) - rank(b) || main(a) - main(b) || audioBitrate(b.format) - audioBitrate(a.format),
  );
}

/** The list and the languages of its sound; `layout` is what the HLS master adds (stream-layout.ts). */
export function buildFormatChoices(info: YtdlpInfo, layout: StreamLayout = emptyLayout()): FormatChoices {
  const durationS = info.duration ?? undefined;
  const judged = judgeFormats(info, layout);
  const audios = judged.filter((j) => j.role === 'audio-only');
  const videos = offeredVideos(judged);
  const audioLanguages = audioLanguagesOf(audios, videos[0]);
  const original = audioLanguages[0]?.lang;
  const raw = rawFormats(info);

  const videoEntries = videos.map((video) => {
    if (video.role !== 'video-only' || audios.length === 0) {
      return videoEntry(video, undefined, { raw, durationS, exactAudio: false });
    }
    // Named exactly where yt-dlp's "best audio" could pick another group, angle or language.
    const ctx: MergeContext = {
      raw,
      durationS,
      exactAudio: audioLanguages.length > 0 || video.facts.audioGroup !== undefined,
    };
    const entry = videoEntry(video, chooseAudio(video, audios, original), ctx);
    if (audioLanguages.length > 0) entry.byAudioLanguage = byLanguage(video, audios, audioLanguages, ctx);
    return entry;
  });
  const audioEntries = offeredAudio(audios, audioLanguages).map((a) => audioEntry(a, durationS));
  const others = judged.filter((j) => j.role === 'unknown').map((j) => otherEntry(j.format, durationS));
  // A format whose id the selector grammar refuses (a `~` in it, say) could not be downloaded: not offered.
  const formats = [...videoEntries, ...audioEntries, ...others].filter((entry) => selectorPattern.test(entry.selector));
  return { formats, audioLanguages };
}

/** The same video with the sound in each language (the original's too, so a card can switch back). */
function byLanguage(
  video: Judged,
  audios: Judged[],
  languages: AudioLanguage[],
  ctx: MergeContext,
): Record<string, AudioChoice> {
  const choices: Record<string, AudioChoice> = {};
  for (const { lang } of languages) {
    const audio = chooseAudio(video, audios, lang);
    if (!audio || languageOf(audio.format) !== lang) continue;
    const choice = videoChoice(video, audio, ctx);
    if (selectorPattern.test(choice.selector)) choices[lang] = choice;
  }
  return choices;
}
