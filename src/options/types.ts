/**
 * The shape of a download option: one object that says everything the house
 * asks of it (its parameter, its checks, its step in the plan, its ffmpeg
 * filter, its words, its toggle on the bots' cards and on the page).
 */
import type { z } from 'zod';
import type { SpanStage } from './types-clip.js';
import type { FieldProblem, FieldsRequest, ListParam, MenuMedia, OptionMenu } from './types-lists.js';
import type { MediaField, OptionChecks, OptionOutput } from './types-request.js';

/** What an option's check sees of a download request, before any job starts. */
export interface OptionRequest {
  ext: string;
  kind: string;
  convert?: 'mp3' | undefined;
  /** The media's length as looked up (a clip's own length when one is cut), if known. */
  durationS?: number | undefined;
}

/** A pass of ffmpeg over the source that measures something the real run then uses (loudnorm's first pass). */
export interface MeasuringPass<Measured> {
  /** The audio filter of the measuring run (its output goes nowhere; what it prints is read). */
  filter: string;
  /** What the run printed (stderr, at info level), read into the measurement; undefined when it is not there. */
  read(printed: string): Measured | undefined;
}

/** How an option changes the audio of the output: a filter, and maybe a measuring pass first. */
export interface AudioStage<Measured = unknown> {
  /** The pass to run first for this length of media (undefined: one pass only). */
  measuring(durationS: number | undefined): MeasuringPass<Measured> | undefined;
  /** The filter of the real run, given what the measuring pass found (undefined when there was none or it failed). */
  filter(measured: Measured | undefined): string;
}

/** How the option shows on the bots' cards and on the page: a toggle beside the MP3 choices. */
export interface OptionToggle {
  /** The parameter's value the toggle sends when on. */
  value: string;
  /** Fluent id of the bots' button (bots.ftl), shown with ✅ or ⬜ before it. */
  botLabel: string;
  /** Fluent id of the page's checkbox label (web.ftl). */
  pageLabel: string;
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

/** How an option changes the output's container, given what the job made for it (`Made`: tags and a cover). */
export interface OutputStage<Made> {
  args(made: Made, run: OutputRun): OutputArgs;
}

/** What an automatic option sees of the chosen formats: whether one carries video. */
export interface ChosenFormat {
  vcodec?: string | null | undefined;
}

/**
 * An option the house applies by itself where it fits (cover and tags on audio):
 * no parameter and no toggle, its own data made by the media core.
 */
export interface AutomaticOption<Made> {
  id: string;
  /** Whether the request takes it; the formats, once chosen, may still say no. */
  applies(request: OptionRequest, formats?: readonly ChosenFormat[]): boolean;
  output: OutputStage<Made>;
}

/** One download option (src/options/<id>/): registered in registry.ts. Every part but its id and fields is optional. */
export interface DownloadOption {
  /** Its name in the registry (and in DownloadRequest.options' keys when it has one field of that name). */
  id: string;
  /**
   * Its query fields on /api/download and /api/link (one, named as the option, or several, as a clip's
   * start, end and cut), each a schema whose `meta` is its part of OpenAPI; a value from a URL is a string.
   */
  params: Record<string, z.ZodType<string | undefined>>;
  /** The Fluent id (errors.ftl) of why this request cannot take the option, or undefined when it can. */
  problem?(request: OptionRequest): string | undefined;
  /** Its step in the plan: what it needs of the source, and whether the file may still pass through untouched. */
  plan?: { needs?: 'audio' | 'video'; stopsPassThrough?: boolean; makesMp3?: boolean };
  audio?: AudioStage;
  toggle?: OptionToggle;
  /** Checks that answer with a sentence and its figures, before and after the lookup (types-request.ts). */
  checks?: OptionChecks;
  /** A number field of the media core's own request its values make (its value then stays out of `options`). */
  mediaField?: MediaField;
  /** The output it makes whatever `ext` says: the container, its muxer, finished in a file. */
  outputFormat?: OptionOutput;
  /** A part of the media it keeps (a clip): typed fields, checks, the seek and cut, its length and file name. */
  span?: SpanStage;
  /** Its list-valued query fields (subs=en,de), taken as request fields of their own (types-lists.ts). */
  lists?: Record<string, ListParam>;
  /** Why a request's fields do not go together (the route names the field; the planner checks again). */
  fieldProblem?(request: FieldsRequest): FieldProblem | undefined;
  /** Why the looked-up media cannot take the request (a language it does not list; the media core passes its lookup). */
  mediaProblem?(request: FieldsRequest, media: MenuMedia): FieldProblem | undefined;
  /** Its menu on the bots' cards (a list of languages), where it is no on/off toggle. */
  menu?: OptionMenu;
}

/** The option values of one request, by option id (what a card and a signed link keep). */
export type OptionValues = Record<string, string>;
