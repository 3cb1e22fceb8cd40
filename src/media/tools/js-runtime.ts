/**
 * yt-dlp's JavaScript runtime for YouTube's challenges (yt-dlp 2025.11.12 and later), which enables only Deno by
 * default, which most hosts lack. We pass `--js-runtimes node:<this node>` (Deno keeps its priority where present),
 * and never to an older yt-dlp, which would exit on the unknown option.
 */

/** The first yt-dlp release with `--js-runtimes`. */
export const JS_RUNTIMES_SINCE = '2025.11.12';

/** yt-dlp versions are dates (2025.11.12, nightly 2025.11.12.123456): compare them as numbers. */
export function supportsJsRuntimes(ytdlpVersion: string): boolean {
  const parts = (version: string) => /^(\d{4})\.(\d{2})\.(\d{2})/.exec(version.trim())?.slice(1).map(Number);
  const have = parts(ytdlpVersion);
  const since = parts(JS_RUNTIMES_SINCE) as number[];
  if (!have) return false;
  for (let i = 0; i < 3; i++) {
    if ((have[i] as number) !== since[i]) return (have[i] as number) > (since[i] as number);
  }
  return true;
}

export interface JsRuntimeChoice {
  /** The value for `--js-runtimes`, or undefined: pass no such option. */
  runtime?: string;
  /** Why a runtime the owner configured is not used (for the log). */
  ignored?: string;
}

/**
 * `configured` is YTDLP_JS_RUNTIMES: undefined when unset (then this Node),
 * empty to turn it off, anything else passed through as is.
 */
export function chooseJsRuntime(
  ytdlpVersion: string,
  configured: string | undefined,
  nodePath = process.execPath,
): JsRuntimeChoice {
  const wanted = configured === undefined ? `node:${nodePath}` : configured.trim();
  if (wanted === '') return {};
  if (!supportsJsRuntimes(ytdlpVersion)) {
    return configured === undefined
      ? {}
      : {
          ignored: `YTDLP_JS_RUNTIMES is ignored: yt-dlp ${ytdlpVersion} predates --js-runtimes (${JS_RUNTIMES_SINCE}).`,
        };
  }
  return { runtime: wanted };
}
