/**
 * Issue 47: fit is an option of the registry. Its field, its checks in two steps (the request's own fields,
 * then the length against the size), the media request's own field it makes (the target in bytes) and the
 * output it declares (an MP4 finished in a file), as the route and the planner read them through the registry.
 */
import { describe, expect, it } from 'vitest';
import { FIT_AUDIO, FIT_SUBTITLES, FIT_WITH_MP3 } from '../../src/options/fit/request.js';
import {
  downloadOption,
  FIT_NEEDS_DURATION,
  fieldProblems,
  firstProblem,
  fitBytesOf,
  maxFitDurationS,
  mediaFieldsOf,
  optionOutput,
  optionParams,
  optionRequestOfQuery,
} from '../../src/options/index.js';

type Fields = { kind: string; convert?: 'mp3'; subs?: string[]; start?: number; end?: number };
/** The fields step as the route asks it, each problem with its field and sentence. */
const optionFieldProblems = (values: Record<string, string>, fields: Fields) =>
  fieldProblems(optionRequestOfQuery({ ext: 'mp4', ...fields, ...values })).map((p) => ({
    field: p.field,
    problem: p.sentence,
  }));
/** The length step as the route asks it, once the media's length is known: the sentence. */
const optionLengthProblem = (values: Record<string, string>, fields: Fields, durationS: number | undefined) =>
  firstProblem(optionRequestOfQuery({ ext: 'mp4', ...fields, ...values }, durationS), ['length'])?.sentence;

const field = () => optionParams().fit as NonNullable<ReturnType<typeof optionParams>['fit']>;

describe('fit in the option registry', () => {
  it('is registered with its query field and no toggle (the bots offer it from the chat’s limit)', () => {
    const fit = downloadOption('fit');
    expect(fit?.toggle).toBeUndefined();
    expect(Object.keys(fit?.params ?? {})).toEqual(['fit']);
  });

  it('reads a size in MB as a signed link carries it, and refuses what is out of range or not a plain decimal', () => {
    expect(field().parse('9.5')).toBe('9.5');
    expect(field().parse('10.000')).toBe('10');
    expect(field().parse(2.5)).toBe('2.5');
    expect(field().parse(undefined)).toBeUndefined();
    for (const bad of ['0.5', '2001', '1e3', '-2', '1.2345', 0.9999, 2000.0001]) {
      expect(field().safeParse(bad).success, String(bad)).toBe(false);
    }
  });

  it('says what the request’s own fields rule out, naming its field', () => {
    const problems = (fields: Fields) => optionFieldProblems({ fit: '2' }, fields);
    expect(problems({ kind: 'video', convert: 'mp3' })).toEqual([{ field: 'fit', problem: FIT_WITH_MP3 }]);
    expect(problems({ kind: 'audio' })).toEqual([{ field: 'fit', problem: FIT_AUDIO }]);
    expect(problems({ kind: 'video', subs: ['en'] })).toEqual([{ field: 'fit', problem: FIT_SUBTITLES }]);
    expect(problems({ kind: 'video' })).toEqual([]);
    expect(optionFieldProblems({}, { kind: 'audio', convert: 'mp3' })).toEqual([]);
  });

  it('checks the length against the size: the clip’s own when one is cut, and a length must be known', () => {
    const max = maxFitDurationS(fitBytesOf(2));
    expect(optionLengthProblem({ fit: '2' }, { kind: 'video' }, max)).toBeUndefined();
    const tooLong = optionLengthProblem({ fit: '2' }, { kind: 'video' }, max + 60);
    expect(tooLong?.key).toBe('error-fit-too-long');
    expect(tooLong?.args?.max).toBe(max);
    const clip = { start: 30, end: 30 + max };
    expect(optionLengthProblem({ fit: '2' }, { kind: 'video', ...clip }, max + 600)).toBeUndefined();
    expect(optionLengthProblem({ fit: '2' }, { kind: 'video' }, undefined)).toEqual(FIT_NEEDS_DURATION);
    expect(optionLengthProblem({}, { kind: 'video' }, undefined)).toBeUndefined();
  });

  it('gives the media core its target in bytes as a field of its own, out of the option values', () => {
    expect(mediaFieldsOf({ fit: '2.5', loudness: 'ebu-r128' })).toEqual({
      fields: { fitBytes: fitBytesOf(2.5) },
      options: { loudness: 'ebu-r128' },
    });
    expect(mediaFieldsOf({})).toEqual({ fields: {}, options: {} });
  });

  it('declares its output, in force whether the route or a bot set the target: an MP4 finished in a file', () => {
    // A bot's request: the target in bytes, no option values.
    const fromBot = { options: {}, fitBytes: 10 * 1024 * 1024 };
    const output = optionOutput(fromBot);
    expect(output?.container).toBe('mp4');
    expect(output?.toFile).toBe(true);
    expect(output?.muxer).toContain('+faststart');
    expect(optionOutput({ options: { loudness: 'ebu-r128' } })).toBeUndefined();
    expect(optionOutput({})).toBeUndefined();
  });
});
