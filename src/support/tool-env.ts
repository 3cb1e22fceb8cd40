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
