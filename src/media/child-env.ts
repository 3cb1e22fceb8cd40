import { egressEnv } from './egress/env.js';

/** The variables a tool may see of ours: never bot tokens, API keys or other secrets. */
const PASSED_THROUGH = ['PATH', 'HOME', 'LANG', 'LC_ALL', 'TZ', 'TMPDIR', 'SYSTEMROOT'];

/** A minimal environment for yt-dlp and ffmpeg. */
export function toolEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { PYTHONIOENCODING: 'utf-8' };
  for (const key of PASSED_THROUGH) {
    const value = process.env[key];
    if (value !== undefined) env[key] = value;
  }
  return env;
}

/**
 * The environment of every child of one job: the minimal one, with all its
 * traffic routed through the job's egress proxy session (yt-dlp also gets
 * `--proxy`; ffmpeg reads `http_proxy`, and yt-dlp hands it to any ffmpeg it starts).
 */
export function sessionEnv(proxyUrl: string): NodeJS.ProcessEnv {
  return egressEnv(proxyUrl, toolEnv());
}
