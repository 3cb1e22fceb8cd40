/**
 * Issue 47: an option says what it checks in one way: `checks` with named steps, each reading one
 * OptionRequest and answering an OptionProblem (the field at fault, the sentence). A registered option's
 * steps reach the route's validation (a 400 naming its field) and the planner's call, in the order of the
 * steps and, within one, of the registry; the route's query and the media core's request make the same view.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { downloadRequestSchema } from '../../src/http/routes/download.js';
import {
  ALL_CHECK_STEPS,
  type DownloadOption,
  fieldProblems,
  firstProblem,
  fitBytesOf,
  type OptionRequest,
  optionRequestOf,
  optionRequestOfQuery,
  registerOption,
} from '../../src/options/index.js';

/** The steps the probe saw, in the order they were asked. */
const asked: string[] = [];
/** An option whose every step refuses `probe=no`, noting what it saw. */
const probe = {
  id: 'probe',
  params: { probe: z.enum(['yes', 'no']).optional() },
  checks: {
    fields: (request) => refusal('fields', request),
    length: (request) => refusal(`length:${request.durationS}`, request),
    languages: (request, media) => refusal(`languages:${Object.keys(media).join()}`, request),
    output: (request) => refusal('output', request),
  },
} satisfies DownloadOption;

function refusal(step: string, request: OptionRequest) {
  asked.push(step);
  return request.options.probe === 'no'
    ? { field: 'probe', sentence: { key: 'error-probe', args: { step } } }
    : undefined;
}

let unregister: () => void;
beforeAll(() => {
  unregister = registerOption(probe);
});
afterAll(() => unregister());

const video = { url: 'https://example.com/v', selector: 'v', ext: 'mp4', kind: 'video', title: 'T' };

describe('one check hook over the registry', () => {
  it('the route’s validation asks the fields step and names the field at fault, with its sentence', () => {
    asked.length = 0;
    const refused = downloadRequestSchema().safeParse({ ...video, probe: 'no' });
    expect(refused.success).toBe(false);
    const issue = refused.error?.issues.find((i) => i.path[0] === 'probe') as { params?: unknown } | undefined;
    expect(issue?.params).toMatchObject({ sentence: { key: 'error-probe', args: { step: 'fields' } } });
    expect(downloadRequestSchema().safeParse({ ...video, probe: 'yes' }).success).toBe(true);
    // Before the lookup the other steps are not asked.
    expect(new Set(asked)).toEqual(new Set(['fields']));
  });

  it('asks the steps in the order given, each over the registry, the languages step with the lookup', () => {
    asked.length = 0;
    const request = optionRequestOf({ ...video, options: { probe: 'yes' } }, { durationS: 42 });
    expect(firstProblem(request, ALL_CHECK_STEPS, { subtitles: [] })).toBeUndefined();
    expect(asked).toEqual(['fields', 'languages:subtitles', 'length:42', 'output']);
    const refused = firstProblem({ ...request, options: { probe: 'no' } }, ['length', 'output']);
    expect(refused).toEqual({ field: 'probe', sentence: { key: 'error-probe', args: { step: 'length:42' } } });
  });

  it('an earlier option refuses first within a step: the clip’s range before fit reads it', () => {
    const query = { ext: 'mp4', kind: 'video', fit: '2', start: 30, end: 20, probe: 'no' };
    expect(fieldProblems(optionRequestOfQuery(query)).map((p) => p.field)).toEqual(['end', 'probe']);
    expect(firstProblem(optionRequestOfQuery({ ...query, end: 9000 }, 60), ['length'])?.field).toBe('end');
  });

  it('makes the same view of the route’s query and of the media core’s request', () => {
    const query = { ext: 'mkv', kind: 'video', fit: '2', subs: ['en'], start: 10, probe: 'yes' };
    const fromQuery = optionRequestOfQuery(query, 60);
    const clip = { startS: 10, endS: 60, cut: 'exact' as const };
    const request = { ext: 'mkv', kind: 'video', subtitles: ['en'], clip, fitBytes: fitBytesOf(2) };
    const fromRequest = optionRequestOf({ ...request, options: { probe: 'yes' } }, { durationS: 60 });
    expect(fromQuery).toEqual(fromRequest);
    expect(fromQuery).toMatchObject({
      mediaFields: { fitBytes: fitBytesOf(2) },
      lists: { subtitles: ['en'] },
      span: clip,
    });
  });
});
