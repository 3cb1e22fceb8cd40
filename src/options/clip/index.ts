/**
 * Clips: `start`, `end` and `cut=exact|fast` on /api/download and /api/link
 * (the bots' "<link> 1:20-2:05", the page's clip fields): only that part of
 * the media, cut exactly or on keyframes, named "Title (1m20s-2m05s).ext".
 * Its fields are typed (a time is a number in a JSON body), so they come
 * with its span stage rather than as string `params`; a clip always stops
 * a pass-through (the planner sees its span).
 */
import type { DownloadOption, SpanStage } from '../types.js';
import { clipChecks } from './checks.js';
import { clipInput } from './exact-cut.js';
import { askedClip, clipFields, clipFieldsOf, clipLinkParams } from './fields.js';
import { clipFileLabel, clipLengthS } from './range.js';

const span: SpanStage = {
  fields: clipFields,
  asked: (fields, durationS) => askedClip(clipFieldsOf(fields), durationS),
  linkParams: (fields) => clipLinkParams(clipFieldsOf(fields)),
  lengthS: clipLengthS,
  fileLabel: clipFileLabel,
  input: clipInput,
};

export const clip = {
  id: 'clip',
  params: {},
  checks: clipChecks,
  span,
} satisfies DownloadOption;

export { exactCutCodec } from './exact-cut.js';
export {
  clipCuts,
  clipDisplayLabel,
  clipFileLabel,
  clipLengthS,
  clipProblem,
  clipProblemField,
  parseClipRange,
} from './range.js';
export { formatSeconds, formatTimecode, MAX_TIME_S, parseTimecode } from './timecode.js';
