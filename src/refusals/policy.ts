/** The numbers of the cooling-off (config: SITE_REFUSAL_*, SITE_COOLING_*), in milliseconds. */
export interface CoolingPolicy {
  /** Refusals within `windowMs` that start a cooling-off. */
  limit: number;
  windowMs: number;
  firstMs: number;
  maxMs: number;
}

/** A site's cooling-off state as kept in site_cooling. */
export interface CoolingState {
  windowStart: Date;
  windowCount: number;
  level: number;
  coolingUntil: Date | null;
}

/**
 * The state after one more refusal at `now`. Refusals are counted in a window; `limit` of them
 * start a cooling-off of `firstMs`. A refusal soon after a cooling-off ended (within a window of
 * its end: the site still refuses) starts the next one at once, twice as long, up to `maxMs`.
 */
export function afterRefusal(state: CoolingState | undefined, now: Date, policy: CoolingPolicy): CoolingState {
  const t = now.getTime();
  if (state?.coolingUntil && state.coolingUntil.getTime() > t) return state;
  const stillRefusing = state?.coolingUntil && t - state.coolingUntil.getTime() < policy.windowMs;
  const level = stillRefusing ? (state?.level ?? 0) : 0;
  const inWindow = state !== undefined && t - state.windowStart.getTime() < policy.windowMs;
  const windowCount = inWindow ? state.windowCount + 1 : 1;
  const windowStart = inWindow ? state.windowStart : now;
  if (level === 0 && windowCount < policy.limit) return { windowStart, windowCount, level, coolingUntil: null };
  const lengthMs = Math.min(policy.firstMs * 2 ** level, policy.maxMs);
  return { windowStart: now, windowCount: 0, level: level + 1, coolingUntil: new Date(t + lengthMs) };
}
