import { int } from './values.js';

/** Running beside other processes: how long a stop waits for work, and how long a role's lease lasts. */
export const hostingSettings = {
  SHUTDOWN_GRACE_S: int(0, 3600, 20).describe('seconds running downloads get to finish on shutdown'),
  ROLE_LEASE_S: int(3, 600, 30).describe(
    "Telegram long polling and each Discord shard run in one process at a time, the holder of a lease in the database; it lasts this long unless renewed (every third of it), so a killed holder's successor waits at most this long",
  ),
};
