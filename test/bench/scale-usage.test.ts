/**
 * bench:scale's usage part still runs against the real usage service on both
 * backends (a change to begin() or the tickets that made it refuse or throw
 * would otherwise show only when someone runs the bench).
 */
import { describe, expect, inject, it } from 'vitest';
import { benchUsage } from '../../bench/scale-usage.js';

describe('bench:scale usage throughput', () => {
  it('reports a positive rate for every case on SQLite and PostgreSQL', async () => {
    const rows = await benchUsage(inject('postgresUrl'), 0.2);
    expect(rows.map(([what]) => what.split(', ')[1])).toEqual([
      'SQLite',
      'SQLite',
      'SQLite',
      'PostgreSQL',
      'PostgreSQL',
      'PostgreSQL',
    ]);
    for (const [, rate] of rows) expect(Number.parseFloat(rate)).toBeGreaterThan(0);
  });

  it('reports SQLite only without a PostgreSQL URL', async () => {
    const rows = await benchUsage(undefined, 0.1);
    expect(rows).toHaveLength(3);
    expect(rows.every(([what]) => what.includes('SQLite'))).toBe(true);
  });
});
