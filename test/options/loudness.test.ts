/**
 * Issue 47: the loudness option's one pass (media longer than TWO_PASS_MAX_S, or of unknown length) with the
 * real ffmpeg on a quiet source, and which lengths get the measuring pass.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loudness } from '../../src/options/loudness/index.js';
import { TARGET_LUFS, TWO_PASS_MAX_S } from '../../src/options/loudness/loudnorm.js';
import { runFfmpeg } from '../support/fixtures.js';
import { integratedLoudness, printedBy } from '../support/loudness.js';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'loudness-pass-test-'));
  await runFfmpeg(['-f', 'lavfi', '-i', 'anoisesrc=color=pink:amplitude=0.02:duration=12', 'quiet.wav'], dir);
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('loudness: the passes', () => {
  it('measures first up to the bound, and not past it or without a length', () => {
    expect(loudness.audio.measuring(TWO_PASS_MAX_S)).toBeDefined();
    expect(loudness.audio.measuring(TWO_PASS_MAX_S + 1)).toBeUndefined();
    expect(loudness.audio.measuring(undefined)).toBeUndefined();
  });

  it('two passes: the measurement is read from what loudnorm printed, and the linear run lands near the target', async () => {
    const pass = loudness.audio.measuring(12) as NonNullable<ReturnType<typeof loudness.audio.measuring>>;
    const measured = pass.read(await printedBy(path.join(dir, 'quiet.wav'), pass.filter));
    expect(measured).toBeDefined();
    const filter = loudness.audio.filter(measured);
    expect(filter).toContain('linear=true');
    await runFfmpeg(['-i', 'quiet.wav', '-af', filter, '-c:a', 'libmp3lame', '-b:a', '128k', 'two-pass.mp3'], dir);
    expect(Math.abs((await integratedLoudness(path.join(dir, 'two-pass.mp3'))) - TARGET_LUFS)).toBeLessThanOrEqual(1.5);
  });

  it("one pass (loudnorm's dynamic mode) brings a quiet source near the target", async () => {
    const filter = loudness.audio.filter(undefined);
    await runFfmpeg(['-i', 'quiet.wav', '-af', filter, '-c:a', 'libmp3lame', '-b:a', '128k', 'one-pass.mp3'], dir);
    const [source, evened] = await Promise.all([
      integratedLoudness(path.join(dir, 'quiet.wav')),
      integratedLoudness(path.join(dir, 'one-pass.mp3')),
    ]);
    expect(source).toBeLessThan(TARGET_LUFS - 10);
    expect(Math.abs(evened - TARGET_LUFS)).toBeLessThanOrEqual(1.5);
  });
});
