/**
 * The stages an option may declare besides its checks (types.ts): its audio filter, its output's
 * inputs and arguments, the span it keeps, its list fields, its card menu, the media core's own
 * field it fills and the container it makes. Structural types only: src/options reads no media type.
 */
import type { z } from 'zod';

/** The option values of one request, by option field (what a card and a signed link keep). */
export type OptionValues = Record<string, string>;

/** A pass of ffmpeg over the source that measures something the real run then uses (loudnorm's first pass). */
export interface MeasuringPass<Measured> {
  /** The audio filter of the measuring run (its output goes nowhere; what it prints is read). */
  filter: string;
  /** What the run printed (stderr, at info level), read into the measurement; undefined when it is not there. */
  read(printed: string): Measured | undefined;
}

/** `audio`: how an option changes the audio of the output: a filter, and maybe a measuring pass first. */
export interface AudioStage<Measured = unknown> {
  /** The pass to run first for this length of media (undefined: one pass only). */
  measuring(durationS: number | undefined): MeasuringPass<Measured> | undefined;
  /** The filter of the real run, given what the measuring pass found (undefined when there was none or it failed). */
  filter(measured: Measured | undefined): string;
}

/** A file of the job's folder that ffmpeg reads besides the sources (a cover picture). */
export interface ExtraInput {
  kind: 'file';
  path: string;
  /** ffmpeg's demuxer for it, where it is not to be guessed. */
  format?: string | undefined;
  /** Read from this point (an input that seeks with a clip's media). */
  seekS?: number | undefined;
}

/** The real ffmpeg run as an output stage sees it. */
export interface OutputRun {
  ext: string;
  /** The container's muxer options. */
  muxer: string[];
  /** The index the stage's first extra input gets among ffmpeg's inputs. */
  firstInput: number;
  /** Whether the audio is copied, not encoded (a cover goes only with a copy). */
  streamCopy: boolean;
}

/** What an option writes into the output itself, beside the streams: inputs, maps and output arguments. */
export interface OutputArgs {
  inputs: ExtraInput[];
  maps: string[];
  /** Output options after the codec's. */
  codec: string[];
  /** `-metadata` pairs. */
  metadata: Record<string, string>;
  /** The muxer's options, in place of the container's. */
  muxer: string[];
  /** The output must be a file (finished before the first byte is sent). */
  toFile: boolean;
  /** Bytes sent before ffmpeg's output (an MP3's ID3 tag). */
  head?: Promise<Buffer> | undefined;
}

/** `output`: how an option changes the output's container, given what the job made for it (`Made`: tags, tracks). */
export interface OutputStage<Made> {
  args(made: Made, run: OutputRun): OutputArgs;
}

/** `outputFormat`: the output an option makes whatever `ext` says (fit's MP4, finished in a file). */
export interface OutputFormat {
  container: string;
  /** The container's muxer options for ffmpeg. */
  muxer: readonly string[];
  /** Finished in a file first (its size known, and checked, before the first byte). */
  toFile: boolean;
}

/** `mediaField`: a number field of the media core's own request an option's values make (fit's `fitBytes`). */
export interface MediaField {
  /** The field's name in DownloadRequest. */
  name: string;
  /** The field's value from the option's values. */
  of(values: Readonly<OptionValues>): number;
}

/** `lists`: a query field whose value is a list (subs=en,de), taken by the media core as a request field of its own. */
export interface ListParam {
  /** Its check and its part of OpenAPI (`meta`); the URL's string becomes the list. */
  schema: z.ZodType<string[] | undefined>;
  /** The DownloadRequest field it fills (a list of languages, say). */
  requestField: string;
}

/**
 * How a span is cut: `exact` starts and ends on the requested times (the
 * video is re-encoded where the cut needs it); `fast` copies the streams,
 * so the video starts on a keyframe at or before `start`.
 */
export type SpanCut = 'exact' | 'fast';

/** A part of the media in seconds from its start: `0 ≤ startS < endS`. */
export interface SpanRange {
  startS: number;
  endS: number;
}

/** A span as the media core takes it: its range, and how it is cut. */
export interface Span extends SpanRange {
  cut: SpanCut;
}

/** A span as asked, before it is checked: its end the media's where left out, unknown until the lookup. */
export interface AskedSpan {
  startS: number;
  endS: number | undefined;
  cut: SpanCut;
}

/** The same, in the words of clips (the bots, the request's `clip`). */
export type ClipCut = SpanCut;
export type ClipRange = SpanRange;
export type ClipRequest = Span;

/** A parsed request's fields (a query's or a body's), of which a span option reads its own. */
export type RequestFields = Readonly<Record<string, unknown>>;

/** What our ffmpeg does for a span: the inputs' seek, and the codec where the cut re-encodes. */
export interface InputStage {
  /** Where an input starts reading (`-ss` before `-i`), for a source whose first byte is `offsetS` into the media. */
  seekS(span: SpanRange, offsetS: number): number;
  /**
   * The output's codec arguments where the cut re-encodes, or undefined where the streams are copied;
   * `readFromStart`: a source fed from its beginning, which cannot be copied from a seek point.
   */
  codec(span: Span, ext: string, readFromStart: boolean): string[] | undefined;
}

/** `span`: the part of the media an option keeps (a clip); the media core never passes a span through untouched. */
export interface SpanStage {
  /** Query fields whose values are not plain strings (a time is a number in a JSON body), with their OpenAPI text. */
  fields: Record<string, z.ZodType>;
  /** The span a request's fields ask for (undefined: none), its end the media's where left out (`durationS`). */
  asked(fields: RequestFields, durationS: number | undefined): AskedSpan | undefined;
  /** The fields as a signed link carries them, in the form the route reads back to the same values. */
  linkParams(fields: RequestFields): Record<string, string | undefined>;
  /** The seconds of media it makes: what the duration limit, the size estimate and the handle see. */
  lengthS(span: SpanRange): number;
  /** Its part of the file name (`Title (label).ext`). */
  fileLabel(span: SpanRange): string;
  input: InputStage;
}

/**
 * A looked-up media as a menu or a languages check sees it: each option names, in its own folder, the lists it
 * reads (the media core's info and lookup have them).
 */
export type MenuMedia = object;

/** One value a card's menu offers: what it sends, the name shown, and whether it bears the menu's mark. */
export interface MenuItem {
  value: string;
  name?: string | undefined;
  /** An automatic caption, the original sound: said with the menu's `mark` words. */
  marked?: boolean | undefined;
}

/** `menu`: how an option shows on the bots' cards: a menu of the values this media offers (a list of languages). */
export interface MenuStage {
  /** The values offered for this media, in order; none: the card shows no menu. */
  items(media: MenuMedia): MenuItem[];
  /** Fluent ids (bots.ftl): the card's button, an item's words ({name}, {code}), a marked item's. */
  words: { button: string; item: string; mark: string };
}
