/**
 * The advice for a stale yt-dlp names a way to update it that exists where the service runs: in the container
 * image (no npm there) the dashboard's button and the update script, elsewhere `npm run ytdlp:update`; a
 * system yt-dlp the service cannot update gets the advice to install its own, in or out of a container.
 */
import { describe, expect, it } from 'vitest';
import { onPath } from '../../src/binaries/index.js';
import { ytdlpFreshness } from '../../src/media/tools/ytdlp-freshness.js';
import { ytdlpPath } from '../support/tools.js';

const now = new Date('2026-11-28T00:00:00Z');
const staleVersion = '2026.01.02';

describe('the advice for a stale yt-dlp', () => {
  it('names the dashboard and the update script in a container, npm outside', () => {
    // setup's yt-dlp (a virtualenv of the project's own) or youtube-dl-exec's binary: both updatable.
    const outside = ytdlpFreshness(ytdlpPath(), staleVersion, now, false);
    expect(outside.updatable).toBe(true);
    expect(outside.stale).toBe(true);
    expect(outside.advice).toContain('npm run ytdlp:update');
    expect(outside.adviceSentence?.key).toBe('ytdlp-advice-bundled');

    const inside = ytdlpFreshness(ytdlpPath(), staleVersion, now, true);
    expect(inside.advice).toContain('node dist/src/cli/ytdlp-update.js');
    expect(inside.advice).toContain("owner's dashboard");
    expect(inside.advice).not.toContain('npm');
    expect(inside.adviceSentence?.key).toBe('ytdlp-advice-container');
  });

  it("tells a system yt-dlp to make way for the service's own, in a container too", () => {
    const system = ytdlpFreshness('/usr/bin/yt-dlp', staleVersion, now, true);
    expect(system.updatable).toBe(false);
    expect(system.adviceSentence?.key).toBe('ytdlp-advice-system');
  });

  it('gives a checkout the npm advice, in a container of its own too (the tests run with npm)', () => {
    // This machine may itself be a container (a CI machine often is): with npm there, npm is the advice.
    expect(onPath('npm')).toBeDefined();
    const byDefault = ytdlpFreshness(ytdlpPath(), staleVersion, now);
    expect(byDefault.adviceSentence?.key).toBe('ytdlp-advice-bundled');
  });
});
