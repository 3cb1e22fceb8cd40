/**
 * What a download holds from the moment it takes its job slot: the deadline over every phase, its egress
 * session, its temp folder and the disk reserved for it, and the budget of requests it makes itself; all
 * given back together when the job ends.
 */
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { type Deadline, orTimeout, startDeadline, withDeadline } from '../deadline.js';
import type { EgressProxy, ProxySession } from '../egress/proxy.js';
import type { OriginConnector } from '../fetch/origin-fetch.js';
import { type JobRequestObserver, RequestBudget } from '../fetch/request-budget.js';
import { removeJobDir } from '../tools/job-dir.js';
import type { JobQueue } from '../tools/job-queue.js';
import { reserveTempDisk } from '../tools/temp-disk.js';
import type { DownloadOptions } from '../types.js';

/** A job's slot and what it holds. */
export interface JobSlot {
  deadline: Deadline;
  session: ProxySession;
  jobDir: string;
  requests: RequestBudget;
  /** Opens connections for the job's own fetches, through its session. */
  connect: OriginConnector;
  /** Holds temp disk for the job's files until its folder goes (tools/temp-disk.ts). */
  reserveTempDisk(bytes: number): Promise<void>;
  /** Gives everything back; resolves once the folder is gone and its disk freed. */
  end(): Promise<void>;
}

/** What taking a slot needs of the planner. */
export interface JobSlotContext {
  queue: JobQueue;
  proxy: EgressProxy;
  tmpDir: string;
  jobTimeoutMs: number;
  jobRequests?: JobRequestObserver | undefined;
}

/**
 * Waits for a job slot; JOB_TIMEOUT_S runs from here over every phase (the wait, selector, origin's head,
 * playlist, sniffing, body), so a job that waited long for its slot has that much less left.
 */
export async function takeJobSlot(
  context: JobSlotContext,
  budget: { subtitleTracks: number | undefined; mediaLengthS: number | undefined },
  options: DownloadOptions,
): Promise<JobSlot> {
  const deadline = startDeadline(context.jobTimeoutMs);
  let release: () => void;
  try {
    release = await context.queue.acquire(withDeadline(options.signal, deadline), options.onQueued);
  } catch (error) {
    deadline.clear();
    throw orTimeout(error, deadline);
  }
  const session = context.proxy.createSession();
  const jobDir = path.join(context.tmpDir, `job-${randomUUID()}`);
  const diskHeld: (() => void)[] = [];
  const end = () => {
    deadline.clear();
    release();
    session.end();
    return removeJobDir(jobDir).then(() => {
      for (const free of diskHeld.splice(0)) free();
    });
  };
  return {
    ...{ deadline, session, jobDir, end },
    // Every request the job makes itself counts against one budget (fetch/request-budget.ts).
    requests: new RequestBudget(budget, context.jobRequests),
    connect: (url: URL) => context.proxy.open(session, url),
    reserveTempDisk: async (bytes) => void diskHeld.push(await reserveTempDisk(context.tmpDir, bytes)),
  };
}
