import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/support/global-setup.ts'],
    // Tests spawn real yt-dlp and ffmpeg processes and wait on them and on loopback I/O: three files at once
    // keep two cores busier than two (quiet: 576 s against about 700 s for the whole line).
    fileParallelism: true,
    maxWorkers: 3,
    // A bound, never a wait (tests wait for events): the multi-process tests (built instances on one
    // PostgreSQL, the roles) took 35-40 s each beside three busy processes once the suite also encoded
    // video (fit, covers), and 60 s no longer held them.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // The summary line, then the slowest files (test/support/slowest-files.ts).
    reporters: ['default', './test/support/slowest-files.ts'],
  },
});
