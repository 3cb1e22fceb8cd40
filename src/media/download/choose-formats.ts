import { sentence } from '../../i18n/index.js';
import type { Deadline } from '../deadline.js';
import { MediaError } from '../errors.js';
import { isFetchable } from '../lookup/formats.js';
import type { YtdlpFormat, YtdlpInfo } from '../schemas.js';
import { resolveSelector, type YtdlpContext } from '../tools/ytdlp.js';
import { resolveSimpleSelector, selectedFormats } from './selection.js';

/** What choosing the formats needs: the job's yt-dlp, its info.json, its deadline and the lookup's bounds. */
export interface ChoiceContext {
  ytdlp: YtdlpContext;
  infoJsonPath: string;
  proxyRefused: () => boolean;
  signal?: AbortSignal | undefined;
  deadline: Deadline;
  infoTimeoutMs: number;
  infoMaxJsonBytes?: number | undefined;
}

/** The formats a selector names for this media, each one the server can fetch; throws format_not_available. */
export async function chooseFormats(raw: YtdlpInfo, selector: string, ctx: ChoiceContext): Promise<YtdlpFormat[]> {
  const formats =
    resolveSimpleSelector(raw, selector) ??
    selectedFormats(
      await resolveSelector(ctx.ytdlp, ctx.infoJsonPath, selector, {
        signal: ctx.signal,
        timeoutMs: Math.min(ctx.infoTimeoutMs, ctx.deadline.remainingMs()),
        proxyRefused: ctx.proxyRefused,
        maxJsonBytes: ctx.infoMaxJsonBytes,
      }),
    );
  if (formats.length === 0) {
    throw new MediaError('format_not_available', sentence('error-format-not-available'));
  }
  if (!formats.every(isFetchable)) {
    throw new MediaError('format_not_available', sentence('error-format-protocol'));
  }
  return formats;
}
