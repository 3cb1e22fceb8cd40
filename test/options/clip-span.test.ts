/**
 * Issue 47: clips are an option of the registry (src/options/clip) whose span stage the route, the planner and
 * our ffmpeg run read: its fields, checks, signed-link form, length, file label, seek and cut, as declared.
 */
import { describe, expect, it } from 'vitest';
import { english } from '../../src/i18n/index.js';
import {
  downloadOptions,
  fieldProblems,
  firstProblem,
  optionParams,
  optionRequestOf,
  optionRequestOfQuery,
  spanFields,
  spanStage,
} from '../../src/options/index.js';

const stage = spanStage();
const query = { ext: 'mp4', kind: 'video' };
/** The length step as the route asks it, for a query's clip fields and the media's length. */
const againstLength = (fields: Record<string, unknown>, durationS: number | undefined) =>
  firstProblem(optionRequestOfQuery({ ...query, ...fields }, durationS), ['length']);
/** The same as the planner asks it, for a request's clip and the media as looked up. */
const ofMedia = (range: { startS: number; endS: number }, media: { durationS: number; live: boolean }) =>
  firstProblem(optionRequestOf({ ...query, clip: { ...range, cut: 'exact' } }, media), ['length']);

describe('the clip option in the registry', () => {
  it('is the one option with a span: no toggle, and its fields come with the span, not as string params', () => {
    const spans = downloadOptions().filter((option) => option.span);
    expect(spans.map((option) => option.id)).toEqual(['clip']);
    expect(spans[0]?.toggle).toBeUndefined();
    expect(Object.keys(spanFields()).sort()).toEqual(['cut', 'end', 'start']);
    expect(Object.keys(optionParams())).not.toEqual(expect.arrayContaining(['start']));
  });

  it('reads its fields to a span, checked against the length, and names the field a problem is about', () => {
    expect(stage.asked({ url: 'x', start: 10, end: 20 }, 60)).toEqual({ startS: 10, endS: 20, cut: 'exact' });
    expect(stage.asked({ start: 10, cut: 'fast' }, 60)).toEqual({ startS: 10, endS: 60, cut: 'fast' });
    expect(stage.asked({ cut: 'fast' }, 60)).toBeUndefined();
    const past = againstLength({ start: 30, end: 70 }, 60);
    expect(past && english(past.sentence)).toContain('1:00');
    expect(againstLength({ start: 5 }, undefined)?.sentence.key).toBe('error-clip-end-required');
    expect(fieldProblems(optionRequestOfQuery({ ...query, start: 20, end: 10 }))[0]?.field).toBe('end');
    expect(fieldProblems(optionRequestOfQuery({ ...query, start: 10, end: 20 }))).toEqual([]);
    expect(ofMedia({ startS: 1, endS: 2 }, { durationS: 60, live: true })?.sentence.key).toBe(
      'error-clip-on-live-stream',
    );
    expect(ofMedia({ startS: 1, endS: 61 }, { durationS: 60, live: false })?.sentence.key).toBe(
      'error-clip-end-past-end',
    );
  });

  it('signs its times as the route reads them back, and a cut only with a time', () => {
    expect(stage.linkParams({ cut: 'fast' })).toEqual({ start: undefined, end: undefined, cut: undefined });
    expect(stage.linkParams({ start: 80.5, cut: 'fast' })).toEqual({ start: '80.5', end: undefined, cut: 'fast' });
  });

  it('declares the length it makes, its file label, the seek and the cut', () => {
    const span = { startS: 80, endS: 125.5, cut: 'fast' as const };
    expect(stage.lengthS(span)).toBe(45.5);
    expect(stage.fileLabel(span)).toBe('1m20s-2m05.5s');
    // A fragment list kept from 78 s on: the input seeks the rest.
    expect(stage.input.seekS(span, 78)).toBe(2);
    expect(stage.input.codec(span, 'mp4', false)).toBeUndefined();
    // A source fed from its beginning cannot be copied from the seek point: cut exactly, as exact asks.
    const fedFromStart = stage.input.codec(span, 'mp4', true);
    expect(fedFromStart).toEqual(stage.input.codec({ ...span, cut: 'exact' }, 'mp4', false));
    expect(fedFromStart).toContain('-c:v');
    expect(stage.input.codec({ ...span, cut: 'exact' }, 'mp3', false)).toContain('-vn');
  });
});
