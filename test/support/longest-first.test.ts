import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LONGEST } from './longest-first.js';

const root = path.resolve(import.meta.dirname, '..', '..');

describe('the longest-first order', () => {
  // A renamed or removed file would silently fall to the back of a clean clone's run.
  it('names only test files that exist, each once', () => {
    expect(LONGEST.filter((file) => !existsSync(path.join(root, file)) || !file.endsWith('.test.ts'))).toEqual([]);
    expect(new Set(LONGEST).size).toBe(LONGEST.length);
  });
});
