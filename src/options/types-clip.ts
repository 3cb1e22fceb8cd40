/**
 * The part of the option shape a clip needs: an option that keeps a part of
 * the media (a span) declares its typed fields, its checks, the seek and
 * cut our ffmpeg applies, the length it makes and its part of the file name.
 */
import type { z } from 'zod';

/** A sentence to say: a Fluent id (errors.ftl) and its arguments, as src/i18n's Sentence (not imported here). */
export interface OptionSentence {
  readonly key: string;
  readonly args?: Readonly<Record<string, string | number | Date>> | undefined;
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

/** The same, in the words of clips (the bots, the request's `clip`). */
export type ClipCut = SpanCut;
export type ClipRange = SpanRange;
export type ClipRequest = Span;

/** A parsed request's fields (a query's or a body's), of which a span option reads its own. */
export type RequestFields = Readonly<Record<string, unknown>>;

/** A request's clip fields once validated (times in seconds). */
export interface SpanFields {
  start?: number | undefined;
  end?: number | undefined;
  cut?: ClipCut | undefined;
}

/** A field's problem, for a 400 whose path names it. */
export interface FieldProblem {
  field: string;
  sentence: OptionSentence;
}

/** The span a request asks for (undefined: none), or why it cannot be cut. */
export type SpanAsked = { span: Span | undefined; problem?: undefined } | { problem: OptionSentence };

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

/** An option that keeps a part of the media (a clip): the media core never passes a span through untouched. */
export interface SpanStage {
  /** Query fields whose values are not plain strings (a time is a number in a JSON body), with their OpenAPI text. */
  fields: Record<string, z.ZodType>;
  /** The check of the fields alone, with the request (no media known yet): the order of the ends. */
  orderProblem(fields: RequestFields): FieldProblem | undefined;
  /** The span asked, checked against the media's length where known. */
  resolve(fields: RequestFields, durationS: number | undefined): SpanAsked;
  /** The fields as a signed link carries them, in the form the route reads back to the same values. */
  linkParams(fields: RequestFields): Record<string, string | undefined>;
  /** Its check against the media once read (a live stream, the range against its length). */
  problem(span: SpanRange, media: { durationS: number | undefined; live: boolean }): OptionSentence | undefined;
  /** The seconds of media it makes: what the duration limit, the size estimate and the handle see. */
  lengthS(span: SpanRange): number;
  /** Its part of the file name (`Title (label).ext`). */
  fileLabel(span: SpanRange): string;
  input: InputStage;
}
