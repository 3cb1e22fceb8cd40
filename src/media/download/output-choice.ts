/**
 * What the planner makes of the formats chosen, where the request leaves it
 * open: whether `ext=mp3` means an MP3 made from the audio, and whether a fit
 * is encoded or its source kept (fit-source.ts).
 */
import {
  type ClipRange,
  type FitBudget,
  type FitSource,
  fitLengthS,
  type OptionValues,
  optionOutput,
  optionsMakeMp3,
} from '../../options/index.js';
import type { YtdlpFormat } from '../schemas.js';
import { planFit } from './fit-plan.js';
import { type FitSourceContext, keepsSourceForFit, withOriginSize } from './fit-source.js';

/** One format that is MP3 audio already: as declared, or a `.mp3` that declares no codec. */
function isMp3Already(formats: YtdlpFormat[]): boolean {
  const [only, second] = formats;
  if (!only || second) return false;
  if (only.vcodec != null && only.vcodec !== 'none') return false;
  const audio = only.acodec?.toLowerCase();
  return audio === 'mp3' || (audio == null && only.ext === 'mp3');
}

/**
 * Whether the download converts to MP3: `convert=mp3`, and `ext=mp3` without
 * it on anything but MP3 audio (a format with video, AAC, Opus): the MP3
 * asked for is made as `convert=mp3` makes it, at `quality` (192 unless
 * given), instead of a stream copy the MP3 container cannot hold. MP3 audio
 * asked for as mp3 is copied as it is, with our tags.
 */
export function makesMp3(
  req: { ext: string; convert?: 'mp3' | undefined; options?: OptionValues | undefined },
  formats: YtdlpFormat[],
): boolean {
  // An option that re-encodes the audio (loudness) makes even MP3 audio anew.
  if (req.convert === 'mp3' || optionsMakeMp3(req.options)) return true;
  // An option with a container of its own (a fit's MP4) is not made an MP3.
  return req.ext === 'mp3' && optionOutput(req) === undefined && !isMp3Already(formats);
}

type Fit = { budget: FitBudget; source: FitSource };

/** A fit's plan: the formats (with a size the origin told), and the fit to encode or the source kept. */
export interface FitOutput {
  formats: YtdlpFormat[];
  fit?: Fit | undefined;
  keptForFit?: Fit | undefined;
}

/**
 * The fit of a request: none without `fitBytes`; kept (no encode) when the
 * whole media's source is within the size (fit-source.ts), else encoded,
 * never above the source's own bitrate where it is known (now also from the
 * size the origin told). A clip is always cut by the encode.
 */
export async function fitOutput(
  req: { fitBytes?: number | undefined; clip?: ClipRange | undefined },
  chosen: YtdlpFormat[],
  durationS: number | undefined,
  ctx: FitSourceContext,
): Promise<FitOutput> {
  if (req.fitBytes === undefined) return { formats: chosen };
  const formats = req.clip ? chosen : await withOriginSize(chosen, ctx);
  const fit = planFit(req.fitBytes, formats, fitLengthS(req, durationS), durationS);
  const keep = !req.clip && (await keepsSourceForFit(formats, req.fitBytes, ctx));
  return keep ? { formats, keptForFit: fit } : { formats, fit };
}
