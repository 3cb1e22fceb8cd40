import { describe, expect, it } from 'vitest';
import { dayWindowAt } from '../../src/usage/calendar-day.js';

const window = (iso: string, zone: string) => {
  const w = dayWindowAt(new Date(iso), zone);
  return {
    todayStart: w.todayStart.toISOString(),
    tomorrowStart: w.tomorrowStart.toISOString(),
    last7DaysStart: w.last7DaysStart.toISOString(),
  };
};

describe('dayWindowAt', () => {
  it('uses UTC midnights in UTC', () => {
    expect(window('2024-02-29T23:59:59.999Z', 'UTC')).toEqual({
      todayStart: '2024-02-29T00:00:00.000Z',
      tomorrowStart: '2024-03-01T00:00:00.000Z',
      last7DaysStart: '2024-02-23T00:00:00.000Z',
    });
  });

  it('uses local midnights in New York, on either side of UTC midnight', () => {
    // 23:30 on 14 January in New York is already the 15th in UTC.
    expect(window('2024-01-15T04:30:00Z', 'America/New_York')).toMatchObject({
      todayStart: '2024-01-14T05:00:00.000Z',
      tomorrowStart: '2024-01-15T05:00:00.000Z',
    });
    expect(window('2024-01-15T05:00:00Z', 'America/New_York')).toMatchObject({
      todayStart: '2024-01-15T05:00:00.000Z',
    });
  });

  it('has a 23-hour day when DST starts and a 25-hour day when it ends', () => {
    const spring = dayWindowAt(new Date('2024-03-10T12:00:00Z'), 'America/New_York');
    expect(spring.todayStart.toISOString()).toBe('2024-03-10T05:00:00.000Z');
    expect(spring.tomorrowStart.toISOString()).toBe('2024-03-11T04:00:00.000Z');
    const autumn = dayWindowAt(new Date('2024-11-03T12:00:00Z'), 'America/New_York');
    expect(autumn.tomorrowStart.getTime() - autumn.todayStart.getTime()).toBe(25 * 3_600_000);
  });

  it('starts the day at the end of the gap when midnight does not exist', () => {
    // Santiago moved from 24:00 on 7 September 2024 straight to 01:00 on the 8th.
    expect(window('2024-09-08T12:00:00Z', 'America/Santiago')).toMatchObject({
      todayStart: '2024-09-08T04:00:00.000Z',
      tomorrowStart: '2024-09-09T03:00:00.000Z',
    });
  });

  it('handles zones with non-hour offsets and far from UTC', () => {
    expect(window('2024-01-01T00:00:00Z', 'Asia/Kathmandu').todayStart).toBe('2023-12-31T18:15:00.000Z');
    expect(window('2024-01-01T00:00:00Z', 'Pacific/Kiritimati').todayStart).toBe('2023-12-31T10:00:00.000Z');
    expect(window('2024-01-01T12:00:00Z', 'Pacific/Pago_Pago').todayStart).toBe('2024-01-01T11:00:00.000Z');
  });
});
