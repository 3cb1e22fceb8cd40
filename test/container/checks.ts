/**
 * The container checks of `npm run test:container` (scripts/container/ci.sh builds the image first): the
 * image run with the documented Podman options keeps the confinement, serves a lookup and a merged download
 * from fixtures on the host's loopback, and refuses to start, naming the option, when /proc is masked or
 * the seccomp profile is Docker's default. Prints each check; exits non-zero on the first failure.
 *
 * The run uses the host's network (--network host) so that the service reaches the fixture server on
 * 127.0.0.1, with ALLOW_PRIVATE_URLS=true for that loopback address; everything else is as documented.
 */
import { execFile } from 'node:child_process';
import { once } from 'node:events';
import { createWriteStream, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { startFixtureServer } from '../support/fixture-server.js';
import { buildFixtures, FIXTURE_PATHS, PAGE_METADATA } from '../support/fixtures.js';
import { audioStream, probeFile, videoStream } from '../support/probe.js';

const image = process.env.IMAGE ?? 'localhost/media-fetcher:ci';
const engineOpts = (process.env.ENGINE_OPTS ?? '--runtime runc').split(' ').filter(Boolean);
const root = path.resolve(import.meta.dirname, '..', '..');
const bwrapSeccomp = path.join(root, 'deploy/seccomp/bwrap.json');
const dockerSeccomp = path.join(root, 'deploy/seccomp/docker-default.json');
const tag = `media-fetcher-ci-${process.pid}`;
const containers: string[] = [];
const volumes: string[] = [];
let passed = 0;

function podman(
  args: string[],
  timeoutMs = 120_000,
  input?: string,
): Promise<{ code: number; out: string; err: string }> {
  return new Promise((resolve) => {
    const child = execFile('podman', args, { timeout: timeoutMs, maxBuffer: 64 * 1024 * 1024 }, (error, out, err) => {
      const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
      resolve({ code, out: String(out), err: String(err) });
    });
    if (input !== undefined) child.stdin?.end(input);
  });
}

async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  return port;
}

/** The documented options (README, "Run with Docker": Podman), with the host's network for the checks. */
function runOptions(port: number, volume: string, security: { seccomp: string; unmaskProc: boolean }): string[] {
  return [
    ...engineOpts,
    '--network',
    'host',
    '--read-only',
    '--tmpfs',
    '/tmp:rw,nosuid,nodev,size=1g',
    '--cap-drop',
    'ALL',
    '--security-opt',
    'no-new-privileges',
    '--security-opt',
    `seccomp=${security.seccomp}`,
    ...(security.unmaskProc ? ['--security-opt', 'unmask=/proc/*'] : []),
    '-v',
    `${volume}:/data`,
    // As the README's Podman line: the settings file (here .env.example as copied), then the image's own.
    '--env-file',
    path.join(root, '.env.example'),
    '-e',
    'HOST=0.0.0.0',
    '-e',
    'DATA_DIR=/data',
    '-e',
    `PORT=${port}`,
    '-e',
    'ALLOW_PRIVATE_URLS=true',
    '-e',
    'LOG_LEVEL=warn',
  ];
}

async function start(name: string, options: string[]): Promise<string> {
  const volume = `${tag}-${name}`;
  volumes.push(volume);
  const container = `${tag}-${name}`;
  containers.push(container);
  const run = await podman(['run', '-d', '--name', container, ...options, image]);
  if (run.code !== 0) throw new Error(`podman run failed: ${run.err.trim()}`);
  return container;
}

async function check(name: string, body: () => Promise<string | undefined>): Promise<void> {
  process.stdout.write(`[container] check: ${name} ... `);
  const detail = await body();
  passed += 1;
  console.log(`ok${detail ? ` (${detail})` : ''}`);
}

function assert(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

async function logsOf(container: string): Promise<string> {
  const logs = await podman(['logs', container]);
  return `${logs.out}${logs.err}`;
}

/** Polls /api/health until it answers 200; fails at once if the container stops. */
async function waitHealthy(container: string, port: number, startedAt: number): Promise<number> {
  const deadline = startedAt + 120_000;
  let polls = 0;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (response.status === 200) return Date.now() - startedAt;
    } catch {
      // not listening yet
    }
    polls += 1;
    if (polls % 20 === 0) {
      const state = await podman(['inspect', '--format', '{{.State.Running}}', container]);
      if (state.out.trim() !== 'true') throw new Error(`the container stopped:\n${await logsOf(container)}`);
    }
    await sleep(100);
  }
  throw new Error(`no healthy /api/health within 120 s:\n${await logsOf(container)}`);
}

async function positive(): Promise<void> {
  const port = await freePort();
  const volume = `${tag}-ok`;
  const options = runOptions(port, volume, { seccomp: bwrapSeccomp, unmaskProc: true });
  console.log(`[container] podman run -d ${options.join(' ')} ${image}`);
  const startedAt = Date.now();
  const container = await start('ok', options);
  const base = `http://127.0.0.1:${port}`;

  await check(
    'starts and answers /api/health',
    async () => `${await waitHealthy(container, port, startedAt)} ms from podman run`,
  );
  await check("the image's HEALTHCHECK passes", async () => {
    const health = await podman(['healthcheck', 'run', container]);
    assert(health.code === 0, `podman healthcheck run exited ${health.code}: ${health.out}${health.err}`);
    return undefined;
  });
  await check('/api/health: confinement bwrap, job-only', async () => {
    const body = (await (await fetch(`${base}/api/health`)).json()) as {
      confinement: { kind: string; filesystem: string };
      ytdlpVersion: string;
      ffmpegVersion: string;
    };
    assert(body.confinement.kind === 'bwrap', `confinement.kind is ${body.confinement.kind}`);
    assert(body.confinement.filesystem === 'job-only', `confinement.filesystem is ${body.confinement.filesystem}`);
    return `yt-dlp ${body.ytdlpVersion}, ffmpeg ${body.ffmpegVersion}`;
  });

  const work = mkdtempSync(path.join(os.tmpdir(), 'media-fetcher-container-'));
  const fixtures = await buildFixtures(path.join(work, 'fixtures'));
  const server = await startFixtureServer(fixtures.dir);
  try {
    const url = server.url(FIXTURE_PATHS.dash);
    let format: { selector: string; ext: string; kind: string } | undefined;
    await check('a lookup of a DASH fixture on the host loopback', async () => {
      const response = await fetch(`${base}/api/info`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ url }),
      });
      const body = (await response.json()) as { formats?: { selector: string; ext: string; kind: string }[] };
      assert(response.status === 200, `POST /api/info: ${response.status} ${JSON.stringify(body)}`);
      format = body.formats?.find((f) => f.kind === 'video' && f.selector.includes('+'));
      assert(format, `no merged video format among ${JSON.stringify(body.formats)}`);
      return `${body.formats?.length} formats, merged one: ${format.selector}`;
    });
    await check('a merged download: both streams, the right length', async () => {
      assert(format, 'no format');
      const query = new URLSearchParams({
        url,
        selector: format.selector,
        ext: format.ext,
        kind: format.kind,
        title: 'DASH',
      });
      const response = await fetch(`${base}/api/download?${query}`);
      if (response.status !== 200 || !response.body) {
        throw new Error(`GET /api/download: ${response.status} ${await response.text()}`);
      }
      const file = path.join(work, `download.${format.ext}`);
      await pipeline(Readable.fromWeb(response.body as never), createWriteStream(file));
      const probed = await probeFile(file);
      assert(videoStream(probed), 'no video stream');
      assert(audioStream(probed), 'no audio stream');
      const duration = Number(probed.format.duration);
      assert(Math.abs(duration - PAGE_METADATA.durationSeconds) < 0.5, `duration ${duration} s`);
      return `${readFileSync(file).length} bytes, ${duration.toFixed(2)} s, video ${videoStream(probed)?.codec_name} + audio ${audioStream(probed)?.codec_name}`;
    });
    // The image's ffmpeg is a static build of its own (scripts/container/ffmpeg.lock): MP3 is its libmp3lame.
    await check('an MP3 at 320 kbit/s: the audio converted by the confined ffmpeg', async () => {
      const info = await fetch(`${base}/api/info`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ url }),
      });
      const listed = (await info.json()) as { formats?: { selector: string; kind: string }[] };
      const audioFormat = listed.formats?.find((f) => f.kind === 'audio');
      assert(audioFormat, `no audio format among ${JSON.stringify(listed.formats)}`);
      const query = new URLSearchParams({
        url,
        selector: audioFormat.selector,
        ext: 'mp3',
        kind: 'audio',
        title: 'DASH',
      });
      query.set('convert', 'mp3');
      query.set('quality', '320');
      const response = await fetch(`${base}/api/download?${query}`);
      if (response.status !== 200 || !response.body) {
        throw new Error(`GET /api/download (mp3): ${response.status} ${await response.text()}`);
      }
      const file = path.join(work, 'download.mp3');
      await pipeline(Readable.fromWeb(response.body as never), createWriteStream(file));
      const probed = await probeFile(file);
      const audio = audioStream(probed);
      assert(audio?.codec_name === 'mp3', `audio ${audio?.codec_name}`);
      assert(!videoStream(probed), 'a video stream in the MP3');
      const kbps = Number(audio.bit_rate) / 1000;
      assert(kbps > 280 && kbps < 360, `${kbps} kbit/s`);
      const duration = Number(probed.format.duration);
      assert(Math.abs(duration - PAGE_METADATA.durationSeconds) < 0.5, `duration ${duration} s`);
      return `${readFileSync(file).length} bytes, ${duration.toFixed(2)} s, ${kbps.toFixed(0)} kbit/s`;
    });
  } finally {
    await server.close();
    rmSync(work, { recursive: true, force: true });
  }

  await check('a tool run sees only its job: no network, no /data, no /app, its own processes', async () => {
    const probe = readFileSync(path.join(import.meta.dirname, 'inside-probe.mjs'), 'utf8');
    const run = await podman(['exec', '-i', container, 'node', '--input-type=module', '-'], 120_000, probe);
    assert(run.code === 0, `the probe failed: ${run.err}`);
    const seen = JSON.parse(run.out.trim().split('\n').at(-1) ?? '{}');
    const inside = seen.inside;
    assert(inside, `the confined run failed (exit ${seen.code}): ${seen.stderr}`);
    assert(JSON.stringify(inside.interfaces) === '["lo"]', `interfaces ${JSON.stringify(inside.interfaces)}`);
    assert(seen.outside.data.length > 0, 'the service wrote nothing to /data');
    assert(inside.data === 'ENOENT', `/data inside: ${JSON.stringify(inside.data)}`);
    assert(inside.nodeModules === 'ENOENT', `/app/node_modules inside: ${JSON.stringify(inside.nodeModules)}`);
    assert(inside.writeJobDir === 'ok' && seen.outside.madeInside, 'the run could not write its job directory');
    assert(inside.writeEtc !== 'ok', 'the run could write /etc');
    assert(inside.processes < seen.outside.processes, `${inside.processes} processes inside`);
    return `inside: ${inside.processes} processes, interfaces ${inside.interfaces}; outside /data holds ${seen.outside.data.join(', ')}`;
  });
  await check('starts again on the same data volume (its yt-dlp already there)', async () => {
    const stopped = await podman(['stop', '--time', '10', container]);
    assert(stopped.code === 0, `podman stop: ${stopped.err}`);
    const restartedAt = Date.now();
    const started = await podman(['start', container]);
    assert(started.code === 0, `podman start: ${started.err}`);
    const ms = await waitHealthy(container, port, restartedAt);
    const logs = await logsOf(container);
    const seeded = logs.match(/Putting the image's yt-dlp/g)?.length ?? 0;
    assert(seeded === 1, `yt-dlp was put into the volume ${seeded} times over two starts`);
    return `${ms} ms from podman start`;
  });
  await check('the root filesystem is read-only and everything runs as uid 1000', async () => {
    const write = await podman(['exec', container, 'sh', '-c', 'touch /app/x 2>&1; touch /etc/x 2>&1; true']);
    assert(/read-only file system/i.test(write.out), `writing /app: ${write.out}`);
    const inspect = await podman(['inspect', '--format', '{{.HostConfig.ReadonlyRootfs}}', container]);
    assert(inspect.out.trim() === 'true', 'ReadonlyRootfs is not true');
    // Every process of the container (the exec'd shell too): real, effective, saved and filesystem uid.
    const users = await podman(['exec', container, 'sh', '-c', 'grep -h -e ^Name: -e ^Uid: /proc/[0-9]*/status']);
    const rows = users.out
      .trim()
      .split('\n')
      .filter((line) => line.startsWith('Uid:'));
    const names = users.out
      .trim()
      .split('\n')
      .filter((line) => line.startsWith('Name:'));
    assert(rows.length > 2, `no processes read: ${users.out}${users.err}`);
    assert(
      rows.every((row) =>
        row
          .split(/\s+/)
          .slice(1)
          .every((uid) => uid === '1000'),
      ),
      `not all processes are uid 1000:\n${users.out}`,
    );
    assert(
      names.some((name) => /\bnode\b/.test(name)),
      `no node process among ${names.join(', ')}`,
    );
    return `${rows.length} processes, all uid 1000`;
  });
}

/** A run with one option missing must stop by itself, saying which option. */
async function negative(
  name: string,
  security: { seccomp: string; unmaskProc: boolean },
  option: RegExp,
): Promise<void> {
  await check(`refuses to start ${name}`, async () => {
    const port = await freePort();
    const container = await start(
      name.replace(/\W+/g, '-'),
      runOptions(port, `${tag}-${name.replace(/\W+/g, '-')}`, security),
    );
    const waited = await podman(['wait', container], 120_000);
    const code = Number(waited.out.trim());
    const logs = await logsOf(container);
    assert(
      waited.code === 0 && code !== 0,
      `the container did not stop with an error (wait: ${waited.code}, exit ${waited.out.trim()})\n${logs}`,
    );
    assert(/cannot be confined in this container \(Podman\)/.test(logs), `no refusal paragraph:\n${logs}`);
    assert(option.test(logs), `the refusal does not name ${option}:\n${logs}`);
    assert(!/\n\s+at /.test(logs), `a stack trace:\n${logs}`);
    return `exit ${code}: ${logs.trim().split('\n').at(-1)?.slice(0, 160)}…`;
  });
}

async function cleanUp(): Promise<void> {
  for (const container of containers) await podman(['rm', '--force', '--time', '2', container]);
  for (const volume of volumes) await podman(['volume', 'rm', '--force', volume]);
}

try {
  await positive();
  await negative('with /proc masked', { seccomp: bwrapSeccomp, unmaskProc: false }, /--security-opt unmask=\/proc\/\*/);
  await negative(
    "with Docker's default seccomp profile",
    { seccomp: dockerSeccomp, unmaskProc: true },
    /--security-opt seccomp=deploy\/seccomp\/bwrap\.json/,
  );
  await cleanUp();
  console.log(`container: ${passed} passed, 0 failed`);
} catch (error) {
  console.log('FAILED');
  console.error(error instanceof Error ? error.message : error);
  await cleanUp();
  console.log(`container: ${passed} passed, 1 failed`);
  process.exit(1);
}
