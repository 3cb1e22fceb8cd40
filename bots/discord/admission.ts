import type { MediaInfo } from '../../src/media/types.js';
import type { BeginResult, Identity } from '../../src/usage/index.js';
import type { DownloadChoice } from './choices.js';
import type { BotContext } from './context.js';

/** Asks the usage service whether this download may start; records it as running when it may. */
export function beginDownload(
  ctx: BotContext,
  identity: Identity,
  info: MediaInfo,
  choice: DownloadChoice,
): BeginResult {
  const { request } = choice;
  return ctx.options.usage.begin(identity, {
    action: 'download',
    url: request.url,
    mediaPlatform: info.platform,
    selector: request.selector,
    kind: request.kind,
    ...(request.convert ? { convert: request.convert } : {}),
    ...(request.quality ? { quality: request.quality } : {}),
    ...(info.durationSeconds !== undefined ? { durationSeconds: info.durationSeconds } : {}),
  });
}
