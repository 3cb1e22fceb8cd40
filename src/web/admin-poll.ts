import type { AdminDashboard } from './admin-types.js';
import { ApiError, get } from './api.js';

/*
 * Reading GET /api/admin every 2 s while the tab is visible, so "Running now"
 * stays live; a hidden tab asks nothing, and asks at once when it shows
 * again. One request at a time: a refresh asked for while one is out (after
 * a Cancel) is made when it is back. A refused key (401, 403), or no owner's
 * sign-in, stops the polling until a key is given or the owner signs in.
 */

const EVERY_MS = 2000;

export interface PollHandlers {
  answer(dashboard: AdminDashboard): void;
  /** The request failed; `stopped` when it was refused and no more are made until `refresh`. */
  failed(error: unknown, stopped: boolean): void;
}

let handlers: PollHandlers | undefined;
let timer: ReturnType<typeof setTimeout> | undefined;
let asking = false;
let askAgain = false;
let stopped = false;

const refusals = new Set(['unauthorized', 'forbidden', 'owner_login_required']);
const refused = (error: unknown) => error instanceof ApiError && refusals.has(error.code);

function schedule(): void {
  clearTimeout(timer);
  if (!stopped && document.visibilityState === 'visible') timer = setTimeout(() => void refresh(), EVERY_MS);
}

/** Asks for the dashboard now (again after a refusal, once a key was given), then every 2 s. */
export async function refresh(): Promise<void> {
  stopped = false;
  if (asking) {
    askAgain = true;
    return;
  }
  clearTimeout(timer);
  asking = true;
  try {
    const dashboard = (await (await get('/api/admin')).json()) as AdminDashboard;
    handlers?.answer(dashboard);
  } catch (error) {
    stopped = refused(error);
    handlers?.failed(error, stopped);
  } finally {
    asking = false;
  }
  if (askAgain && !stopped) {
    askAgain = false;
    void refresh();
  } else {
    askAgain = false;
    schedule();
  }
}

/** Starts reading the dashboard, now and every 2 s while the tab is visible. */
export function startPolling(with_: PollHandlers): void {
  handlers = with_;
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible' && !stopped) void refresh();
    else clearTimeout(timer);
  });
  void refresh();
}
