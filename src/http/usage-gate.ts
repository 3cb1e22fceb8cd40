import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { asKnownFault } from '../faults.js';
import { type ByteQuota, type DurationLimit, isMediaError } from '../media/index.js';
import {
  admitDownload,
  type BeginResult,
  type DownloadAdmission,
  downloadDurationLimit,
  downloadQuota,
  downloadUsageRequest,
  type Identity,
  identityKey,
  type UsageRequest,
  type UsageService,
  type UsageTicket,
} from '../usage/index.js';
import { refusalError } from './access.js';

/**
 * One request that does work: its usage row (opened before any work, so a
 * refusal costs nothing) and its single log line when it ends.
 */
export interface Job {
  /** The user's LIMIT_MB_PER_DAY budget for this download, for MediaApi.download. */
  readonly quota: ByteQuota;
  /** The user's LIMIT_MAX_DURATION_S for this download (undefined: none applies), for MediaApi.download. */
  readonly durationLimit: DurationLimit | undefined;
  /** Marks the moment the first byte was ready (downloads). */
  firstByte(): void;
  ok(result: { bytes?: number; mediaPlatform?: string }): void;
  failed(error: unknown, bytes?: number): void;
}

/**
 * `{ via: 'web' }` for a request the browser says comes from this server's own
 * page (Sec-Fetch-Site: same-origin): counted as the web surface rather than
 * the API (UsageRequest.via). Any client could send the header; it only moves
 * a count from one label to another.
 */
export function fromPage(request: FastifyRequest): { via?: 'web' } {
  return request.headers['sec-fetch-site'] === 'same-origin' ? { via: 'web' } : {};
}

/** Records the request and returns its job, or throws the refusal before any work starts. */
export async function admit(
  usage: UsageService,
  identity: Identity,
  request: UsageRequest,
  log: FastifyBaseLogger,
): Promise<Job> {
  return openJob(await usage.begin(identity, request), identity, request, log);
}

/** A download's job, admitted by the one function the bots use too (src/usage/admission.ts). */
export async function admitDownloadJob(
  usage: UsageService,
  identity: Identity,
  download: DownloadAdmission,
  log: FastifyBaseLogger,
): Promise<Job> {
  return openJob(await admitDownload(usage, identity, download), identity, downloadUsageRequest(download), log);
}

function openJob(result: BeginResult, identity: Identity, request: UsageRequest, log: FastifyBaseLogger): Job {
  if (!result.ok) {
    log.info({ user: identityKey(identity), action: request.action, refused: result.refusal.code }, 'job refused');
    throw refusalError(result.refusal);
  }
  const ticket = result.ticket;
  const started = Date.now();
  let ttfbMs: number | undefined;
  const line = (outcome: string, extra: Record<string, unknown>) =>
    log.info(
      {
        job: {
          user: identityKey(identity),
          action: request.action,
          url: request.url,
          selector: request.selector,
          convert: request.convert,
          quality: request.quality,
          outcome,
          ttfbMs,
          ms: Date.now() - started,
          ...extra,
        },
      },
      `${request.action} ${outcome}`,
    );
  return {
    quota: downloadQuota(ticket),
    durationLimit: downloadDurationLimit(ticket),
    firstByte() {
      ttfbMs = Date.now() - started;
      ticket.firstByte();
    },
    ok({ bytes, mediaPlatform }) {
      finishQuietly(ticket, {
        outcome: 'ok',
        ...(bytes !== undefined ? { bytes } : {}),
        ...(mediaPlatform ? { mediaPlatform } : {}),
      });
      line('ok', { bytes, platform: mediaPlatform });
    },
    failed(thrown, bytes) {
      const error = asKnownFault(thrown);
      const code = isMediaError(error) ? error.code : String((error as { code?: unknown })?.code ?? 'internal');
      const outcome = code === 'cancelled' ? 'cancelled' : 'error';
      finishQuietly(ticket, { outcome, errorCode: code, ...(bytes !== undefined ? { bytes } : {}) });
      line(outcome, { code, bytes });
    },
  };
}

/**
 * Throws when the media (as the lookup read it) is longer than the owner
 * allows, before a download is queued. The download applies the limit again
 * whatever the length (Job.durationLimit): a site's figure is not trusted.
 */
export function enforceDuration(usage: UsageService, identity: Identity, durationSeconds: number | undefined): void {
  if (durationSeconds === undefined) return;
  const refusal = usage.checkDuration(identity, durationSeconds);
  if (refusal) throw refusalError(refusal);
}

/**
 * Finishing can run after shutdown closed the database; the row then stays
 * "running" and the next start marks it interrupted, which is the truth.
 */
function finishQuietly(ticket: UsageTicket, result: Parameters<UsageTicket['finish']>[0]): void {
  ticket.finish(result).catch(() => {
    // database closed during shutdown
  });
}
