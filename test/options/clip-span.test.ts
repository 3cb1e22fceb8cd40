/**
 * Issue 47: clips are an option of the registry (src/options/clip) whose span stage the route, the planner and
 * our ffmpeg run read: its fields, checks, signed-link form, length, file label, seek and cut, as declared.
 */
import { describe, expect, it } from 'vitest';
import { english } from '../../src/i18n/index.js';
import { downloadOptions, optionParams, spanFields, spanStage } from '../../src/options/index.js';

const stage = spanStage();

describe('the clip option in the registry', () => {
  it('is the one option with a span: no toggle, and its fields come with the span, not as string params', () => {
    const spans = downloadOptions().filter((option) => option.span);
    expect(spans.map((option) => option.id)).toEqual(['clip']);
    expect(spans[0]?.toggle).toBeUndefined();
    expect(Object.keys(spanFields()).sort()).toEqual(['cut', 'end', 'start']);
    expect(Object.keys(optionParams())).not.toEqual(expect.arrayContaining(['start']));
  });

  it('reads its fields to a span, checked against the length, and names the field a problem is about', () => {
    expect(stage.resolve({ url: 'x', start: 10, end: 20 }, 60)).toEqual({
      span: { startS: 10, endS: 20, cut: 'exact' },
    });
    expect(stage.resolve({ start: 10, cut: 'fast' }, 60)).toEqual({ span: { startS: 10, endS: 60, cut: 'fast' } });
    expect(stage.resolve({ cut: 'fast' }, 60)).toEqual({ span: undefined });
    const past = stage.resolve({ start: 30, end: 70 }, 60);
    expect(past.problem && english(past.problem)).toContain('1:00');
    expect(stage.resolve({ start: 5 }, undefined).problem?.key).toBe('error-clip-end-required');
    expect(stage.orderProblem({ start: 20, end: 10 })?.field).toBe('end');
    expect(stage.orderProblem({ start: 10, end: 20 })).toBeUndefined();
    expect(stage.problem({ startS: 1, endS: 2 }, { durationS: 60, live: true })?.key).toBe('error-clip-on-live-stream');
    expect(stage.problem({ startS: 1, endS: 61 }, { durationS: 60, live: false })?.key).toBe('error-clip-end-past-end');
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
