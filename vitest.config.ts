import { defineConfig } from 'vitest/config';
import LongestFirst from './test/support/longest-first.js';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/support/global-setup.ts'],
    setupFiles: ['test/support/count-assertions.ts'],
    // Tests spawn real yt-dlp and ffmpeg processes and wait on them and on loopback I/O: three files at once
    // keep two cores busier than two (quiet: 576 s against about 700 s for the whole line).
    fileParallelism: true,
    maxWorkers: 3,
    // A worker runs file after file in one process and keeps the modules it loaded: every file imports the service
    // (Fastify, drizzle, zod schemas, the catalogues), and a fresh process per file spent more CPU importing them
    // than many files spend testing (test/bots + jobs + i18n: 102 -> 61 CPU s, import 343 -> 76 s of worker time).
    // Files share no state through it: each starts its own services, servers and databases, and restores what
    // it changes of the process (PATH, timers, listeners). The one thing kept across files is the browser tests'
    // chromium (test/support/browser.ts), in which every test opens a context of its own.
    isolate: false,
    // The longest files first, also on a clean clone where vitest has no durations of its own yet
    // (test/support/longest-first.ts): the run then ends with short files on every worker.
    sequence: { sequencer: LongestFirst },
    // A bound, never a wait (tests wait for events): the multi-process tests (built instances on one
    // PostgreSQL, the roles) took 35-40 s each beside three busy processes once the suite also encoded
    // video (fit, covers), and 60 s no longer held them.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // The summary line, then the slowest files (test/support/slowest-files.ts).
    reporters: ['default', './test/support/slowest-files.ts'],
  },
});
