/**
 * The canary's store is the same on SQLite and PostgreSQL (a real server, the suite's): a link
 * watched once however often it is added, a change told for a first failure, for works → fails
 * and fails → works and never for the same state again, one of two writers racing on the same
 * state told, the runs of the last day only, and the state per site the metrics read.
 */
import { describe, expect, it } from 'vitest';
import { addLink, listLinks, recentRuns, recordRun, removeLink, statesBySite } from '../../src/canary/store.js';
import { dialectDatabases } from '../support/dialect-databases.js';

const open = dialectDatabases('canary-store');

const HOUR = 3_600_000;

describe.each(['sqlite', 'postgres'] as const)('the canary store on %s', (dialect) => {
  it('keeps links once, tells each change once, and keeps a day of runs', async () => {
    const db = await open(dialect);
    const t0 = Date.now();
    const url = 'https://www.youtube.com/watch?v=canary';
    const id = await addLink(db, { url, site: 'youtube', source: 'setting', now: new Date(t0) });
    expect(await addLink(db, { url, site: 'youtube', source: 'owner', now: new Date(t0 + 1) })).toBe(id);
    const current = async () => (await listLinks(db)).find((link) => link.id === id)!;
    expect(await current()).toMatchObject({ source: 'setting', up: null, lastOkAt: null });

    const run = (outcome: 'ok' | 'sign_in' | 'bot_check', hoursAgo: number) => ({
      outcome,
      at: new Date(t0 - hoursAgo * HOUR),
      durationMs: 10,
    });
    // A first failure is news; the same failure again is not; a success after it is; again is not.
    expect(await recordRun(db, await current(), run('sign_in', 30))).toBe(true);
    expect(await recordRun(db, await current(), run('bot_check', 2))).toBe(false);
    expect(await current()).toMatchObject({ up: false, lastFailureClass: 'bot_check' });
    expect(await statesBySite(db)).toEqual([{ site: 'youtube', url, up: false }]);
    expect(await recordRun(db, await current(), run('ok', 1))).toBe(true);
    expect(await recordRun(db, await current(), run('ok', 0))).toBe(false);
    expect(await current()).toMatchObject({ up: true, lastFailureClass: 'bot_check' });

    // Two writers that both read "works": only the first one's failure is a change.
    const seen = await current();
    expect(await recordRun(db, seen, run('sign_in', 0))).toBe(true);
    expect(await recordRun(db, seen, run('sign_in', 0))).toBe(false);

    const day = await recentRuns(db, new Date(t0 - 24 * HOUR), [id]);
    expect(day.map((r) => r.outcome)).toEqual(['bot_check', 'ok', 'ok', 'sign_in', 'sign_in']);
    expect(await removeLink(db, id)).toBe(true);
    expect(await removeLink(db, id)).toBe(false);
    expect(await recentRuns(db, new Date(0), [id])).toEqual([]);
  });
});
