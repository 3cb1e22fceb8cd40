/**
 * Jobs, usage refusals and signed links. Info and download jobs of every
 * surface are counted where the usage ledger records them (UsageObserver:
 * each ticket's finish), so a job counts once whichever door it came in by;
 * a playlist run of the bots, which has no ticket of its own (each entry has
 * one), is told by the bots (BotMetrics.batchFinished).
 */
import { Counter, Histogram, type Registry } from 'prom-client';
import type { FinishedJob, JobLabels, JobOrigin, LinkObserver, UsageObserver } from '../usage/index.js';
import { type JobKind, jobCode, type Outcome, oneOf, outcomes, refusalLabel, surfaces } from './labels.js';

/** One finished job as the families count it. */
export interface JobRecord {
  kind: JobKind;
  /** One of `surfaces` (labels.ts). */
  surface: string;
  outcome: Outcome;
  code?: string | undefined;
  durationMs: number;
  firstByteMs?: number | undefined;
  bytes?: number | undefined;
}

export interface JobFamilies {
  record(job: JobRecord): void;
  /** For the usage service (createUsageService's observer). */
  usage: UsageObserver;
  /** For the link signer (createLinkSigner's observer). */
  links: LinkObserver;
}

/** The surface of an origin: the web page when the HTTP request said so, else the identity's platform. */
function surfaceOf(origin: JobOrigin): string {
  return origin.via === 'web' ? 'web' : oneOf(surfaces, origin.platform);
}

function kindOf(job: JobLabels): JobKind {
  if (job.action === 'download') return 'download';
  return job.purpose === 'thumbnail' ? 'thumbnail' : 'info';
}

export function jobFamilies(registry: Registry): JobFamilies {
  const registers = [registry];
  const jobs = new Counter({
    name: 'media_fetcher_jobs_total',
    help: 'Jobs ended, by kind, surface, outcome and stable error code (none when ok).',
    labelNames: ['kind', 'surface', 'outcome', 'code'] as const,
    registers,
  });
  const duration = new Histogram({
    name: 'media_fetcher_job_duration_seconds',
    help: 'Time from admission to the end of a job.',
    labelNames: ['kind', 'surface', 'outcome'] as const,
    buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300, 600, 1800],
    registers,
  });
  const firstByte = new Histogram({
    name: 'media_fetcher_job_first_byte_seconds',
    help: "Time from a download's admission to its first byte ready to send.",
    labelNames: ['kind', 'surface'] as const,
    buckets: [0.1, 0.25, 0.5, 1, 2, 3, 5, 10, 20, 30, 60, 120],
    registers,
  });
  const bytesSent = new Counter({
    name: 'media_fetcher_bytes_sent_total',
    help: 'Bytes of downloads sent to clients and chats (failed and cut ones too: they were moved).',
    labelNames: ['surface'] as const,
    registers,
  });
  const refusals = new Counter({
    name: 'media_fetcher_usage_refusals_total',
    help: 'Requests refused by the usage limits and access lists, by the refusal code.',
    labelNames: ['limit', 'surface'] as const,
    registers,
  });
  const linksMade = new Counter({
    name: 'media_fetcher_signed_links_made_total',
    help: 'Signed download links made (POST /api/link, the bots direct links).',
    registers,
  });
  const linksRefused = new Counter({
    name: 'media_fetcher_signed_links_refused_total',
    help: 'Signed download links refused: link_invalid or link_expired.',
    labelNames: ['code'] as const,
    registers,
  });

  const record = (job: JobRecord) => {
    const outcome = oneOf(outcomes, job.outcome);
    const labels = { kind: job.kind, surface: job.surface, outcome };
    jobs.inc({ ...labels, code: job.outcome === 'ok' ? 'none' : jobCode(job.code) });
    duration.observe(labels, job.durationMs / 1000);
    if (job.firstByteMs !== undefined) {
      firstByte.observe({ kind: job.kind, surface: job.surface }, job.firstByteMs / 1000);
    }
    if (job.bytes !== undefined && job.bytes > 0) bytesSent.inc({ surface: job.surface }, job.bytes);
  };

  return {
    record,
    usage: {
      refused(code, origin) {
        refusals.inc({ limit: refusalLabel(code), surface: surfaceOf(origin) });
      },
      finished(job: FinishedJob) {
        const kind = kindOf(job);
        // Bytes of an info job are none; only downloads send any.
        const bytes = kind === 'download' ? job.bytes : undefined;
        record({ ...job, kind, surface: surfaceOf(job), code: job.errorCode, bytes });
      },
    },
    links: {
      signed: () => linksMade.inc(),
      refused: (code) => linksRefused.inc({ code: code === 'link_expired' ? code : 'link_invalid' }),
    },
  };
}
