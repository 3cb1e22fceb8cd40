import type { UsageAction, UserPlatform } from '../db/index.js';
import type { RefusalCode } from './types.js';

/*
 * What the usage service tells whoever counts jobs (the process's metrics,
 * src/metrics): every admitted request passes through begin() and its
 * ticket's finish() whichever door it came in by, so this is the one place
 * where jobs of every surface can be counted alike. Only bounded facts are
 * told: never a user, a URL or a title.
 */

/** Where a request came from, as far as the usage service can tell. */
export interface JobOrigin {
  /** The identity's platform: http, telegram or discord. */
  platform: UserPlatform;
  /** The HTTP request came from this server's own web page (UsageRequest.via). */
  via?: 'web' | undefined;
}

/** One admitted request, as it is counted. */
export interface JobLabels extends JobOrigin {
  action: UsageAction;
  /** An `info` row made for the web page's card picture (UsageRequest.purpose). */
  purpose?: 'thumbnail' | undefined;
}

/** How a ticket ended, as recorded by its finish(). */
export interface FinishedJob extends JobLabels {
  outcome: 'ok' | 'error' | 'cancelled';
  /** The stable code the caller recorded (a MediaError code, a refusal code, a bot's own). */
  errorCode?: string | undefined;
  /** Bytes sent, when the caller said. */
  bytes?: number | undefined;
  /** From begin() to finish(). */
  durationMs: number;
  /** From begin() to the first byte (UsageTicket.firstByte), when there was one. */
  firstByteMs?: number | undefined;
}

/** Told of refusals and ends; it must not throw (the calls are guarded all the same). */
export interface UsageObserver {
  /** A request refused by access or a limit: at begin(), by checkDuration(), or a download's MB once its size is known. */
  refused(code: RefusalCode, origin: JobOrigin): void;
  /** A ticket finished (once per ticket). */
  finished(job: FinishedJob): void;
}

/** Told of the signed links made and refused (see createLinkSigner). */
export interface LinkObserver {
  signed(): void;
  /** The LinkErrorCode of signed-links.ts (spelt out here: that file imports this one). */
  refused(code: 'link_invalid' | 'link_expired'): void;
}

/**
 * Calls the observer without letting it break the request: counting is never
 * worth failing a download or a refusal over.
 */
export function tell(observe: () => void): void {
  try {
    observe();
  } catch {
    // A faulty observer loses a count, nothing more.
  }
}
