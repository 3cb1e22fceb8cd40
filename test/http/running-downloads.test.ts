/**
 * Downloads of the API and the page on the job board (src/jobs): listed
 * while they run, with their asker and surface, stopped by a cancel through
 * the board (the owner's dashboard will call the same), and gone once over.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { downloadUrl, postInfo, startTestApp, type TestApp } from '../support/app-harness.js';
import { type FixtureServer, startFixtureServer } from '../support/fixture-server.js';
import { untilTestTimeout } from '../support/test-deadline.js';
import { queryRows } from '../usage/helpers.js';

let fixtures: FixtureServer;
let app: TestApp;

beforeAll(async () => {
  // About 40 KiB/s: a download runs for seconds.
  fixtures = await startFixtureServer(inject('fixturesDir'), { slowChunkBytes: 4 * 1024, slowIntervalMs: 100 });
  app = await startTestApp({ API_KEYS: 'alice:alice-secret-key-0123456789' });
});
afterAll(async () => {
  await app?.close();
  await fixtures?.close();
});

const auth = { authorization: 'Bearer alice-secret-key-0123456789' };

/** Starts a slow download and waits until it is on the board. */
async function startDownload(title: string, headers: Record<string, string> = {}) {
  const url = fixtures.url('/slow/direct.mp4');
  expect((await postInfo(app.baseUrl, url, auth)).status).toBe(200);
  const response = await fetch(downloadUrl(app.baseUrl, { url, selector: 'mp4', ext: 'mp4', kind: 'video', title }), {
    headers: { ...auth, ...headers },
  });
  expect(response.status).toBe(200);
  const jobs = app.services.jobs;
  await expect.poll(async () => (await jobs.list()).some((job) => job.title === title), untilTestTimeout()).toBe(true);
  const job = (await jobs.list()).find((listed) => listed.title === title);
  if (!job) throw new Error('not listed');
  return { response, job };
}

describe('HTTP downloads on the job board', () => {
  it('lists a running download, lets only its asker or an owner cancel it, and the cancel cuts it off', async () => {
    const { response, job } = await startDownload('Board API');
    expect(job).toMatchObject({ surface: 'http', kind: 'download', asker: 'http:alice', cancelRequested: false });
    const jobs = app.services.jobs;
    expect(await jobs.cancel(job.id, { identity: 'http:bob', owner: false })).toBe('not_yours');

    const read = (async () => {
      for await (const _chunk of response.body as ReadableStream<Uint8Array>);
    })();
    expect(await jobs.cancel(job.id, { identity: 'telegram:9999', owner: true })).toBe('cancelled');
    // The response ends short of the file: the client sees a broken download, not a complete one.
    await expect(read).rejects.toThrow();
    await expect.poll(() => jobs.list(), untilTestTimeout()).toEqual([]);
    const rows = await queryRows(
      app.services.database,
      sql`select outcome, error_code as code from usage_events where action = 'download'`,
    );
    expect(rows).toEqual([{ outcome: 'cancelled', code: 'cancelled' }]);
  });

  it('tells the page’s downloads from other clients’', async () => {
    const { response, job } = await startDownload('Board page', { 'sec-fetch-site': 'same-origin' });
    expect(job.surface).toBe('web');
    await response.body?.cancel();
    // The client went away: the download stops and leaves the board without anyone cancelling it.
    await expect.poll(() => app.services.jobs.list(), untilTestTimeout()).toEqual([]);
  });
});
