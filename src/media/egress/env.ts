/**
 * The environment for a yt-dlp or ffmpeg child that must use `proxyUrl`:
 * `base` with every `*_proxy` variable (any case) removed, then the proxy set
 * for http and https in both cases.
 */
export function egressEnv(proxyUrl: string, base: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(base)) {
    if (!/_proxy$/i.test(key)) env[key] = value;
  }
  return { ...env, http_proxy: proxyUrl, https_proxy: proxyUrl, HTTP_PROXY: proxyUrl, HTTPS_PROXY: proxyUrl };
}
