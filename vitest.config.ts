import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/support/global-setup.ts'],
    // Tests spawn real yt-dlp and ffmpeg processes and mostly wait on them and on loopback I/O, so three
    // files share two cores; every wait is for an event, so this holds on a busy machine too.
    fileParallelism: true,
    maxWorkers: 3,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    reporters: ['default'],
  },
});
