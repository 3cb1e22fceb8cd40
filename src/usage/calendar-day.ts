/**
 * Calendar days in an IANA time zone. Daily limits reset when the day changes
 * where the owner lives, not at UTC midnight, so "today" must be computed in
 * that zone, including on days that are 23 or 25 hours long.
 */

/** A calendar date; `month` is 1–12. */
export type CalendarDate = { year: number; month: number; day: number };

/** The boundaries used by the daily limits and by /usage. */
export type DayWindow = {
  /** First instant of today in the zone. */
  todayStart: Date;
  /** First instant of tomorrow in the zone: when daily limits reset. */
  tomorrowStart: Date;
  /** First instant of the day six days before today (so today plus six days). */
  last7DaysStart: Date;
};

const formatters = new Map<string, Intl.DateTimeFormat>();

/** One formatter per zone: building one costs far more than using it. */
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** True when `timeZone` is an IANA name (or alias) this runtime knows. */
export function isValidTimeZone(timeZone: string): boolean {
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The wall-clock date and time at `epochMs` in `timeZone`, as if it were UTC. */
function wallClockMs(epochMs: number, timeZone: string): number {
  const fields: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(epochMs)) {
    if (part.type !== 'literal') fields[part.type] = Number(part.value);
  }
  const { year = 1970, month = 1, day = 1, hour = 0, minute = 0, second = 0 } = fields;
  return Date.UTC(year, month - 1, day, hour, minute, second);
}

/** The calendar date at `instant` in `timeZone`. */
export function calendarDateAt(instant: Date, timeZone: string): CalendarDate {
  const wall = new Date(wallClockMs(instant.getTime(), timeZone));
  return { year: wall.getUTCFullYear(), month: wall.getUTCMonth() + 1, day: wall.getUTCDate() };
}

/** `date` moved by `days` calendar days (month and year roll over). */
export function addDays(date: CalendarDate, days: number): CalendarDate {
  const moved = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: moved.getUTCFullYear(), month: moved.getUTCMonth() + 1, day: moved.getUTCDate() };
}

/**
 * The first instant of `date` in `timeZone`: local midnight, or the end of
 * the DST gap on the rare days whose midnight does not exist.
 */
export function startOfDay(date: CalendarDate, timeZone: string): Date {
  const midnightAsUtc = Date.UTC(date.year, date.month - 1, date.day);
  // The zone's offset at midnight is not known before midnight is found;
  // guessing with the offset at the UTC instant and correcting once is exact
  // unless a transition lies between the two, which the check below catches.
  let candidate = midnightAsUtc - (wallClockMs(midnightAsUtc, timeZone) - midnightAsUtc);
  candidate = midnightAsUtc - (wallClockMs(candidate, timeZone) - candidate);
  if (wallClockMs(candidate, timeZone) === midnightAsUtc) return new Date(candidate);
  return new Date(firstInstantOnOrAfter(midnightAsUtc, candidate, timeZone));
}

/**
 * Midnight fell into a DST gap: the day starts at the transition. Binary search,
 * in whole seconds (zones change on whole seconds), for the first instant whose
 * wall clock reads `wallMs` or later; no zone shifts by as much as a day, so the
 * answer lies within a day of `near`.
 */
function firstInstantOnOrAfter(wallMs: number, near: number, timeZone: string): number {
  let lowS = Math.floor(near / 1_000) - 86_400; // wall clock before wallMs
  let highS = Math.ceil(near / 1_000) + 86_400; // wall clock at or after wallMs
  while (highS - lowS > 1) {
    const middleS = Math.floor((lowS + highS) / 2);
    if (wallClockMs(middleS * 1_000, timeZone) >= wallMs) highS = middleS;
    else lowS = middleS;
  }
  return highS * 1_000;
}

/** Today, tomorrow and the 7-day window around `now` in `timeZone`. */
export function dayWindowAt(now: Date, timeZone: string): DayWindow {
  const today = calendarDateAt(now, timeZone);
  return {
    todayStart: startOfDay(today, timeZone),
    tomorrowStart: startOfDay(addDays(today, 1), timeZone),
    last7DaysStart: startOfDay(addDays(today, -6), timeZone),
  };
}
