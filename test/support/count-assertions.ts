/**
 * Opt-in (MEDIA_FETCHER_COUNT_ASSERTIONS=<file>): appends one line per test, "file<TAB>test<TAB>matcher calls",
 * so a change to the suite can show it proves no less (the assertions a run executes, not the ones written).
 */
import { appendFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, expect } from 'vitest';

const out = process.env.MEDIA_FETCHER_COUNT_ASSERTIONS;
if (out) {
  afterEach((context) => {
    const file = path.relative(process.cwd(), context.task.file.filepath);
    appendFileSync(out, `${file}\t${context.task.name}\t${expect.getState().assertionCalls}\n`);
  });
}
