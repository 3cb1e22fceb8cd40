/**
 * LIMIT_MB_PER_DAY with downloads in flight: what a running download holds
 * (its reservation) counts as used for the others, on every connection.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { type BeginResult, downloadQuota, LimitReachedError, type UsageTicket } from '../../src/usage/index.js';
import { alice, bob, download, manualClock, noLimits, owner, TempDatabases } from './helpers.js';

const temp = new TempDatabases();
afterEach(() => temp.cleanup());

const MB = 1024 * 1024;
const fiveMb = { limits: { ...noLimits, mbPerDay: 5 } };

function admitted(result: BeginResult): UsageTicket {
  if (!result.ok) throw new Error(`expected admission, got ${result.refusal.code}: ${result.refusal.message}`);
  return result.ticket;
}

describe('reservations against the MB per day', () => {
  it('lets only as many downloads of a known size start as fit, however many were admitted at once', () => {
    const clock = manualClock('2024-05-01T18:00:00Z');
    const { service } = temp.service({ ...fiveMb, now: clock.now });
    // Four admitted before any knows its size: none has sent a byte yet.
    const tickets = [1, 2, 3, 4].map(() => admitted(service.begin(alice, download())));
    const verdicts = tickets.map((ticket) => ticket.reserveBytes(3 * MB));
    expect(verdicts[0]).toBeNull();
    for (const refusal of verdicts.slice(1)) {
      expect(refusal).toMatchObject({
        code: 'limit_mb_per_day',
        retryAfterS: 6 * 3600,
        limit: 5,
        resetsAt: new Date('2024-05-02T00:00:00Z'),
      });
      expect(refusal?.message).toBe(
        'This file (about 3 MB) is larger than the 2 MB left of your 5 MB today (3 MB of it held by downloads still running); resets in 6 h.',
      );
    }
    // A smaller one still fits beside it; a fifth admission sees the reservations as used.
    expect(admitted(service.begin(alice, download())).bytesRemainingToday).toBe(2 * MB);
    expect(tickets[1]?.reserveBytes(2 * MB)).toBeNull();
    const full = service.begin(alice, download());
    expect(full.ok).toBe(false);
    if (!full.ok) {
      expect(full.refusal.message).toBe(
        'You have downloaded 5 of 5 MB today (5 MB of it held by downloads still running); resets in 6 h.',
      );
    }
    // Other users have their own day.
    expect(admitted(service.begin(bob, download())).reserveBytes(5 * MB)).toBeNull();
  });

  it('gives a download of unknown size what is left, grows a low estimate while there is room, and stops at the limit', () => {
    const { service, handle } = temp.service(fiveMb);
    const row = (id: number) =>
      handle.sqlite.prepare('select bytes, reserved_bytes, outcome from usage_events where id = ?').get(id);
    admitted(service.begin(alice, download())).finish({ outcome: 'ok', bytes: 1 * MB });

    const unknown = admitted(service.begin(alice, download()));
    expect(unknown.reserveBytes(undefined)).toBeNull();
    expect(row(unknown.id)).toMatchObject({ reserved_bytes: 4 * MB, bytes: 0 });
    expect(unknown.allowBytes(64 * 1024, 0)).toEqual({ ok: true, allowed: 4 * MB });
    // Nothing is left for another one while it runs.
    const other = service.begin(alice, download());
    expect(other.ok).toBe(false);
    const stopped = unknown.allowBytes(4 * MB + 1, 4 * MB);
    expect(stopped.ok).toBe(false);
    if (!stopped.ok) {
      expect(stopped.refusal.code).toBe('limit_mb_per_day');
      expect(stopped.refusal.message).toMatch(/^The download was stopped after 4 MB: it reached your limit of 5 MB/);
    }
    expect(row(unknown.id)).toMatchObject({ bytes: 4 * MB, outcome: 'running' });
    unknown.finish({ outcome: 'error', errorCode: 'limit_mb_per_day', bytes: 4 * MB });
  });

  it('grows a reservation that was too low in steps, and frees what an ended download did not use', () => {
    const { service, handle } = temp.service(fiveMb);
    const reservedOf = (id: number) =>
      (
        handle.sqlite.prepare('select reserved_bytes from usage_events where id = ?').get(id) as {
          reserved_bytes: number;
        }
      ).reserved_bytes;
    const low = admitted(service.begin(alice, download()));
    expect(low.reserveBytes(1 * MB)).toBeNull();
    expect(low.allowBytes(1 * MB + 10, 1 * MB)).toEqual({ ok: true, allowed: 2 * MB });
    expect(reservedOf(low.id)).toBe(2 * MB);
    // A parallel one holds 3 MB: the first may grow only to the 2 MB that are its share.
    const parallel = admitted(service.begin(alice, download()));
    expect(parallel.reserveBytes(3 * MB)).toBeNull();
    expect(low.allowBytes(2 * MB + 1, 2 * MB).ok).toBe(false);
    // Ended with 1 MB sent: its reservation no longer counts, only what it sent.
    low.finish({ outcome: 'ok', bytes: 1 * MB });
    expect(admitted(service.begin(alice, download())).bytesRemainingToday).toBe(1 * MB);
    expect(parallel.allowBytes(4 * MB, 3 * MB)).toEqual({ ok: true, allowed: 4 * MB });
  });

  it('does not limit owners, and is nothing when the limit is off', () => {
    const limited = temp.service({ ...fiveMb, ownerIds: ['telegram:9999'] }).service;
    const ticket = admitted(limited.begin(owner, download()));
    expect(ticket.reserveBytes(50 * MB)).toBeNull();
    expect(ticket.allowBytes(60 * MB, 0)).toEqual({ ok: true, allowed: Number.POSITIVE_INFINITY });
    const open = admitted(temp.service().service.begin(alice, download()));
    expect(open.reserveBytes(50 * MB)).toBeNull();
  });

  it('holds across connections to the same file', () => {
    const first = temp.service(fiveMb);
    const second = temp.service({ ...fiveMb, file: first.handle.file });
    const here = admitted(first.service.begin(alice, download()));
    const there = admitted(second.service.begin(alice, download()));
    expect(here.reserveBytes(3 * MB)).toBeNull();
    expect(there.reserveBytes(3 * MB)?.code).toBe('limit_mb_per_day');
    expect(there.reserveBytes(2 * MB)).toBeNull();
    expect(second.service.begin(alice, download()).ok).toBe(false);
  });

  it('downloadQuota throws the refusal as a LimitReachedError carrying the bytes sent', () => {
    const { service } = temp.service({ limits: { ...noLimits, mbPerDay: 1 } });
    const quota = downloadQuota(admitted(service.begin(alice, download())));
    quota.admit(undefined);
    expect(quota.extend(MB, 0)).toBe(MB);
    let thrown: unknown;
    try {
      quota.extend(MB + 1, MB);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(LimitReachedError);
    expect(thrown).toMatchObject({ code: 'limit_mb_per_day', bytesSent: MB });
    const refused = downloadQuota(admitted(service.begin(bob, download())));
    expect(() => refused.admit(2 * MB)).toThrow(/larger than the 1 MB left/);
  });
});
