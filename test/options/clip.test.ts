/**
 * Clip ranges as people write them (src/options/clip): times, ranges, the
 * check against the media's duration and the labels written back.
 */
import { describe, expect, it } from 'vitest';
import { english } from '../../src/i18n/index.js';
import {
  clipDisplayLabel,
  clipFileLabel,
  clipLengthS,
  clipProblem,
  clipProblemField,
  formatSeconds,
  formatTimecode,
  MAX_TIME_S,
  parseClipRange,
  parseTimecode,
} from '../../src/options/index.js';

describe('parseTimecode', () => {
  it('reads decimal seconds and [h:]mm:ss[.fff]', () => {
    expect(parseTimecode('80')).toBe(80);
    expect(parseTimecode('10.5')).toBe(10.5);
    expect(parseTimecode(' 0 ')).toBe(0);
    expect(parseTimecode('1:20')).toBe(80);
    expect(parseTimecode('01:20.5')).toBe(80.5);
    expect(parseTimecode('1:02:03.250')).toBe(3723.25);
    expect(parseTimecode('90:00')).toBe(5400);
    expect(parseTimecode('0:00:10.5')).toBe(10.5);
  });

  it('keeps millisecond precision', () => {
    expect(parseTimecode('1.23456')).toBe(1.235);
  });

  it('refuses anything else', () => {
    for (const text of [
      '',
      ' ',
      '-1',
      '1e3',
      'abc',
      '1:60',
      '1:90:00',
      '1:2:3:4',
      '1.',
      '.5',
      '1:20.1234',
      'Infinity',
      '0x10',
      '1,5',
      ':20',
      '1:',
    ]) {
      expect(parseTimecode(text), text).toBeUndefined();
    }
  });
});

describe('formatSeconds', () => {
  it('writes a time the way parseTimecode reads it back, rounded to the millisecond', () => {
    for (const seconds of [
      0,
      1e-7,
      0.0005,
      0.1 + 0.2,
      2.0000001,
      10.123456789,
      80.5,
      3723.25,
      123456789.123,
      MAX_TIME_S,
    ]) {
      const text = formatSeconds(seconds);
      expect(text, String(seconds)).toMatch(/^\d{1,9}(\.\d{1,3})?$/);
      expect(parseTimecode(text), text).toBe(Math.round(seconds * 1000) / 1000);
      expect(formatSeconds(parseTimecode(text) as number)).toBe(text);
    }
  });

  it('refuses what no query can carry, and parseTimecode reads nothing past it', () => {
    for (const seconds of [-1, 1_234_567_890, 1e21, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => formatSeconds(seconds), String(seconds)).toThrow(RangeError);
    }
    expect(parseTimecode('999999:00:00')).toBeUndefined();
    expect(parseTimecode('999999999.9996')).toBeUndefined();
    expect(parseTimecode('999999999.999')).toBe(MAX_TIME_S);
  });
});

describe('parseClipRange', () => {
  it('reads a range with a hyphen or an en dash, spaces allowed', () => {
    expect(parseClipRange('1:20-2:05')).toEqual({ startS: 80, endS: 125 });
    expect(parseClipRange('1:20–2:05')).toEqual({ startS: 80, endS: 125 });
    expect(parseClipRange(' 1:20 – 2:05 ')).toEqual({ startS: 80, endS: 125 });
    expect(parseClipRange('10.5 - 20')).toEqual({ startS: 10.5, endS: 20 });
  });

  it('leaves the order to clipProblem', () => {
    expect(parseClipRange('2:05-1:20')).toEqual({ startS: 125, endS: 80 });
  });

  it('refuses what is not two times', () => {
    for (const text of [
      '',
      '1:20',
      '1:20-',
      '-2:05',
      '1:20-2:05-3:00',
      'a-b',
      '1:20 2:05',
      '1:20--2:05',
      '1:60-2:00',
    ]) {
      expect(parseClipRange(text), text).toBeUndefined();
    }
  });
});

describe('clipProblem', () => {
  it('accepts 0 ≤ start < end ≤ duration', () => {
    expect(clipProblem({ startS: 0, endS: 60 }, 60)).toBeUndefined();
    expect(clipProblem({ startS: 10.5, endS: 20 }, 60)).toBeUndefined();
    expect(clipProblem({ startS: 10, endS: 100_000 }, undefined)).toBeUndefined();
  });

  it('names start or end in a sentence otherwise', () => {
    const cases: [number, number, number | undefined, 'start' | 'end'][] = [
      [-1, 10, 60, 'start'],
      [Number.NaN, 10, 60, 'start'],
      [20, 10, 60, 'end'],
      [10, 10, 60, 'end'],
      [10, 10, undefined, 'end'],
      [60, 70, 60, 'start'],
      [10, 60.5, 60, 'end'],
    ];
    for (const [startS, endS, duration, named] of cases) {
      const problem = clipProblem({ startS, endS }, duration);
      expect(problem && clipProblemField(problem), `${startS}-${endS} of ${duration}`).toBe(named);
      expect(english(problem ?? { key: 'none' }), `${startS}-${endS} of ${duration}`).toMatch(
        new RegExp(`^${named} .+\\.$`),
      );
    }
  });

  it('says how long the media is when the range goes past it', () => {
    expect(clipProblem({ startS: 10, endS: 200 }, 125)).toEqual({
      key: 'error-clip-end-past-end',
      args: { length: '2:05' },
    });
    expect(english(clipProblem({ startS: 10, endS: 200 }, 125) ?? { key: 'none' })).toContain('2:05');
  });
});

describe('labels', () => {
  it('writes the range for file names without colons', () => {
    expect(clipFileLabel({ startS: 80, endS: 125 })).toBe('1m20s-2m05s');
    expect(clipFileLabel({ startS: 10.5, endS: 20 })).toBe('10.5s-20s');
    expect(clipFileLabel({ startS: 3723.25, endS: 7200 })).toBe('1h02m03.25s-2h00m00s');
    expect(clipFileLabel({ startS: 0, endS: 65.125 })).toBe('0s-1m05.125s');
  });

  it('writes the range for people with an en dash', () => {
    expect(clipDisplayLabel({ startS: 80, endS: 125 })).toBe('1:20–2:05');
    expect(clipDisplayLabel({ startS: 10.5, endS: 20 })).toBe('0:10.5–0:20');
    expect(clipDisplayLabel({ startS: 3723, endS: 7200 })).toBe('1:02:03–2:00:00');
  });

  it('round-trips through parseTimecode', () => {
    for (const seconds of [0, 0.5, 59.999, 61, 3599, 3600, 3723.25, 86_400]) {
      expect(parseTimecode(formatTimecode(seconds))).toBe(seconds);
    }
  });

  it('measures the length', () => {
    expect(clipLengthS({ startS: 10.5, endS: 20 })).toBe(9.5);
    expect(clipLengthS({ startS: 0.1, endS: 0.3 })).toBe(0.2);
  });
});
