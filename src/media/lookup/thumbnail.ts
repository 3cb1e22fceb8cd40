import { randomUUID } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { EgressProxy } from '../egress/proxy.js';
import { type EgressPolicy, parseMediaUrl } from '../egress/url-guard.js';
import { removeJobDir } from '../tools/job-dir.js';
import type { JobQueue } from '../tools/job-queue.js';
import { renderThumbnail } from '../tools/probe.js';
import type { Confinement } from '../tools/sandbox/confinement.js';
import type { ThumbnailOptions } from '../types.js';

/** What making a thumbnail needs from the media service. */
export interface ThumbnailDeps {
  ffmpegPath: string;
  tmpDir: string;
  policy: EgressPolicy;
  proxy: EgressProxy;
  confinement: Confinement;
  queue: JobQueue;
}

/**
 * Fetches a picture through the egress guard and makes it a JPEG of at most
 * 320×320 px. Each one is a confined ffmpeg (with its bwrap and bridge), so it
 * waits for a slot of the job queue like any other job, unless the caller
 * already holds one for the work it belongs to (a bot's upload, alongside its
 * own download): without that, parallel requests would start as many
 * processes as they liked, unseen by the queue and /api/health.
 */
export async function makeThumbnail(
  deps: ThumbnailDeps,
  rawUrl: string,
  options: ThumbnailOptions = {},
): Promise<{ path: string; cleanup(): Promise<void> }> {
  const url = parseMediaUrl(rawUrl);
  await deps.policy.check(url);
  const release = options.withinJob ? () => {} : await deps.queue.acquire(options.signal);
  const session = deps.proxy.createSession();
  const jobDir = path.join(deps.tmpDir, `job-${randomUUID()}`);
  const output = path.join(jobDir, 'thumbnail.jpg');
  const cleanup = () => removeJobDir(jobDir);
  try {
    await mkdir(jobDir, { recursive: true });
    await renderThumbnail(deps.ffmpegPath, url.href, output, {
      launcher: deps.confinement.launcher(session.proxyUrl),
      signal: options.signal,
    });
    return { path: output, cleanup };
  } catch (error) {
    await cleanup();
    throw error;
  } finally {
    session.end();
    release();
  }
}
