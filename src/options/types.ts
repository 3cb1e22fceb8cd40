/**
 * The shape of a download option: one object that says everything the house
 * asks of it (its parameters, its checks, its step in the plan, its stages for
 * ffmpeg, its words, its toggle or menu on the bots' cards and on the page).
 * The stages' own types are in types-stages.ts.
 */
import type { z } from 'zod';
import type { Sentence } from '../i18n/index.js';
import type {
  AskedSpan,
  AudioStage,
  ListParam,
  MediaField,
  MenuMedia,
  MenuStage,
  OptionValues,
  OutputFormat,
  OutputStage,
  SpanStage,
} from './types-stages.js';

/** A request as every check reads it: the route's query or the media core's request, before or after the lookup. */
export interface OptionRequest {
  ext: string;
  kind: string;
  convert?: 'mp3' | undefined;
  /** The options' string values, by field (DownloadRequest.options). */
  options: Readonly<OptionValues>;
  /** The media core's number fields the options fill (`mediaField`: fit's `fitBytes`), where set. */
  mediaFields: Readonly<Record<string, number | undefined>>;
  /** The list fields' values, by the request field each fills (`subtitles`). */
  lists: Readonly<Record<string, readonly string[] | undefined>>;
  /** The span asked (a clip); its end is known once the lookup gave the media's length, where it was left out. */
  span?: AskedSpan | undefined;
  /** The media's length, when looked up and known. */
  durationS?: number | undefined;
  /** A live stream (known to the media core only, from the lookup's document). */
  live?: boolean | undefined;
}

/** Why a request cannot take an option: the field at fault (a 400's path) and the sentence with its arguments. */
export interface OptionProblem {
  field: string;
  sentence: Sentence;
}

/**
 * An option's checks, in named steps; each answers undefined when the request can take it. The route asks
 * `fields` as it validates (each problem a 400 naming its field) and `length` once the media is looked up;
 * the planner asks every step once the media is looked up (src/options/checks.ts).
 */
export interface OptionChecks {
  /** Before the lookup: what the request's own fields rule out. */
  fields?(request: OptionRequest): OptionProblem | undefined;
  /** Against the media: what its length rules out (`request.durationS`, `live`; the span's end now known). */
  length?(request: OptionRequest): OptionProblem | undefined;
  /** Against the media: what its listed languages rule out (each option names the lists it reads). */
  languages?(request: OptionRequest, media: MenuMedia): OptionProblem | undefined;
  /** In the planner, once the media is looked up: what the output rules out (loudness: an MP3 only). */
  output?(request: OptionRequest): OptionProblem | undefined;
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
  applies(request: Pick<OptionRequest, 'ext' | 'kind' | 'convert'>, formats?: readonly ChosenFormat[]): boolean;
  output: OutputStage<Made>;
}

/** One download option (src/options/<id>/): registered in registry.ts. Every part but its id and params is optional. */
export interface DownloadOption {
  /** Its name in the registry (and in DownloadRequest.options' keys when it has one field of that name). */
  id: string;
  /**
   * Its string query fields on /api/download and /api/link, each a schema whose `meta` is its part of
   * OpenAPI (a value from a URL is a string); typed fields come with `span`, list fields with `lists`.
   */
  params: Record<string, z.ZodType<string | undefined>>;
  /** Why a request cannot take it, in named steps (before the lookup, then against the media). */
  checks?: OptionChecks;
  /** Its step in the plan: what it needs of the source, and whether the file may still pass through untouched. */
  plan?: { needs?: 'audio' | 'video'; stopsPassThrough?: boolean; makesMp3?: boolean };
  /** Its filter on the audio, after a measuring pass where it wants one. */
  audio?: AudioStage;
  /** A part of the media it keeps (a clip): its typed fields, the span asked, the seek and cut, its length and label. */
  span?: SpanStage;
  /** Its list-valued query fields (subs=en,de), each filling a request field of its own. */
  lists?: Record<string, ListParam>;
  /** A number field of the media core's own request its values make (its value then stays out of `options`). */
  mediaField?: MediaField;
  /** The output it makes whatever `ext` says: the container, its muxer, finished in a file. */
  outputFormat?: OutputFormat;
  /** Its on/off toggle on the bots' cards and on the page. */
  toggle?: OptionToggle;
  /** Its menu on the bots' cards (a list of languages), where it is no on/off toggle. */
  menu?: MenuStage;
}

export type {
  AskedSpan,
  AudioStage,
  ClipCut,
  ClipRange,
  ClipRequest,
  ExtraInput,
  InputStage,
  ListParam,
  MeasuringPass,
  MediaField,
  MenuItem,
  MenuMedia,
  MenuStage,
  OptionValues,
  OutputArgs,
  OutputFormat,
  OutputRun,
  OutputStage,
  RequestFields,
  Span,
  SpanCut,
  SpanRange,
  SpanStage,
} from './types-stages.js';
