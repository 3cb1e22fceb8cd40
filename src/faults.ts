import { databaseFault } from './db/index.js';
import { databaseUnavailableError, diskFullError, isMediaError, isOutOfSpace } from './media/index.js';

/**
 * The one reading of a failure of the server's own resources rather than a bug (a full disk under DATA_DIR, an
 * unreachable database) as its MediaError (`disk_full`, `database_unavailable`, with Retry-After), so that the
 * HTTP answers, the usage rows and the bots never say `internal` for a fault that passes. Other errors pass as they are.
 */
export function asKnownFault(error: unknown): unknown {
  if (isMediaError(error)) return error;
  const fault = databaseFault(error);
  if (fault === 'unavailable') return databaseUnavailableError(error);
  if (fault === 'disk_full' || isOutOfSpace(error)) return diskFullError(error, false);
  return error;
}
