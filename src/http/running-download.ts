import type { FastifyReply, FastifyRequest } from 'fastify';
import type { JobBoard } from '../jobs/index.js';
import { type Identity, identityKey } from '../usage/index.js';
import { fromPage } from './usage-gate.js';

/** A download of the API or the page while it runs. */
export interface RunningDownload {
  /** Aborted when the client goes away, or when the job is cancelled on the job board. */
  readonly signal: AbortSignal;
  /** Where the board reads the bytes sent so far. */
  follow(bytes: () => number): void;
}

/**
 * Lists an admitted download on the job board (src/jobs), so the owner's
 * dashboard shows it among every instance's jobs and can stop it through any
 * instance: the download is then aborted as if the client had gone, and its
 * response is cut short. It leaves the board when its response closes, which
 * every way a request ends (sent, failed, client gone) comes to.
 */
export function listDownload(
  jobs: JobBoard | undefined,
  request: FastifyRequest,
  reply: FastifyReply,
  download: { identity: Identity; title?: string | undefined },
  /** Aborted when the client goes away (abortOnClientClose). */
  gone: AbortSignal,
): RunningDownload {
  if (!jobs) return { signal: gone, follow: () => {} };
  const cancelled = new AbortController();
  const listed = jobs.add({
    // Told apart as the metrics tell them: the page's own requests say they come from this origin.
    surface: fromPage(request).via === 'web' ? 'web' : 'http',
    kind: 'download',
    asker: identityKey(download.identity),
    title: download.title,
    abort: () => cancelled.abort(),
  });
  reply.raw.once('close', () => void listed.end());
  return { signal: AbortSignal.any([gone, cancelled.signal]), follow: (bytes) => listed.follow(bytes) };
}
