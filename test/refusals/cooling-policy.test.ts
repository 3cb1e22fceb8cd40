/**
 * The numbers of the cooling-off (src/refusals/policy.ts) with the defaults: 3 refusals within
 * 10 minutes start 2 minutes; each refusal right after one ended doubles it (4, 8, 16, 32), up to
 * 60 minutes; a quiet window forgets it all.
 */
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/index.js';
import { afterRefusal, type CoolingPolicy, type CoolingState } from '../../src/refusals/policy.js';

const config = loadConfig({ NODE_ENV: 'test' });
const policy: CoolingPolicy = {
  limit: config.SITE_REFUSAL_LIMIT,
  windowMs: config.SITE_REFUSAL_WINDOW_S * 1000,
  firstMs: config.SITE_COOLING_FIRST_S * 1000,
  maxMs: config.SITE_COOLING_MAX_S * 1000,
};
const MINUTE = 60_000;
const at = (ms: number) => new Date(1_800_000_000_000 + ms);
const minutesOf = (state: CoolingState, from: number) =>
  state.coolingUntil ? (state.coolingUntil.getTime() - at(from).getTime()) / MINUTE : 0;

describe('the cooling-off of a site that keeps refusing this server', () => {
  it('starts at the third refusal within ten minutes, and grows 2, 4, 8 … up to 60 minutes', () => {
    let state = afterRefusal(undefined, at(0), policy);
    state = afterRefusal(state, at(MINUTE), policy);
    expect(state.coolingUntil).toBeNull();
    state = afterRefusal(state, at(9 * MINUTE), policy);
    expect(minutesOf(state, 9 * MINUTE)).toBe(2);
    const lengths: number[] = [];
    let now = 9 * MINUTE;
    for (let i = 0; i < 6; i++) {
      now = (state.coolingUntil as Date).getTime() - at(0).getTime() + MINUTE;
      state = afterRefusal(state, at(now), policy);
      lengths.push(minutesOf(state, now));
    }
    expect(lengths).toEqual([4, 8, 16, 32, 60, 60]);
  });

  it('counts nothing twice while it cools off, and forgets refusals a quiet window apart', () => {
    const cooling = afterRefusal(
      { windowStart: at(0), windowCount: 2, level: 0, coolingUntil: null },
      at(MINUTE),
      policy,
    );
    expect(afterRefusal(cooling, at(2 * MINUTE), policy)).toBe(cooling);
    const spread = [0, 11, 22].reduce<CoolingState | undefined>(
      (state, minute) => afterRefusal(state, at(minute * MINUTE), policy),
      undefined,
    );
    expect(spread?.coolingUntil).toBeNull();
    // Long after a cooling-off ended, one refusal starts no new one at once.
    const later = afterRefusal(cooling, at(60 * MINUTE), policy);
    expect(later.coolingUntil).toBeNull();
    expect(later.level).toBe(0);
  });
});
