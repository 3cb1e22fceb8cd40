/**
 * `npm run ytdlp:update`: updates the yt-dlp in use when it is the bundled copy
 * (`yt-dlp -U`), or says how to update a system one. Resolves the binary the
 * same way the server does (YTDLP_PATH → bundled → PATH).
 */
import { config as loadDotenv } from 'dotenv';
import { loadConfig } from '../config/index.js';
import { probeBinaries, updateYtdlp, ytdlpFreshness } from '../media/index.js';

loadDotenv({ quiet: true });
try {
  const {
    paths: binaries,
    versions: { ytdlpVersion },
  } = await probeBinaries(loadConfig());
  const status = ytdlpFreshness(binaries.ytdlp, ytdlpVersion);
  console.log(
    `yt-dlp ${status.version}${status.ageDays !== undefined ? `, ${status.ageDays} days old` : ''} (${binaries.ytdlp})`,
  );
  const result = await updateYtdlp(binaries.ytdlp);
  console.log(result.message);
  process.exit(result.ok ? 0 : 1);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
