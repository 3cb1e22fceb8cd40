/** The global setup's reading of what a run's files need (selection.ts), on files of this suite. */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { needsOf } from './selection.js';

const test = (file: string) => path.resolve(import.meta.dirname, '..', file);

describe('what a selection of test files needs from the global setup', () => {
  it('a file that asks for neither gets neither', () => {
    expect(needsOf([test('i18n/catalogue.test.ts')])).toEqual({ postgres: false, dist: false });
  });

  it('finds the PostgreSQL a file asks for itself, and one asked for by a helper it imports', () => {
    expect(needsOf([test('usage/postgres-timeouts.test.ts')]).postgres).toBe(true);
    // test/usage/helpers.ts asks for it, not the test file.
    expect(needsOf([test('usage/limits.test.ts')]).postgres).toBe(true);
  });

  it('finds dist/ for the built service, through the support module that starts it', () => {
    expect(needsOf([test('hosting/roles.test.ts')])).toMatchObject({ dist: true });
    // webhook-instances.ts starts the built processes, on the run's PostgreSQL.
    expect(needsOf([test('telegram/two-instances.test.ts')])).toEqual({ postgres: true, dist: true });
  });

  it('a folder needs what any of its files needs', () => {
    const files = [test('i18n/catalogue.test.ts'), test('web/sound.test.ts')];
    expect(needsOf(files)).toMatchObject({ dist: true });
  });
});
