/**
 * Test media generated locally with ffmpeg (no network, nothing committed).
 *
 * `buildFixtures(dir)` writes a small, fixed set of files that the fixture
 * server (./fixture-server.ts) serves from 127.0.0.1: a direct mp4, audio-only
 * files, a DASH manifest with separate video/audio representations, an HLS
 * master playlist with two variants, an HTML page with schema.org JSON-LD, the
 * same page with an 800-character title, and a page without media. Everything
 * is short (4 s) and small so the whole build takes a few seconds.
 *
 * This file is the door: the parts are in fixtures/ (the ffmpeg runner, the
 * base set and its pages, and the big, sized, HLS-ADTS and HLS-variant sets).
 */
export { buildFixtures, FIXTURE_VERSION } from './fixtures/base-set.js';
export { buildBigFixture } from './fixtures/big.js';
export { runFfmpeg } from './fixtures/ffmpeg.js';
export { buildHlsAdtsFixtures, HLS_ADTS_PATHS } from './fixtures/hls-adts.js';
export { writeOpenHlsFixture, writeYtdlpOnlyHlsFixture } from './fixtures/hls-variants.js';
export { FIXTURE_PATHS, type FixturePaths, type FixtureSet, LONG_TITLE, PAGE_METADATA } from './fixtures/metadata.js';
export { buildSizedFixtures, SIZED_CUT_BYTES, SIZED_PATHS } from './fixtures/sized.js';
