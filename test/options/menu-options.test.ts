/**
 * Issue 47: subtitles and the sound's language are options of src/options (registered, no toggle), declaring
 * their list field, their checks, their ffmpeg arguments as data and their menus, read by the routes, the
 * planner and both bots. Pure: what each declared part gives for a request or a media.
 */
import { describe, expect, it } from 'vitest';
import {
  downloadOption,
  fieldProblems,
  firstProblem,
  optionListLinkParams,
  optionListParams,
  optionListRequestFields,
  optionRequestOf,
  optionRequestOfQuery,
  soundLanguage,
  subtitles,
} from '../../src/options/index.js';

/** The first problem of the fields step, in the old words: the query field at fault (`path`), key and args. */
const optionFieldProblem = (request: Parameters<typeof fieldProblems>[0]) => {
  const problem = fieldProblems(request)[0];
  return problem && { path: problem.field, ...problem.sentence };
};
/** The languages step against a looked-up media, likewise. */
const optionMediaProblem = (request: Parameters<typeof fieldProblems>[0], media: object) => {
  const problem = firstProblem(request, ['languages'], media);
  return problem && { path: problem.field, ...problem.sentence };
};
const fieldsRequestOfQuery = (query: { ext: string; kind: string; [field: string]: unknown }) =>
  optionRequestOfQuery(query);
const fieldsRequestOf = (request: { ext: string; kind: string; clip?: object; [field: string]: unknown }) =>
  optionRequestOf({ ...request, clip: request.clip && { startS: 0, endS: 1, cut: 'exact' } });

const run = { muxer: ['-f', 'matroska'], firstInput: 2, streamCopy: true };
const video = (lang: string, selector: string) => ({
  kind: 'video',
  language: lang,
  selector,
  filesizeApprox: 1,
  byAudioLanguage: {
    en: { id: 'v-en', selector: 'v+a-en', ext: 'mp4' },
    es: { id: 'v-es', selector: 'v+a-es', ext: 'mp4' },
  },
});

describe('the subtitles option', () => {
  it('is registered with `subs` as a list field the media core takes as `subtitles`, signed back comma-separated', () => {
    expect(downloadOption('subtitles')).toBe(subtitles);
    const subs = optionListParams().subs;
    expect(subs?.parse('en, de,en')).toEqual(['en', 'de']);
    expect(subs?.safeParse('en,--').success).toBe(false);
    expect(optionListRequestFields({ subs: ['en', 'de'] })).toEqual({ subtitles: ['en', 'de'] });
    expect(optionListRequestFields({})).toEqual({});
    expect(optionListLinkParams({ subs: ['en', 'de'] })).toEqual({ subs: 'en,de' });
  });

  it('refuses fields that do not go together, naming the query field, on the query and on the request alike', () => {
    const one = { ext: 'srt', kind: 'subtitles' };
    expect(optionFieldProblem(fieldsRequestOfQuery({ ...one, subs: ['en', 'de'] }))).toMatchObject({
      path: 'subs',
      key: 'error-subs-exactly-one',
    });
    expect(optionFieldProblem(fieldsRequestOfQuery({ ...one, subs: ['en'], start: 1 }))?.path).toBe('start');
    expect(optionFieldProblem(fieldsRequestOf({ ...one, subtitles: ['en'], clip: {} }))?.path).toBe('start');
    expect(optionFieldProblem(fieldsRequestOf({ ext: 'srt', kind: 'video' }))?.path).toBe('ext');
    const mp3 = optionFieldProblem(fieldsRequestOf({ ext: 'mp3', kind: 'audio', convert: 'mp3', subtitles: ['en'] }));
    expect(mp3).toMatchObject({ path: 'subs', key: 'error-subs-container' });
    expect(mp3?.args?.containers).toContain('webm');
    expect(optionFieldProblem(fieldsRequestOf({ ext: 'mkv', kind: 'video', subtitles: ['en'] }))).toBeUndefined();
  });

  it('refuses languages the media does not list, naming those it has', () => {
    const asked = fieldsRequestOf({ ext: 'mkv', kind: 'video', subtitles: ['en', 'fr'] });
    const media = { subtitles: [{ lang: 'en' }, { lang: 'de' }] };
    expect(optionMediaProblem(asked, media)).toMatchObject({
      key: 'error-subs-unknown',
      args: { missing: 'fr', offered: 'en, de' },
    });
    expect(optionMediaProblem(asked, {})).toMatchObject({ key: 'error-subs-none' });
    expect(
      optionMediaProblem(fieldsRequestOf({ ext: 'mkv', kind: 'video', subtitles: ['de'] }), media),
    ).toBeUndefined();
  });

  it("muxes the tracks after the other inputs, in the container's codec, each tagged with its language", () => {
    const tracks = [
      { lang: 'de', path: '/job/subs-0.vtt', ext: 'vtt' as const },
      { lang: 'pt-BR', path: '/job/subs-1.srt', ext: 'srt' as const },
    ];
    const mkv = subtitles.output.args({ tracks, seekS: 5 }, { ...run, ext: 'mkv' });
    expect(mkv.maps).toEqual(['2:s:0', '3:s:0']);
    expect(mkv.inputs.map((input) => [input.format, input.seekS])).toEqual([
      ['webvtt', 5],
      ['srt', 5],
    ]);
    expect(mkv.codec.slice(0, 2)).toEqual(['-c:s', 'srt']);
    expect(mkv.codec).toContain('language=ger');
    const mp4 = subtitles.output.args({ tracks }, { ...run, ext: 'mp4' });
    expect(mp4.codec.slice(0, 2)).toEqual(['-c:s', 'mov_text']);
    expect(mp4.codec).toContain('language=deu');
    expect(subtitles.output.args({ tracks }, { ...run, ext: 'webm' }).codec[1]).toBe('webvtt');
  });

  it("offers the media's tracks as its menu, automatic captions marked", () => {
    const items = subtitles.menu.items({
      subtitles: [
        { lang: 'en', name: 'English' },
        { lang: 'de', automatic: true },
      ],
    });
    expect(items).toEqual([
      { value: 'en', name: 'English' },
      { value: 'de', marked: true },
    ]);
    expect(subtitles.menu.items({})).toEqual([]);
  });
});

describe("the sound's language option", () => {
  const media = {
    audioLanguages: [{ lang: 'en', name: 'English', original: true }, { lang: 'es' }],
    formats: [
      { kind: 'audio', language: 'en', selector: 'a-en' },
      { kind: 'audio', language: 'es', selector: 'a-es' },
      video('en', 'v+a-en'),
    ],
  };

  it('is registered with no parameter and no toggle, and offers a menu only where there are two languages or more', () => {
    expect(downloadOption('sound-language')).toBe(soundLanguage);
    expect(soundLanguage.params).toEqual({});
    expect(soundLanguage.menu.items(media)).toEqual([{ value: 'en', name: 'English', marked: true }, { value: 'es' }]);
    expect(soundLanguage.menu.items({ audioLanguages: [{ lang: 'en' }] })).toEqual([]);
  });

  it("chooses the formats of a language: the video's selector with that sound, its audio first", () => {
    expect(soundLanguage.choice.current(media)).toBe('en');
    const spanish = soundLanguage.choice.apply(media, 'es');
    expect(spanish.formats.map((f) => f.selector)).toEqual(['a-es', 'a-en', 'v+a-es']);
    expect(spanish.formats[2]).not.toHaveProperty('filesizeApprox');
    expect(soundLanguage.choice.current(spanish)).toBe('es');
  });
});
