/**
 * What an option may declare beyond its toggle's value: checks that
 * answer with a sentence (a size, a length named in it), a field of the media
 * core's request of its own, and the output it makes whatever `ext` says.
 */
import type { Sentence } from '../i18n/index.js';

/** An option's own values, by field (OptionValues; not imported, so types.ts may import this file). */
type OptionValues = Readonly<Record<string, string>>;

/** What an option's checks see of a validated request (the route's query or body). */
export interface OptionFields {
  kind: string;
  convert?: 'mp3' | undefined;
  /** Subtitle languages asked for. */
  subs?: readonly string[] | undefined;
  /** The clip's range once resolved, in seconds. */
  clip?: { startS: number; endS: number } | undefined;
}

/** Checks in two steps, each a sentence (with its figures) or undefined; `values` are the option's own. */
export interface OptionChecks {
  /** What the request's own fields rule out, before anything is looked up (a 400 naming the field). */
  fields(values: OptionValues, fields: OptionFields): Sentence | undefined;
  /** What the media's length rules out (the media's, cut to the clip where the option says), once looked up. */
  length(values: OptionValues, fields: OptionFields, durationS: number | undefined): Sentence | undefined;
}

/**
 * A value the media core takes as a number field of its own request rather
 * than in `options` (a target in bytes, which the bots set themselves).
 */
export interface MediaField {
  /** The field's name in DownloadRequest. */
  name: string;
  /** The field's value from the option's values. */
  of(values: OptionValues): number;
}

/** The output an option makes whatever `ext` says (an MP4 finished in a file before the first byte). */
export interface OptionOutput {
  container: string;
  /** The container's muxer options for ffmpeg. */
  muxer: readonly string[];
  /** Finished in a file first (its size known, and checked, before the first byte). */
  toFile: boolean;
}
