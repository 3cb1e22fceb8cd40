/**
 * Every lookup a bot begins goes through bots/shared/begin-lookup.ts, the one place that opens its
 * `info` usage row and says a refusal: a link sent, a playlist entry chosen, an inline query. A file
 * under bots/ that calls `usage.begin` itself would count and refuse lookups its own way.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const bots = path.resolve(import.meta.dirname, '..', '..', 'bots');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    return entry.name.endsWith('.ts') ? [file] : [];
  });
}

describe("the bots' lookups", () => {
  it('begin their usage row only in bots/shared/begin-lookup.ts', () => {
    const files = sources(bots);
    expect(files.length).toBeGreaterThan(50);
    const beginning = files
      .filter((file) => /\busage\??\.begin\(/.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(bots, file));
    expect(beginning).toEqual(['shared/begin-lookup.ts']);
  });

  it('include inline mode, which goes through that step', () => {
    expect(readFileSync(path.join(bots, 'telegram/inline-query.ts'), 'utf8')).toMatch(/\bbeginLookup\(/);
  });
});
