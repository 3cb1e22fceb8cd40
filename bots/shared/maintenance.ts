import type { Translate } from '../../src/i18n/index.js';
import type { YtdlpFreshness, YtdlpUpdateResult } from '../../src/media/index.js';

/**
 * What the owners' `/update` command needs; main.ts passes it (built on
 * src/media/tools/ytdlp-freshness.ts). Optional in both bots: without it, `/update`
 * says it is not available.
 */
export interface BotMaintenance {
  /** The yt-dlp in use: version, age, whether it is stale and what to do then. */
  ytdlpStatus(): YtdlpFreshness;
  /** Updates yt-dlp when it is the bundled copy; its sentence is said in the owner's language. */
  updateYtdlp(): Promise<YtdlpUpdateResult>;
}

/**
 * `yt-dlp 2024.03.10, 40 days old.` plus the advice when it is stale, then what happens next.
 * The advice and the update's own result come from the media layer as sentences (errors.ftl).
 */
export function ytdlpStatusText(t: Translate, status: YtdlpFreshness): string {
  const lines = [
    status.ageDays === undefined
      ? t('bot-ytdlp-status-unknown-age', { version: status.version })
      : t('bot-ytdlp-status', { version: status.version, days: status.ageDays }),
  ];
  if (status.adviceSentence) lines.push(t(status.adviceSentence.key, status.adviceSentence.args));
  lines.push(t('bot-ytdlp-updating'));
  return lines.join('\n');
}

const inFlight = new WeakMap<BotMaintenance, Promise<{ ok: boolean; message: string }>>();

/** The update's own sentence in the owner's words. */
const said = (t: Translate, result: YtdlpUpdateResult) => ({
  ok: result.ok,
  message: t(result.sentence.key, result.sentence.args),
});

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
    .then((result) => said(t, result))
    .catch((error: unknown) => ({
      ok: false,
      message: t('bot-ytdlp-update-failed', { error: error instanceof Error ? error.message : String(error) }),
    }))
    .finally(() => inFlight.delete(maintenance));
  inFlight.set(maintenance, run);
  return run;
}
