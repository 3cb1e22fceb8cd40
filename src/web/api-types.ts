/*
 * What the page sends to the API and reads back (the server's schemas in
 * src/http say the same; this browser-only build cannot import them).
 */

export interface Format {
  id: string;
  selector: string;
  ext: string;
  kind: 'video' | 'audio' | 'other';
  label: string;
  detail: string;
  filesizeApprox?: number;
  /** The language of its sound, when known. */
  language?: string;
  /** A video merged with sound: the same video with each language's sound (where `audioLanguages` offers several). */
  byAudioLanguage?: Record<string, { id: string; selector: string; ext: string; filesizeApprox?: number }>;
}

/** The answer of /api/info. */
export interface Info {
  title: string;
  uploader?: string;
  durationSeconds?: number;
  thumbnail?: string;
  platform: string;
  webpageUrl: string;
  formats: Format[];
  /** A playlist's items (its formats are then empty); each is looked up on its own. */
  entries?: { id: string; title: string; url: string; durationSeconds?: number }[];
  /** The playlist's length when known; more than `entries` when the list was capped. */
  entryCount?: number;
  /** The subtitle languages, when there are any: each can be downloaded as an .srt. */
  subtitles?: { lang: string; name?: string; automatic: boolean; formats: string[] }[];
  /** The languages the sound comes in, the original first; only when there are two or more. */
  audioLanguages?: { lang: string; name?: string; original: boolean }[];
}

/** What /api/link is asked for: a format, an MP3 made from one, or one subtitle track (kind `subtitles`, `subs`). */
export interface Choice {
  selector: string;
  ext: string;
  kind: string;
  convert?: 'mp3';
  quality?: number;
  subs?: string;
}
