/**
 * Two instances of the built server on one PostgreSQL database, each with its
 * own port and DATA_DIR, behave as one service: the daily limit holds across
 * them, and a killed instance closes only its own rows when it comes back.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type BuiltProcess, buildDist, startBuiltProcess } from '../support/built-process.js';
import { type FixtureServer, startFixtureServer } from '../support/fixture-server.js';
import { createTestDatabase } from '../support/postgres.js';
import { timeLeftInTest } from '../support/test-deadline.js';

const KEY = 'alice-secret-0123456789';
const auth = { authorization: `Bearer ${KEY}` };
let fixtures: FixtureServer;
const dataDirs: string[] = [];
const running: BuiltProcess[] = [];

beforeAll(async () => {
  buildDist();
  // /slow/ trickles 5 KiB/s: a download there runs for about a minute, long enough to outlive a restart
  // on a busy machine (the test hangs up once it has looked).
  fixtures = await startFixtureServer(inject('fixturesDir'), { slowChunkBytes: 1024, slowIntervalMs: 200 });
});
afterAll(async () => {
  for (const server of running) server.child.kill('SIGKILL');
  await Promise.all(running.map((server) => server.exited));
  await fixtures?.close();
  await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

/** Starts the built server on `databaseUrl` with its own DATA_DIR (a new one unless given). */
async function instance(databaseUrl: string, dataDir?: string): Promise<BuiltProcess & { dataDir: string }> {
  const dir = dataDir ?? (await mkdtemp(path.join(os.tmpdir(), 'instance-data-')));
  if (!dataDir) dataDirs.push(dir);
  const server = await startBuiltProcess({
    DATA_DIR: dir,
    DATABASE_URL: databaseUrl,
    API_KEYS: `alice:${KEY}`,
    ALLOW_PRIVATE_URLS: 'true',
    LIMIT_DOWNLOADS_PER_DAY: '3',
  });
  running.push(server);
  return Object.assign(server, { dataDir: dir });
}

function downloadUrl(server: BuiltProcess, fixturePath: string): string {
  const query = new URLSearchParams({
    url: fixtures.url(fixturePath),
    selector: 'mp4',
    ext: 'mp4',
    kind: 'video',
    title: 'x',
  });
  return `${server.baseUrl}/api/download?${query}`;
}

/** The download rows, in no particular order. */
async function rows(databaseUrl: string): Promise<{ instance: string; outcome: string }[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const result = await client.query("select instance, outcome from usage_events where action = 'download'");
    return result.rows as { instance: string; outcome: string }[];
  } finally {
    await client.end();
  }
}

/** The rows once `done` holds for them (polled as long as the test may run; then as they are). */
async function settled(
  databaseUrl: string,
  done: (all: { instance: string; outcome: string }[]) => boolean,
): Promise<{ instance: string; outcome: string }[]> {
  const deadline = Date.now() + (timeLeftInTest() ?? 10_000);
  for (;;) {
    const all = await rows(databaseUrl);
    if (done(all) || Date.now() > deadline) return all;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const instanceId = async (dataDir: string) => (await readFile(path.join(dataDir, 'instance-id'), 'utf8')).trim();

describe('two instances on one PostgreSQL', () => {
  it('serve exactly LIMIT_DOWNLOADS_PER_DAY of 8 parallel downloads by one key, and refuse the rest with 429', async () => {
    const databaseUrl = await createTestDatabase(inject('postgresUrl'));
    const [a, b] = await Promise.all([instance(databaseUrl), instance(databaseUrl)]);
    if (!a || !b) throw new Error('not started');
    expect(await instanceId(a.dataDir)).not.toBe(await instanceId(b.dataDir));

    const answers = await Promise.all(
      Array.from({ length: 8 }, async (_, i) => {
        const response = await fetch(downloadUrl(i % 2 === 0 ? a : b, '/direct.mp4'), { headers: auth });
        const body = await response.arrayBuffer();
        return { status: response.status, bytes: body.byteLength, retryAfter: response.headers.get('retry-after') };
      }),
    );
    const served = answers.filter((answer) => answer.status === 200);
    const refused = answers.filter((answer) => answer.status === 429);
    expect(served).toHaveLength(3);
    expect(refused).toHaveLength(5);
    for (const answer of served) expect(answer.bytes).toBeGreaterThan(100_000);
    for (const answer of refused) expect(Number(answer.retryAfter)).toBeGreaterThan(0);
    // A row is finished just after its response ends: wait for the last one.
    const finished = await settled(databaseUrl, (all) => all.every((row) => row.outcome !== 'running'));
    expect(finished.map((row) => row.outcome)).toEqual(['ok', 'ok', 'ok']);
  });

  it('a killed instance marks only its own rows interrupted when it restarts', async () => {
    const databaseUrl = await createTestDatabase(inject('postgresUrl'));
    const [a, b] = await Promise.all([instance(databaseUrl), instance(databaseUrl)]);
    if (!a || !b) throw new Error('not started');
    const [idA, idB] = [await instanceId(a.dataDir), await instanceId(b.dataDir)];

    // One slow download on each; the first bytes mean both rows are open.
    const hangUp = new AbortController();
    const started = await Promise.all(
      [a, b].map((server) => fetch(downloadUrl(server, '/slow/direct.mp4'), { headers: auth, signal: hangUp.signal })),
    );
    for (const response of started) expect(response.status).toBe(200);
    const outcomes = async () =>
      Object.fromEntries((await rows(databaseUrl)).map((row) => [row.instance, row.outcome]));
    expect(await outcomes()).toEqual({ [idA]: 'running', [idB]: 'running' });

    a.child.kill('SIGKILL');
    expect((await a.exited).signal).toBe('SIGKILL');
    // Killed: nothing closed its row.
    expect(await outcomes()).toEqual({ [idA]: 'running', [idB]: 'running' });

    // The same DATA_DIR is the same instance: ready means its start-up has closed what it left.
    await instance(databaseUrl, a.dataDir);
    expect(await outcomes()).toEqual({ [idA]: 'interrupted', [idB]: 'running' });
    hangUp.abort();
  });
});
