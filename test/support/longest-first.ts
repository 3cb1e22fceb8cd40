/**
 * The order vitest hands test files to its workers: the longest first, so the last minute of a run is not one
 * long file running alone while two workers idle (three workers take the next file as one finishes).
 *
 * vitest's own sequencer already orders by the durations of the previous run, but it keeps them in
 * node_modules/.vite, which a clean clone (CI) does not have: there it falls back to file size, and the
 * built-process and browser files, among the longest, are not the largest. So where vitest has no duration for
 * every file, the files named in {@link LONGEST} go first in that order, then the rest in vitest's order.
 */
import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The files that took 20 s or more in a whole run (CI's clean clone, 159 files, on a busy 2-core machine), the
 * longest first. Only the order matters; a file missing here still runs, after these.
 */
export const LONGEST = [
  'test/hosting/roles.test.ts',
  'test/web/page.test.ts',
  'test/hosting/process.test.ts',
  'test/http/real-streams-hls.test.ts',
  'test/web/admin.test.ts',
  'test/hosting/database-outage.test.ts',
  'test/bots/playlist.test.ts',
  'test/media/ytdlp-pool.test.ts',
  'test/media/ytdlp-identity.test.ts',
  'test/http/mb-limit.test.ts',
  'test/http/clips.test.ts',
  'test/http/job-deadline.test.ts',
  'test/usage/cross-process.test.ts',
  'test/usage/instances.test.ts',
  'test/hosting/crash.test.ts',
  'test/hosting/disk-full.test.ts',
  'test/discord/uploads.test.ts',
  'test/media/binaries.test.ts',
  'test/hosting/pm2-cluster.test.ts',
  'test/http/real-streams-dash.test.ts',
  'test/http/fit.test.ts',
  'test/web/language.test.ts',
  'test/telegram/thumbnails.test.ts',
  'test/telegram/local-files.test.ts',
  'test/http/cover-art.test.ts',
  'test/bots/same-flow.test.ts',
  'test/http/web-thumbnail.test.ts',
  'test/http/download.test.ts',
  'test/http/confinement.test.ts',
  'test/hosting/info-memory.test.ts',
  'test/http/hls-adts.test.ts',
  'test/hosting/faults.test.ts',
  'test/http/errors-and-safety.test.ts',
  'test/bots/clips.test.ts',
  'test/http/pass-through.test.ts',
  'test/telegram/local-files-setup.test.ts',
  'test/http/usage.test.ts',
  'test/bots/signed-link.test.ts',
  'test/http/host-and-cross-site.test.ts',
  'test/discord/bot.test.ts',
  'test/http/owner-token.test.ts',
  'test/http/metrics.test.ts',
  'test/http/trust-proxy.test.ts',
  'test/discord/api-retries.test.ts',
  'test/discord/fit.test.ts',
  'test/web/subtitles.test.ts',
  'test/http/live-and-duration.test.ts',
  'test/support/fixtures.test.ts',
  'test/media/egress-proxy/real-tools.test.ts',
  'test/telegram/two-instances.test.ts',
];

export default class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const byVitest = await super.sort(files);
    const root = this.ctx.config.root;
    const key = (file: TestSpecification) => relative(root, file.moduleId);
    const measured = byVitest.every((file) => this.ctx.cache.getFileTestResults(`${file.project.name}:${key(file)}`));
    if (measured) return byVitest;
    const rank = (file: TestSpecification) => {
      const at = LONGEST.indexOf(key(file));
      return at === -1 ? LONGEST.length : at;
    };
    // Array.prototype.sort is stable: the files not named keep vitest's order among themselves.
    return byVitest.sort((a, b) => rank(a) - rank(b));
  }
}
