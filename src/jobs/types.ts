import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { JobKind, JobSurface } from '../db/index.js';

export type { JobKind, JobSurface };

/**
 * What a job id looks like. Ids come back from outside (a button's data, the
 * dashboard's request), so every way in checks them against this first.
 */
export const jobIdSchema = z.string().regex(/^[A-Za-z0-9_-]{4,32}$/);

/** A new job id: 48 random bits, short enough for a button's data, unique across instances in practice. */
export function newJobId(): string {
  return randomBytes(6).toString('base64url');
}

/** What a cancel request found: the job stopping, someone else's job, or no running job by that id. */
export type CancelOutcome = 'cancelled' | 'not_yours' | 'unknown';

/** Who asks to cancel. */
export interface Canceller {
  /** Identity key, `platform:externalId` (src/usage/identity.ts). */
  identity: string;
  /** An owner may cancel anyone's job (the dashboard's Cancel, an owner in a group chat). */
  owner: boolean;
}

/** A job this process starts, as it is listed for every instance. */
export interface JobStart {
  /** The id its Cancel button carries; a new one when not given. */
  id?: string | undefined;
  surface: JobSurface;
  kind: JobKind;
  /** Identity key of who asked. */
  asker: string;
  title?: string | undefined;
  /** Its usage row, when it has one. */
  usageEventId?: number | undefined;
  /** Stops the job as its asker's Cancel does; called at most once, for a request made through any instance. */
  abort(): void;
}

/** A job on the board, as the code that runs it holds it. */
export interface ListedJob {
  readonly id: string;
  /** Resolves once the row is written (or could not be: the job then runs unlisted, cancellable only here). */
  readonly listed: Promise<void>;
  /** The job's progress: written with the next heartbeat, never more often. */
  progress(bytes: number, fraction?: number | undefined): void;
  /** Progress asked for at each heartbeat instead (a stream that counts its own bytes). */
  follow(bytes: () => number): void;
  /**
   * What to tell its asker should this process die while it runs (a chat
   * job's status message and its last words, as the bot that runs it writes
   * them): kept in its row, handed to the bot at this instance's next start
   * ({@link Notice}). Written at once; a failure only loses the notice.
   */
  notice(notice: string): void;
  /** The job ended: its row goes. Never rejects. */
  end(): Promise<void>;
}

/** One job's row as its instance writes it at the start. */
export interface JobRow {
  id: string;
  instance: string;
  surface: JobSurface;
  kind: JobKind;
  asker: string;
  title: string | null;
  usageEventId: number | null;
  startedAt: Date;
}

/** A running job of any instance, as the owner's dashboard lists it: its row and how it goes. */
export interface RunningJobView extends JobRow {
  /** When its instance last vouched for it (at most a heartbeat behind). */
  heartbeatAt: Date;
  bytes: number;
  percent: number | null;
  /** A cancel was asked for and the job has not ended yet. */
  cancelRequested: boolean;
}

/** A chat job a killed run of this instance left: its surface, and the notice its bot wrote for that case. */
export interface Notice {
  surface: JobSurface;
  /** Opaque to the board: the bot's own JSON, checked by the bot that reads it. */
  notice: string;
}
