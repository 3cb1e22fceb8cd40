/**
 * One warm yt-dlp (ytdlp-worker.py beside this file): a Python process that
 * imported yt_dlp once and reads links one at a time, confined like any other
 * yt-dlp run. The pool (ytdlp-pool.ts) decides when one starts and retires.
 */
import { z } from 'zod';
import { type CollectedOutput, type ExitInfo, markStanding, type Supervised, supervise } from './process.js';
import type { WorkerLaunch } from './ytdlp-worker-launch.js';

export type { WorkerLaunch } from './ytdlp-worker-launch.js';

/** One request: yt-dlp's arguments as on its command line, and the proxy of this request's egress session. */
export interface WorkerRequest {
  args: readonly string[];
  proxy: string;
  maxJsonBytes: number;
}

/** A header line of the driver: its ready line, or an answer's. Checked: the worker reads what strangers send. */
const headerSchema = z.object({
  ready: z.literal(true).optional(),
  version: z.string().max(100).optional(),
  code: z.number().int().optional(),
  stderr: z
    .string()
    .max(64 * 1024)
    .optional(),
  overflow: z.boolean().optional(),
  stdoutBytes: z.number().int().nonnegative().optional(),
});
type Answer = { header: z.infer<typeof headerSchema>; body: Buffer };

/** The longest header line taken (the driver keeps stderr to 8 KiB). */
const MAX_HEADER_BYTES = 128 * 1024;

/**
 * Frames the driver's answers: a JSON header line, then `stdoutBytes` bytes.
 * Throws on anything else, or on more than `maxBodyBytes()` announced (a
 * worker taken over by a crafted page must not make the server buffer without end).
 */
class AnswerReader {
  private head = Buffer.alloc(0);
  private header: Answer['header'] | undefined;
  private body: Buffer[] = [];
  private bodyLength = 0;

  constructor(
    private readonly maxBodyBytes: () => number,
    private readonly onAnswer: (answer: Answer) => void,
  ) {}

  push(chunk: Buffer): void {
    let rest: Buffer | undefined = chunk;
    while (rest && rest.length > 0) rest = this.header ? this.pushBody(rest) : this.pushHead(rest);
  }

  /** Returns what follows the header line, if it is complete. */
  private pushHead(chunk: Buffer): Buffer | undefined {
    const end = chunk.indexOf(0x0a);
    this.head = Buffer.concat([this.head, end < 0 ? chunk : chunk.subarray(0, end)]);
    if (this.head.length > MAX_HEADER_BYTES) throw new Error('header line too long');
    if (end < 0) return undefined;
    this.header = headerSchema.parse(JSON.parse(this.head.toString('utf8')));
    this.head = Buffer.alloc(0);
    if ((this.header.stdoutBytes ?? 0) > this.maxBodyBytes()) throw new Error('answer larger than asked for');
    this.finishIfComplete();
    return chunk.subarray(end + 1);
  }

  /** Returns what follows the body, if it is complete. */
  private pushBody(chunk: Buffer): Buffer | undefined {
    const wanted = (this.header?.stdoutBytes ?? 0) - this.bodyLength;
    this.body.push(chunk.subarray(0, wanted));
    this.bodyLength += Math.min(wanted, chunk.length);
    this.finishIfComplete();
    return chunk.length > wanted ? chunk.subarray(wanted) : undefined;
  }

  private finishIfComplete(): void {
    const header = this.header;
    if (!header || this.bodyLength < (header.stdoutBytes ?? 0)) return;
    const body = Buffer.concat(this.body);
    this.header = undefined;
    this.body = [];
    this.bodyLength = 0;
    this.onAnswer({ header, body });
  }
}

/** A running worker. `ready` resolves with yt-dlp's version once it can take requests. */
export class YtdlpWorker {
  readonly ready: Promise<string>;
  /** Requests answered so far. */
  requests = 0;
  private readonly process: Supervised;
  private pending: ((answer: Answer | ExitInfo) => void) | undefined;
  /** The most the request now running may answer with (none while no request runs). */
  private maxBodyBytes = 0;
  private dead = false;
  /** Set when the worker said something that is not the driver's protocol (it is stopped then). */
  private brokeProtocol = false;

  constructor(launch: WorkerLaunch) {
    const args = [launch.driver, launch.importPath ?? ''];
    this.process = supervise(launch.python, args, {
      launcher: launch.launcher,
      paths: launch.paths,
      stdio: ['pipe', 'pipe', 'pipe'],
      standing: true,
    });
    let announce: ((version: string) => void) | undefined;
    this.ready = new Promise<string>((resolve, reject) => {
      announce = resolve;
      void this.process.exited.then((exit) => {
        this.dead = true;
        const lastStderrLine = this.process.stderrTail().trim().split('\n').at(-1) ?? '';
        reject(
          new Error(
            `the worker ended before it was ready (exit ${exit.code ?? exit.signal}${lastStderrLine ? `: ${lastStderrLine}` : ''})`,
          ),
        );
      });
    });
    this.ready.catch(() => undefined);
    const reader = new AnswerReader(
      () => this.maxBodyBytes,
      (answer) => {
        if (answer.header.ready) return announce?.(answer.header.version ?? 'unknown');
        const waiting = this.pending;
        // An answer nobody asked for: whatever speaks there is not the driver any more.
        if (!waiting) {
          this.brokeProtocol = true;
          return this.stop('cancelled');
        }
        this.pending = undefined;
        waiting(answer);
      },
    );
    this.process.child.stdout?.on('data', (chunk: Buffer) => {
      try {
        reader.push(chunk);
      } catch {
        // Not the driver's framing: whatever runs there cannot be trusted with another request.
        this.brokeProtocol = true;
        this.stop('cancelled');
      }
    });
    void this.process.exited.then((exit) => {
      this.dead = true;
      const waiting = this.pending;
      this.pending = undefined;
      waiting?.(exit);
    });
    this.process.child.stdin?.on('error', () => undefined);
  }

  get alive(): boolean {
    return !this.dead;
  }

  /**
   * One lookup, answered as `collect` answers for a process of its own. A
   * timeout or an abort stops the worker (yt-dlp cannot be interrupted
   * halfway and then trusted), and the answer says why, as for a process.
   */
  async run(
    request: WorkerRequest,
    options: { timeoutMs: number; signal?: AbortSignal | undefined },
  ): Promise<CollectedOutput & { overflow?: boolean }> {
    if (this.pending || this.dead) throw new Error('worker busy or gone');
    this.requests += 1;
    const answered = new Promise<Answer | ExitInfo>((resolve) => {
      this.pending = resolve;
    });
    let stoppedBecause: ExitInfo['killedBecause'];
    const stop = (reason: ExitInfo['killedBecause']) => {
      stoppedBecause ??= reason;
      this.stop(reason);
    };
    markStanding(this.process, true);
    this.maxBodyBytes = request.maxJsonBytes;
    const timer = setTimeout(() => stop('timeout'), options.timeoutMs);
    const onAbort = () => stop('aborted');
    if (options.signal?.aborted) onAbort();
    else options.signal?.addEventListener('abort', onAbort, { once: true });
    this.process.child.stdin?.write(`${JSON.stringify(request)}\n`);
    try {
      const answer = await answered;
      if ('body' in answer) {
        const { code = 1, stderr = '', overflow } = answer.header;
        return { code, signal: null, stdout: answer.body.toString('utf8'), stderr, ...(overflow ? { overflow } : {}) };
      }
      if (this.brokeProtocol) {
        // A failed lookup, not a cancelled one: the page may well have been crafted to do this.
        return { code: 1, signal: null, stdout: '', stderr: 'ERROR: the yt-dlp worker broke its protocol' };
      }
      return {
        ...answer,
        killedBecause: stoppedBecause ?? answer.killedBecause,
        stdout: '',
        stderr: this.process.stderrTail(),
      };
    } finally {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onAbort);
      markStanding(this.process, false);
      this.maxBodyBytes = 0;
    }
  }

  /** Stops the worker and everything in its sandbox. */
  stop(reason: ExitInfo['killedBecause'] = 'cancelled'): void {
    this.dead = true;
    this.process.stop(reason);
  }

  /** Resolves once the process has gone. */
  exited(): Promise<ExitInfo> {
    return this.process.exited;
  }
}
