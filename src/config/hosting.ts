import { int } from './values.js';

/** Running beside other processes: how long a stop waits for work, and how long a role's lease lasts. */
export const hostingSettings = {
  SHUTDOWN_GRACE_S: int(0, 3600, 20),
  // Roles one process may run at a time (Telegram long polling, each Discord shard): how long the
  // holder's lease in the database lasts unless renewed (renewed every third of it).
  ROLE_LEASE_S: int(3, 600, 30),
};
