import type { Translate } from '../../src/i18n/index.js';
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

/**
 * `yt-dlp 2024.03.10, 40 days old.` plus the advice when it is stale, then what happens next.
 * The advice and the update's own result come from the media layer for the owner, in English.
 */
export function ytdlpStatusText(t: Translate, status: YtdlpFreshness): string {
  const lines = [
    status.ageDays === undefined
      ? t('bot-ytdlp-status-unknown-age', { version: status.version })
      : t('bot-ytdlp-status', { version: status.version, days: status.ageDays }),
  ];
  if (status.advice) lines.push(status.advice);
  lines.push(t('bot-ytdlp-updating'));
  return lines.join('\n');
}

const inFlight = new WeakMap<BotMaintenance, Promise<{ ok: boolean; message: string }>>();

/**
 * Runs the update, sharing one run between owners who ask at the same time
 * (from either bot). Never rejects: a failure becomes an `ok: false` message
 * (in the words of the owner who started the run).
 */
export function runYtdlpUpdate(t: Translate, maintenance: BotMaintenance): Promise<{ ok: boolean; message: string }> {
  const running = inFlight.get(maintenance);
  if (running) return running;
  const run = maintenance
    .updateYtdlp()
    .catch((error: unknown) => ({
      ok: false,
      message: t('bot-ytdlp-update-failed', { error: error instanceof Error ? error.message : String(error) }),
    }))
    .finally(() => inFlight.delete(maintenance));
  inFlight.set(maintenance, run);
  return run;
}
