/**
 * The media core: its job queue, the tool processes, the egress proxy, the
 * server's own fragment fetch and the info cache. Events come through the
 * MediaObserver (MediaServiceOptions.observer) and the process-wide tool exit
 * listener; states (queue, processes, confinement, cache size) are read from
 * the running service when Prometheus scrapes, so they cost nothing between.
 */
import { Counter, Gauge, Histogram, type Registry } from 'prom-client';
import { type MediaObserver, onToolExit, toolProcessCounts } from '../media/index.js';
import { egressReason, jobRequestKind, signalLabel, toolLabel } from './labels.js';

/** What the gauges read from the running services at each scrape (given once they exist). */
export interface MediaSources {
  queue(): { running: number; queued: number; maxRunning: number };
  confinement(): 'bwrap' | 'none';
  infoCache(): { entries: number; bytes: number };
  /** yt-dlp's age in days, when its version says it. */
  ytdlpAgeDays(): number | undefined;
}

export interface MediaFamilies {
  observer: MediaObserver;
  watch(sources: MediaSources): void;
  /** Stops listening to tool exits (they are process-wide; this registry's process may hold others). */
  close(): void;
}

/** What `read` gives, or undefined when it throws: a service closing under a scrape makes a gap, not a 500. */
function safely<T>(read: () => T | undefined): T | undefined {
  try {
    return read();
  } catch {
    return undefined;
  }
}

/** A gauge whose value is read at scrape time; nothing is reported while `read` gives undefined. */
function readGauge(registry: Registry, name: string, help: string, read: () => number | undefined): Gauge {
  return new Gauge({
    name,
    help,
    registers: [registry],
    collect() {
      const value = safely(read);
      if (value === undefined) this.reset();
      else this.set(value);
    },
  });
}

export function mediaFamilies(registry: Registry): MediaFamilies {
  const registers = [registry];
  let sources: MediaSources | undefined;
  const queue = () => sources?.queue();

  readGauge(
    registry,
    'media_fetcher_queue_running_jobs',
    'Jobs holding a slot of the job queue now.',
    () => queue()?.running,
  );
  readGauge(registry, 'media_fetcher_queue_waiting_jobs', 'Jobs waiting for a slot now.', () => queue()?.queued);
  readGauge(registry, 'media_fetcher_queue_depth', 'Jobs in the queue now: running plus waiting.', () => {
    const stats = queue();
    return stats && stats.running + stats.queued;
  });
  readGauge(
    registry,
    'media_fetcher_queue_slots',
    'Jobs that may run at once (MAX_CONCURRENT_JOBS).',
    () => queue()?.maxRunning,
  );
  const slotWait = new Histogram({
    name: 'media_fetcher_job_slot_wait_seconds',
    help: 'How long a job waited for its slot of the job queue (0 when one was free).',
    buckets: [0.001, 0.01, 0.1, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300],
    registers,
  });

  new Gauge({
    name: 'media_fetcher_tool_processes',
    help: 'yt-dlp and ffmpeg processes alive in this process: working for a job, or warm workers waiting for one.',
    labelNames: ['state'] as const,
    registers,
    collect() {
      const counts = toolProcessCounts();
      this.set({ state: 'working' }, counts.working);
      this.set({ state: 'waiting' }, counts.waiting);
    },
  });
  const exits = new Counter({
    name: 'media_fetcher_tool_exits_total',
    help: 'Tool processes ended, by tool and by the signal that ended them (none: they exited).',
    labelNames: ['tool', 'signal'] as const,
    registers,
  });
  const stopListening = onToolExit((file, exit) => {
    exits.inc({ tool: toolLabel(file), signal: signalLabel(exit.signal) });
  });
  new Gauge({
    name: 'media_fetcher_tool_confinement',
    help: 'How the tools are confined: 1 for the kind in use (bwrap, or none), 0 for the other.',
    labelNames: ['kind'] as const,
    registers,
    collect() {
      const kind = safely(() => sources?.confinement());
      if (kind === undefined) return this.reset();
      this.set({ kind: 'bwrap' }, kind === 'bwrap' ? 1 : 0);
      this.set({ kind: 'none' }, kind === 'none' ? 1 : 0);
    },
  });
  readGauge(
    registry,
    'media_fetcher_ytdlp_age_days',
    'Days since the yt-dlp in use was released (by its version).',
    () => sources?.ytdlpAgeDays(),
  );

  const egressRefusals = new Counter({
    name: 'media_fetcher_egress_refusals_total',
    help: 'Requests of the tools and of the server own fetch refused by the egress policy, by reason.',
    labelNames: ['reason'] as const,
    registers,
  });
  const fragments = new Counter({
    name: 'media_fetcher_fragments_fetched_total',
    help: 'DASH/HLS fragments the server fetched itself, whole.',
    registers,
  });
  const jobRequests = new Counter({
    name: 'media_fetcher_job_requests_total',
    help: 'Requests jobs made themselves (not through yt-dlp or ffmpeg), by kind: file, fragment, subtitle, cover.',
    labelNames: ['kind'] as const,
    registers,
  });
  const jobRequestRefusals = new Counter({
    name: 'media_fetcher_job_request_budget_refusals_total',
    help: 'Requests of jobs refused because the job had spent its request budget, by kind.',
    labelNames: ['kind'] as const,
    registers,
  });
  const cacheLookups = new Counter({
    name: 'media_fetcher_info_cache_lookups_total',
    help: 'Links read through the info cache: hit (answered from it) or miss (read by yt-dlp or joined a read).',
    labelNames: ['result'] as const,
    registers,
  });
  readGauge(
    registry,
    'media_fetcher_info_cache_entries',
    'Lookups kept in the info cache now.',
    () => sources?.infoCache().entries,
  );
  readGauge(
    registry,
    'media_fetcher_info_cache_bytes',
    'Bytes the info cache holds now (compressed, as it weighs them).',
    () => sources?.infoCache().bytes,
  );

  return {
    observer: {
      slotWaited: (seconds) => slotWait.observe(seconds),
      egressRefused: (reason) => egressRefusals.inc({ reason: egressReason(reason) }),
      fragmentFetched: () => fragments.inc(),
      jobRequest: (kind) => jobRequests.inc({ kind: jobRequestKind(kind) }),
      jobRequestRefused: (kind) => jobRequestRefusals.inc({ kind: jobRequestKind(kind) }),
      infoCacheLookup: (hit) => cacheLookups.inc({ result: hit ? 'hit' : 'miss' }),
    },
    watch(given) {
      sources = given;
    },
    close: stopListening,
  };
}
