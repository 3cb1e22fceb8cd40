/**
 * The checks of a running container that do not depend on how it was started (Podman's `run` line or Docker
 * Compose): the confinement /api/health reports, a lookup and a merged download of fixtures served on the
 * host's loopback, a confined tool run that sees only its job, a read-only root and uid 1000 everywhere.
 */
import { createWriteStream, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { startFixtureServer } from '../support/fixture-server.js';
import { buildFixtures, FIXTURE_PATHS, PAGE_METADATA } from '../support/fixtures.js';
import { audioStream, probeFile, videoStream } from '../support/probe.js';
import { assert, check, type Engine } from './harness.js';

export async function checkConfinementReported(base: string): Promise<void> {
  await check('/api/health: confinement bwrap, job-only', async () => {
    const body = (await (await fetch(`${base}/api/health`)).json()) as {
      confinement: { kind: string; filesystem: string };
      ytdlpVersion: string;
      ffmpegVersion: string;
      warnings: string[];
    };
    // The image has no npm: a stale yt-dlp's advice names the dashboard and the script inside the container.
    const npmAdvice = body.warnings.filter((warning) => /\bnpm\b/.test(warning));
    assert(npmAdvice.length === 0, `advice the container cannot follow: ${npmAdvice.join(' | ')}`);
    assert(body.confinement.kind === 'bwrap', `confinement.kind is ${body.confinement.kind}`);
    assert(body.confinement.filesystem === 'job-only', `confinement.filesystem is ${body.confinement.filesystem}`);
    return `yt-dlp ${body.ytdlpVersion}, ffmpeg ${body.ffmpegVersion}`;
  });
}

interface Format {
  selector: string;
  ext: string;
  kind: string;
}

/** A DASH fixture (separate video and audio) looked up, then downloaded merged and as an MP3, each file probed. */
export async function checkLookupAndMergedDownload(base: string): Promise<void> {
  const work = mkdtempSync(path.join(os.tmpdir(), 'media-fetcher-container-'));
  const fixtures = await buildFixtures(path.join(work, 'fixtures'));
  const server = await startFixtureServer(fixtures.dir);
  try {
    const url = server.url(FIXTURE_PATHS.dash);
    let format: Format | undefined;
    let formats: Format[] = [];
    await check('a lookup of a DASH fixture on the host loopback', async () => {
      const response = await fetch(`${base}/api/info`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ url }),
      });
      const body = (await response.json()) as { formats?: Format[] };
      assert(response.status === 200, `POST /api/info: ${response.status} ${JSON.stringify(body)}`);
      formats = body.formats ?? [];
      format = formats.find((f) => f.kind === 'video' && f.selector.includes('+'));
      assert(format, `no merged video format among ${JSON.stringify(body.formats)}`);
      return `${body.formats?.length} formats, merged one: ${format.selector}`;
    });
    await check('a merged download: both streams, the right length', async () => {
      assert(format, 'no format');
      const query = new URLSearchParams({ url, selector: format.selector, ext: format.ext, kind: format.kind });
      query.set('title', 'DASH');
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
      const audioFormat = formats.find((f) => f.kind === 'audio');
      assert(audioFormat, `no audio format among ${JSON.stringify(formats)}`);
      const query = new URLSearchParams({ url, selector: audioFormat.selector, ext: 'mp3', kind: 'audio' });
      query.set('title', 'DASH');
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
}

/** One tool run through the service's own confinement, started inside the container (inside-probe.mjs). */
export async function checkToolRunSeesOnlyItsJob(engine: Engine, container: string): Promise<void> {
  await check('a tool run sees only its job: no network, no /data, no /app, its own processes', async () => {
    const probe = readFileSync(path.join(import.meta.dirname, 'inside-probe.mjs'), 'utf8');
    const run = await engine.run(['exec', '-i', container, 'node', '--input-type=module', '-'], 120_000, probe);
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
}

export async function checkReadOnlyAndUid1000(engine: Engine, container: string): Promise<void> {
  await check('the root filesystem is read-only and everything runs as uid 1000', async () => {
    const write = await engine.run(['exec', container, 'sh', '-c', 'touch /app/x 2>&1; touch /etc/x 2>&1; true']);
    assert(/read-only file system/i.test(write.out), `writing /app: ${write.out}`);
    const inspect = await engine.run(['inspect', '--format', '{{.HostConfig.ReadonlyRootfs}}', container]);
    assert(inspect.out.trim() === 'true', 'ReadonlyRootfs is not true');
    // Every process of the container (the exec'd shell too): real, effective, saved and filesystem uid.
    const users = await engine.run(['exec', container, 'sh', '-c', 'grep -h -e ^Name: -e ^Uid: /proc/[0-9]*/status']);
    const lines = users.out.trim().split('\n');
    const rows = lines.filter((line) => line.startsWith('Uid:'));
    const names = lines.filter((line) => line.startsWith('Name:'));
    assert(rows.length > 2, `no processes read: ${users.out}${users.err}`);
    const all1000 = rows.every((row) =>
      row
        .split(/\s+/)
        .slice(1)
        .every((uid) => uid === '1000'),
    );
    assert(all1000, `not all processes are uid 1000:\n${users.out}`);
    assert(
      names.some((name) => /\bnode\b/.test(name)),
      `no node process among ${names.join(', ')}`,
    );
    return `${rows.length} processes, all uid 1000`;
  });
}

/** The refusal of a container started without one of the options: one paragraph naming it, no stack trace. */
export function assertRefusal(logs: string, engineName: 'Podman' | 'Docker', option: RegExp): void {
  const paragraph = new RegExp(`cannot be confined in this container \\(${engineName}\\)`);
  assert(paragraph.test(logs), `no refusal paragraph naming ${engineName}:\n${logs}`);
  assert(option.test(logs), `the refusal does not name ${option}:\n${logs}`);
  assert(!/\n\s+at /.test(logs), `a stack trace:\n${logs}`);
}
