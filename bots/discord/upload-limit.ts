import type { ResolvedDiscordBotDeps } from './deps.js';

/** The upload limit in bytes: what the interaction says, else DISCORD_MAX_UPLOAD_MB. */
export function discordUploadLimitBytes(
  deps: Pick<ResolvedDiscordBotDeps, 'maxUploadMb'>,
  fromInteraction: number | undefined,
): number {
  // The API sends attachment_size_limit with every interaction (it depends on the server's boosts).
  if (typeof fromInteraction === 'number' && Number.isFinite(fromInteraction) && fromInteraction > 0) {
    return fromInteraction;
  }
  return deps.maxUploadMb * 1024 * 1024;
}
