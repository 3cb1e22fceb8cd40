/** What the house reads of the option that keeps a part of the media (a span), through the registry. */
import type { z } from 'zod';
import { downloadOptions } from './registry.js';
import type { SpanStage } from './types.js';

const spanStages = (): SpanStage[] => downloadOptions().flatMap((option) => (option.span ? [option.span] : []));

/** The span options' typed fields, spread into a download's query (their OpenAPI part comes along). */
export function spanFields(): Record<string, z.ZodType> {
  return Object.assign({}, ...spanStages().map((stage) => stage.fields));
}

/** The stage of a request's span: a request carries one part of the media, kept by one registered option. */
export function spanStage(): SpanStage {
  const [stage, another] = spanStages();
  if (!stage || another) throw new Error('exactly one registered download option must keep a part of the media');
  return stage;
}
