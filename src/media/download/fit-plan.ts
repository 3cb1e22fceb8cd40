/**
 * What a fit request (DownloadRequest.fitBytes) means for planning once the
 * formats are chosen: its budget (whether it can be made at all was checked
 * before a job slot was taken, by src/options/fit's checks).
 */
import { FIT_NEEDS_DURATION, type FitBudget, type FitSource, fitBudget, fitProblem } from '../../options/index.js';
import { MediaError } from '../errors.js';
import type { YtdlpFormat } from '../schemas.js';

/** What the chosen formats say of the picture: the first with a video stream. */
export function fitSourceOf(formats: YtdlpFormat[], lengthS: number, mediaDurationS: number | undefined): FitSource {
  const video = formats.find((f) => f.vcodec !== 'none') ?? formats[0];
  const only = formats.length === 1 ? formats[0] : undefined;
  const statedKbps =
    video?.vbr ??
    only?.tbr ??
    (only?.filesize && mediaDurationS ? (only.filesize * 8) / mediaDurationS / 1000 : undefined);
  return {
    durationS: lengthS,
    width: video?.width ?? undefined,
    height: video?.height ?? undefined,
    fps: video?.fps ?? undefined,
    videoKbps: statedKbps ?? undefined,
  };
}

/** The budget for these formats; throws `invalid_request` when the fit cannot be made. */
export function planFit(
  fitBytes: number,
  formats: YtdlpFormat[],
  lengthS: number | undefined,
  mediaDurationS: number | undefined,
): { budget: FitBudget; source: FitSource } {
  const problem = fitProblem(fitBytes, lengthS);
  if (problem || lengthS === undefined) throw new MediaError('invalid_request', problem ?? FIT_NEEDS_DURATION);
  const source = fitSourceOf(formats, lengthS, mediaDurationS);
  const budget = fitBudget(fitBytes, source);
  if ('problem' in budget) throw new MediaError('invalid_request', budget.problem);
  return { budget, source };
}
