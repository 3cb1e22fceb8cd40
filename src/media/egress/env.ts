/**
 * The environment for a yt-dlp or ffmpeg child that must use `proxyUrl`: every `*_proxy` variable (any case)
 * removed, since both tools skip the proxy for hosts in `no_proxy`; then http and https set in both cases,
 * since ffmpeg reads only the lowercase `http_proxy` (for https too) and yt-dlp either. Not `--proxy`: `ps`
 * shows command lines to every local user.
 */
export function egressEnv(proxyUrl: string, base: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(base)) {
    if (!/_proxy$/i.test(key)) env[key] = value;
  }
  return { ...env, http_proxy: proxyUrl, https_proxy: proxyUrl, HTTP_PROXY: proxyUrl, HTTPS_PROXY: proxyUrl };
}
