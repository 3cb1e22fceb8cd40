import type { YtdlpFreshness } from '../../src/media/index.js';

/**
 * What the owners' `/update` command needs; main.ts passes it (built on
 * src/media/tools/ytdlp-freshness.ts). Optional in both bots: without it, `/update`
 * says it is not available.
 */
export interface BotMaintenance {
  /** The yt-dlp in use: version, age, whether it is stale and what to do then. */
  ytdlpStatus(): YtdlpFreshness;
  /** Updates yt-dlp when it is the bundled copy; the message is fit to show an owner. */
  updateYtdlp(): Promise<{ ok: boolean; message: string }>;
}

/** What both bots say when shutdown stops a running download, and to requests that arrive during it. */
export const RESTARTING = 'The bot is restarting, try again in a minute.';
export const STOPPED_FOR_RESTART = 'Stopped: the bot is restarting. Try again in a minute.';

export const MAINTENANCE_UNAVAILABLE = 'Updating yt-dlp is not available in this setup.';

/** `yt-dlp 2024.03.10, 40 days old.` plus the advice when it is stale, then what happens next. */
export function ytdlpStatusText(status: YtdlpFreshness): string {
  const age =
    status.ageDays === undefined ? 'its age is unknown' : `${status.ageDays} day${status.ageDays === 1 ? '' : 's'} old`;
  const lines = [`yt-dlp ${status.version}, ${age}.`];
  if (status.advice) lines.push(status.advice);
  lines.push('Updating yt-dlp…');
  return lines.join('\n');
}

const inFlight = new WeakMap<BotMaintenance, Promise<{ ok: boolean; message: string }>>();

/**
 * Runs the update, sharing one run between owners who ask at the same time
 * (from either bot). Never rejects: a failure becomes an `ok: false` message.
 */
export function runYtdlpUpdate(maintenance: BotMaintenance): Promise<{ ok: boolean; message: string }> {
  const running = inFlight.get(maintenance);
  if (running) return running;
  const run = maintenance
    .updateYtdlp()
    .catch((error: unknown) => ({
      ok: false,
      message: `yt-dlp could not be updated: ${error instanceof Error ? error.message : String(error)}`,
    }))
    .finally(() => inFlight.delete(maintenance));
  inFlight.set(maintenance, run);
  return run;
}
