/**
 * Where our ffmpeg gets each source of a merge, remux or conversion from:
 * a URL it reads itself (a plain file; a live playlist), a copy in the job's
 * folder (a plain file whose origin ignores Range: range-ignored-copy.ts),
 * the server's own fetch of the fragments (fragment-reader.ts) piped in, or a
 * yt-dlp run piped in (everything only yt-dlp can fetch: encrypted HLS,
 * byte-range fragments, other protocols).
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { type SpanRange, spanStage } from '../../options/index.js';
import { type Deadline, jobTimeoutError, orTimeout } from '../deadline.js';
import type { MediaError } from '../errors.js';
import { readFragments } from '../fetch/fragment-reader.js';
import { cookiesOf, type FragmentList, fragmentList } from '../fetch/fragments.js';
import type { OriginConnector } from '../fetch/origin-fetch.js';
import type { RequestBudget } from '../fetch/request-budget.js';
import type { YtdlpFormat } from '../schemas.js';
import { type FfmpegInput, isPlainHttp } from '../tools/ffmpeg.js';
import { type Supervised, trackTransfer } from '../tools/process.js';
import { streamFormat, type YtdlpContext } from '../tools/ytdlp.js';
import { copyIfRangeIgnored } from './range-ignored-copy.js';
import { fragmentsForSpan } from './span-fragments.js';

/** A source piped into ffmpeg on file descriptor `fd`. */
export interface Feeder {
  fd: number;
  format: YtdlpFormat;
  stream: Readable;
  /** The yt-dlp run behind `stream`; none when the server fetches the fragments itself. */
  job?: Supervised | undefined;
  /** Bytes read ahead of `stream` (see adts.ts), to go to ffmpeg first. */
  head?: Buffer | undefined;
}

export interface FeedPlan {
  jobDir: string;
  infoJsonPath: string;
  ytdlp: YtdlpContext;
  /** The job's deadline: the playlist read, every process and every fetch of our own end there. */
  deadline: Deadline;
  maxBytes: number;
  live?: boolean | undefined;
  signal?: AbortSignal | undefined;
  /** The job's egress connector; without it every fragmented source goes through yt-dlp. */
  connect?: OriginConnector | undefined;
  /** Only this part is wanted: each input seeks to its start, fragment lists are fetched from there (span-fragments.ts). */
  span?: SpanRange | undefined;
  /** Told of each fragment the server fetched itself (the metrics). */
  onFragment?: (() => void) | undefined;
  /** The job's request budget: each playlist and fragment request (and redirect) counts. */
  requests?: RequestBudget | undefined;
  /** Holds temp disk for a copy of a source (range-ignored-copy.ts) until the job ends. */
  reserveTempDisk?: ((bytes: number) => Promise<void>) | undefined;
}

/** The job's one MAX_FILESIZE_MB budget, shared by all its streams. */
type ByteBudget = { used: number; max: number };

export interface Feeds {
  inputs: FfmpegInput[];
  feeders: Feeder[];
  /** The yt-dlp runs started. */
  processes: Supervised[];
  /** Stops the server's own fetches (their connections close at once). */
  stop(): void;
  /** The first failure of a fetch of our own, once there is one. */
  error(): MediaError | undefined;
}

/**
 * Starts the sources of a job. Fragment lists are read first (an HLS media
 * playlist is one request), so nothing fails between starting one process and
 * the next. `failed` is called when one of the server's own fetches fails.
 */
export async function startFeeds(plan: FeedPlan, sources: YtdlpFormat[], failed: () => void): Promise<Feeds> {
  const connect = plan.connect && (plan.requests?.connector('fragment', plan.connect) ?? plan.connect);
  // One budget for all the streams of the job: together they may not fetch more than MAX_FILESIZE_MB.
  const budget = { used: 0, max: plan.maxBytes };
  const ready = await prepareSources(plan, sources, connect, budget);
  const workDirs = await Promise.all(sources.map((_, i) => makeWorkDir(plan.jobDir, 3 + i)));
  const { span } = plan;
  const seekS = span && ((offsetS = 0) => spanStage().input.seekS(span, offsetS));
  const context: FeedContext = { plan, connect, budget, seekS, workDirs, failed };
  const built: BuiltFeeds = { inputs: [], feeders: [], processes: [], native: [], error: undefined, stopped: false };
  for (const [i, format] of sources.entries()) addSource(built, context, format, i, ready[i]);
  const stop = guardOwnFetches(built, plan.deadline, failed);
  const { inputs, feeders, processes } = built;
  return { inputs, feeders, processes, stop, error: () => built.error };
}

/** A source's fragment list (read by the server) or its local copy (an origin that ignores Range), when it has one. */
interface PreparedSource {
  list?: FragmentList | undefined;
  copy?: string | undefined;
}

/** Reads every fragment list and makes every copy before any source starts; the first failure stops the others. */
async function prepareSources(
  plan: FeedPlan,
  sources: YtdlpFormat[],
  connect: OriginConnector | undefined,
  budget: ByteBudget,
): Promise<PreparedSource[]> {
  // Reading a playlist is a transfer of its own until the feeds start: shutdown stops it too.
  const lookup = new AbortController();
  const untrackLookup = trackTransfer(() => lookup.abort());
  const { deadline } = plan;
  const signal = AbortSignal.any([lookup.signal, deadline.signal, ...(plan.signal ? [plan.signal] : [])]);
  const copyContext = plan.connect && {
    connect: plan.requests?.connector('file', plan.connect) ?? plan.connect,
    jobDir: plan.jobDir,
    reserveTempDisk: plan.reserveTempDisk,
    budget,
    signal,
  };
  const prepared = sources.map(async (format, i): Promise<PreparedSource> => {
    if (!isPlainHttp(format)) {
      return { list: connect && !plan.live ? await fragmentList(format, { connect, signal }) : undefined };
    }
    // A live stream is read as it comes; a plain file whose origin ignores Range is read from a copy.
    return { copy: copyContext && !plan.live ? await copyIfRangeIgnored(format, i, copyContext) : undefined };
  });
  return allSettledOrFirstError(prepared, () => lookup.abort())
    .catch((error: unknown) => {
      throw orTimeout(error, deadline);
    })
    .finally(untrackLookup);
}

/** What every source's step needs: the plan, the job's fragment connector and byte budget, the span's seek. */
interface FeedContext {
  plan: FeedPlan;
  connect: OriginConnector | undefined;
  budget: ByteBudget;
  seekS: ((offsetS?: number) => number) | undefined;
  workDirs: string[];
  failed: () => void;
}

/** The feeds as they are built, and what the server's own fetches share: their first error, and a stop on purpose. */
interface BuiltFeeds {
  inputs: FfmpegInput[];
  feeders: Feeder[];
  processes: Supervised[];
  native: Readable[];
  error: MediaError | undefined;
  stopped: boolean;
}

/** ffmpeg reads a copy or a URL itself; anything else is piped in, fetched by the server or by yt-dlp. */
function addSource(built: BuiltFeeds, context: FeedContext, format: YtdlpFormat, i: number, ready?: PreparedSource) {
  const { plan, seekS } = context;
  const { list, copy } = ready ?? {};
  if (copy) {
    built.inputs.push({ kind: 'file', path: copy, seekS: seekS?.() });
    return;
  }
  if (isPlainHttp(format) || (plan.live && isHls(format))) {
    built.inputs.push({ kind: 'url', url: format.url as string, headers: format.http_headers, seekS: seekS?.() });
    return;
  }
  const fd = 3 + built.feeders.length;
  // A span fetches only the fragments it overlaps; the seek is then counted from the first one kept.
  const part = list && plan.span ? fragmentsForSpan(list, plan.span) : undefined;
  const urls = part?.urls ?? list?.urls;
  built.inputs.push({ kind: 'pipe', fd, seekS: seekS?.(part?.offsetS) });
  if (urls && context.connect) addOwnFetch(built, context, context.connect, { fd, format, urls });
  else addYtdlpFeed(built, plan, { fd, format, workDir: context.workDirs[i] as string });
}

/** The server fetches the fragments itself; its first failure is the job's. */
function addOwnFetch(
  built: BuiltFeeds,
  { plan, budget, failed }: FeedContext,
  connect: OriginConnector,
  { fd, format, urls }: { fd: number; format: YtdlpFormat; urls: URL[] },
): void {
  const stream = readFragments({
    urls,
    connect,
    concurrency: plan.ytdlp.concurrentFragments ?? 1,
    httpHeaders: format.http_headers,
    cookies: cookiesOf(format),
    credentialsFor: format.url ?? undefined,
    budget,
    onFragment: plan.onFragment,
  });
  stream.once('error', (cause: MediaError) => {
    if (built.stopped) return;
    built.error ??= cause;
    failed();
  });
  built.native.push(stream);
  built.feeders.push({ fd, format, stream });
}

/** Fragmented protocols yt-dlp alone can fetch are piped in from it. */
function addYtdlpFeed(
  built: BuiltFeeds,
  plan: FeedPlan,
  { fd, format, workDir }: { fd: number; format: YtdlpFormat; workDir: string },
): void {
  const job = streamFormat(plan.ytdlp, plan.infoJsonPath, format.format_id, {
    signal: plan.signal,
    timeoutMs: plan.deadline.remainingMs(),
    workDir,
  });
  built.processes.push(job);
  built.feeders.push({ fd, format, stream: job.child.stdout as Readable, job });
}

/** The server's own fetches end at the deadline or a shutdown, or when stopped; returns that stop. */
function guardOwnFetches(built: BuiltFeeds, deadline: Deadline, failed: () => void): () => void {
  const { native } = built;
  // Our own fetches have no process timeout: the deadline stops them (and so the job) wherever it is.
  const onDeadline = () => {
    if (built.stopped) return;
    built.error ??= jobTimeoutError();
    failed();
  };
  const stop = () => {
    built.stopped = true;
    deadline.signal.removeEventListener('abort', onDeadline);
    for (const stream of native) stream.destroy();
  };
  if (native.length > 0) deadline.signal.addEventListener('abort', onDeadline, { once: true });
  // Shutdown stops these fetches with the children; the registration ends with them.
  const untrack = native.length > 0 ? trackTransfer(stop) : () => {};
  for (const stream of native) stream.once('close', () => native.every((s) => s.destroyed) && untrack());
  return stop;
}

/**
 * Pipes a feeder into ffmpeg's pipe `sink`. pipe() ends the sink when the feed
 * ends, but leaves it open when the feed fails or is stopped (destroyed), and
 * an open pipe with nothing coming is what keeps ffmpeg alive: stopped with
 * SIGTERM while muxing, it ends by joining its reader threads, and the one
 * blocked reading this pipe never returns (the supervised bwrap is gone by
 * then, ffmpeg lives on holding our pipes, and the download never settles).
 * Closing our end makes that read return at once.
 */
export function feedInto(feeder: Feeder, sink: Writable): void {
  const { stream, head } = feeder;
  // ffmpeg may stop reading early (error, or enough data): that is not our crash.
  sink.on('error', () => {});
  stream.on('error', () => {});
  if (stream.destroyed) {
    // Already over: read to its end while its first bytes were sniffed, or stopped then (a fetch failed).
    if (stream.readableEnded) sink.end(head);
    else sink.destroy();
    return;
  }
  stream.once('close', () => {
    if (!stream.readableEnded) sink.destroy();
  });
  if (head?.length) sink.write(head);
  stream.pipe(sink);
}

/**
 * Every task's result once all have settled; at the first failure `abort` is
 * called (the others stop early) and, once all have settled (none still
 * writing into the job's folder), that first failure is thrown.
 */
async function allSettledOrFirstError<T>(tasks: Promise<T>[], abort: () => void): Promise<T[]> {
  let first: { error: unknown } | undefined;
  const watched = tasks.map((task) =>
    task.catch((error: unknown) => {
      first ??= { error };
      abort();
      throw error;
    }),
  );
  const settled = await Promise.allSettled(watched);
  if (first) throw first.error;
  return settled.map((result) => (result as PromiseFulfilledResult<T>).value);
}

export function isHls(format: YtdlpFormat): boolean {
  return (format.protocol === 'm3u8' || format.protocol === 'm3u8_native') && typeof format.url === 'string';
}

/** Fragment downloads write "--Frag<N>" files into the working directory: each yt-dlp gets its own. */
export async function makeWorkDir(jobDir: string, index: number): Promise<string> {
  const dir = path.join(jobDir, `stream-${index}`);
  await mkdir(dir, { recursive: true });
  return dir;
}
