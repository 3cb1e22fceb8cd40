import { CookieFileError, MAX_COOKIE_FILE_BYTES } from '../../src/cookies/index.js';
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
  /** The owner's cookie sets (src/cookies): a file sent in the owner's private chat is added. */
  cookies?: BotCookieSets | undefined;
}

/** What the bots use of src/cookies' CookieSets. */
export interface BotCookieSets {
  add(text: string): Promise<{ sites: string[]; cookieCount: number }>;
}

/**
 * Adds a file an owner sent as a cookie set, and says the outcome in the owner's words: the sites
 * and the count, or what is wrong with the file (a line by its number, never its text).
 */
export async function addCookieFile(
  t: Translate,
  cookies: BotCookieSets,
  size: number | undefined,
  read: () => Promise<string>,
): Promise<string> {
  if (size !== undefined && size > MAX_COOKIE_FILE_BYTES) {
    return t('error-cookies-too-large', { kb: MAX_COOKIE_FILE_BYTES / 1024 });
  }
  try {
    const added = await cookies.add(await read());
    return t('cookies-added', { count: added.cookieCount, sites: added.sites.join(', ') });
  } catch (error) {
    if (error instanceof CookieFileError) return t(error.sentence.key, error.sentence.args);
    throw error;
  }
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
const resultInWords = (t: Translate, result: YtdlpUpdateResult) => ({
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
    .then((result) => resultInWords(t, result))
    .catch((error: unknown) => ({
      ok: false,
      message: t('bot-ytdlp-update-failed', { error: error instanceof Error ? error.message : String(error) }),
    }))
    .finally(() => inFlight.delete(maintenance));
  inFlight.set(maintenance, run);
  return run;
}
