/**
 * Issue 45, parts 1 and 2: YTDLP_POT_PROVIDER_URL lets the confined yt-dlp reach exactly the PO-token
 * provider's scheme, host and port, with ALLOW_PRIVATE_URLS not opening private addresses (only the
 * fixture site's own origin is listed, as on a server whose owner lists one); /api/health says what of
 * YouTube's chain is there. Built instances, the real confined yt-dlp, a fake provider on loopback.
 */
import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JsonBody as Json } from '../support/app-harness.js';
import { type BuiltProcess, buildDist, freePort, startBuiltProcess } from '../support/built-process.js';
import { type RecordingOrigin, startRecordingOrigin } from '../support/recording-origin.js';
import { untilTestTimeout } from '../support/test-deadline.js';
import { ytdlpPath } from '../support/tools.js';

let dir: string;
let providerPort: number;
/** The fake provider: answers /ping with 200 as bgutil's does, anything else with a short text; records requests. */
let provider: RecordingOrigin | undefined;
/** A second loopback port, never let through. */
let other: RecordingOrigin;
/** The fixture site: redirects the generic extractor to each destination. */
let site: RecordingOrigin;
let withProvider: BuiltProcess;
let without: BuiltProcess;

const providerUrl = () => `http://127.0.0.1:${providerPort}`;

/** The fake provider, on the port the instance was given (RecordingOrigin takes an ephemeral one). */
async function startProvider(port: number): Promise<RecordingOrigin> {
  const requests: { path: string; cookie: string | undefined }[] = [];
  const server = createServer((req, res) => {
    requests.push({ path: req.url ?? '/', cookie: req.headers.cookie });
    if (req.url === '/ping') return void res.writeHead(200, { 'Content-Type': 'application/json' }).end('{}');
    res.writeHead(200, { 'Content-Type': 'text/plain' }).end('reached');
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    url: (p) => new URL(p, origin).href,
    routes: new Map(),
    requests,
    cookiesSeen: () => '',
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

async function lookup(server: BuiltProcess, url: string): Promise<{ status: number; body: Json }> {
  const response = await fetch(`${server.baseUrl}/api/info`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ url }),
  });
  return { status: response.status, body: (await response.json()) as Json };
}

async function youtubeOf(server: BuiltProcess): Promise<Json> {
  const health = (await (await fetch(`${server.baseUrl}/api/health`)).json()) as Json;
  return health.youtube as Json;
}

/** What yt-dlp's own Python says of a helper (`code` exits 0 when it is there), asked here apart from the service. */
function inYtdlpPython(code: string): boolean | null {
  const script = ytdlpPath();
  const shebang = /^#!(\S+)/.exec(spawnSync('head', ['-c', '200', script], { encoding: 'utf8' }).stdout)?.[1];
  if (!shebang) return null;
  return spawnSync(shebang, ['-c', code], { encoding: 'utf8' }).status === 0;
}

beforeAll(async () => {
  buildDist();
  dir = await mkdtemp(path.join(os.tmpdir(), 'pot-provider-'));
  providerPort = await freePort();
  other = await startRecordingOrigin('127.0.0.1', { '/from-site': 'reached' });
  site = await startRecordingOrigin('127.0.0.1', {
    '/to-provider': { redirect: `${providerUrl()}/from-site` },
    '/to-other-port': { redirect: other.url('/from-site') },
    '/to-other-host': { redirect: `http://127.0.0.2:${providerPort}/from-site` },
    '/to-private': { redirect: `http://10.0.0.1:${providerPort}/from-site` },
  });
  const cookies = path.join(dir, 'cookies.txt');
  await writeFile(cookies, '# Netscape HTTP Cookie File\n.youtube.com\tTRUE\t/\tTRUE\t0\tPREF\tf1=1\n');
  // Only the fixture site's origin is listed: every other private address stays refused.
  const common = { ALLOW_PRIVATE_URLS: site.origin, INFO_CACHE_TTL_S: '0' };
  [withProvider, without] = await Promise.all([
    startBuiltProcess({
      ...common,
      DATA_DIR: path.join(dir, 'with'),
      YTDLP_POT_PROVIDER_URL: providerUrl(),
      YTDLP_COOKIES_FILE: cookies,
    }),
    startBuiltProcess({ ...common, DATA_DIR: path.join(dir, 'without') }),
  ]);
}, 240_000);

afterAll(async () => {
  for (const server of [withProvider, without]) {
    if (!server) continue;
    server.child.kill('SIGTERM');
    await server.exited;
  }
  await Promise.all([provider?.close(), other?.close(), site?.close()]);
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('a PO-token provider set but not running', () => {
  it('is named as down in /api/health and in the start log', async () => {
    const youtube = await youtubeOf(withProvider);
    expect(youtube.potProvider.state).toBe('down');
    expect(youtube.missing.join(' ')).toMatch(/does not answer GET \/ping/);
    await expect
      .poll(() => withProvider.output(), untilTestTimeout())
      .toMatch(/YouTube: .*PO-token provider down.*does not answer GET \/ping/);
  }, 60_000);
});

describe('a PO-token provider that answers', () => {
  beforeAll(async () => {
    provider = await startProvider(providerPort);
  });

  it("is up in /api/health once asked again, with the rest of the chain as yt-dlp's Python has it", async () => {
    await expect.poll(async () => (await youtubeOf(withProvider)).potProvider.state, untilTestTimeout()).toBe('up');
    const youtube = await youtubeOf(withProvider);
    expect(youtube.missing.join(' ')).not.toMatch(/YTDLP_POT_PROVIDER_URL/);
    expect(provider?.requests.some((r) => r.path === '/ping')).toBe(true);
    // The chain's other parts: the runtime every run gets, the solver scripts as yt-dlp's Python has them, cookies.
    const health = (await (await fetch(`${withProvider.baseUrl}/api/health`)).json()) as Json;
    expect(youtube.jsRuntime).toBe(health.jsRuntime);
    expect(youtube.solverScripts).toBe(inYtdlpPython('import yt_dlp_ejs'));
    expect(youtube.missing.some((m: string) => m.includes('yt-dlp-ejs'))).toBe(youtube.solverScripts === false);
    const plugin = inYtdlpPython("import importlib.metadata; importlib.metadata.version('bgutil-ytdlp-pot-provider')");
    expect(youtube.potProvider.plugin).toBe(plugin);
    expect(youtube.missing.some((m: string) => m.includes('plugin'))).toBe(plugin === false);
    expect(youtube.cookieSets).toBe(1);
    // The provider's address stays off this keyless answer.
    expect(JSON.stringify(health)).not.toContain(String(providerPort));
  }, 60_000);

  it('is reached by a confined yt-dlp run a page sends there, and nothing else private is', async () => {
    const before = provider?.requests.length ?? 0;
    const answer = await lookup(withProvider, site.url('/to-provider'));
    expect(answer.body.code).not.toBe('url_not_allowed');
    expect(provider?.requests.slice(before).map((r) => r.path)).toContain('/from-site');
    // Exactly that scheme, host and port: another loopback port, another host on its port, a private address.
    for (const route of ['/to-other-port', '/to-other-host', '/to-private']) {
      const refused = await lookup(withProvider, site.url(route));
      expect({ route, code: refused.body.code }).toEqual({ route, code: 'url_not_allowed' });
    }
    expect(other.requests).toEqual([]);
    // And no link of its own for users: the provider pasted as a link is refused before any run.
    const reached = provider?.requests.length;
    expect((await lookup(withProvider, `${providerUrl()}/from-site`)).body.code).toBe('url_not_allowed');
    expect(provider?.requests.length).toBe(reached);
  }, 180_000);
});

describe('without YTDLP_POT_PROVIDER_URL', () => {
  it("refuses the provider's port too, and /api/health says no provider is set", async () => {
    const before = provider?.requests.length ?? 0;
    const answer = await lookup(without, site.url('/to-provider'));
    expect(answer.body.code).toBe('url_not_allowed');
    expect(provider?.requests.length).toBe(before);
    const youtube = await youtubeOf(without);
    expect(youtube.potProvider.state).toBe('not-set');
    expect(youtube.missing.join(' ')).toMatch(/No PO-token provider is set \(YTDLP_POT_PROVIDER_URL\)/);
    expect(youtube.cookieSets).toBe(0);
    // The dashboard's data says the same to the owner.
    const token = (await readFile(path.join(dir, 'without', 'owner-token'), 'utf8')).trim();
    const dashboard = await fetch(`${without.baseUrl}/api/admin`, { headers: { authorization: `Bearer ${token}` } });
    expect(dashboard.status).toBe(200);
    const data = (await dashboard.json()) as Json;
    expect(data.youtube.potProvider.state).toBe('not-set');
    expect(data.youtube.missing).toEqual(youtube.missing);
  }, 120_000);
});
