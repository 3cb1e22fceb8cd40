import { databaseFault } from './db/index.js';
import { databaseUnavailableError, diskFullError, isMediaError, isOutOfSpace } from './media/index.js';

/**
 * The one reading of a failure that is the server's own resources rather than
 * a bug: a full disk under DATA_DIR (a temp file, the SQLite file, yt-dlp's
 * cache) and a database that cannot be reached. Both become the MediaError
 * with their stable code (`disk_full`, `database_unavailable`), a
 * Retry-After and a sentence; the HTTP error handler, the usage rows' error
 * codes and the bots' sentences all read errors through this, so none of
 * them says `internal` for a fault that passes. Any other error is returned
 * as it is.
 */
export function asKnownFault(error: unknown): unknown {
  if (isMediaError(error)) return error;
  const fault = databaseFault(error);
  if (fault === 'unavailable') return databaseUnavailableError(error);
  if (fault === 'disk_full' || isOutOfSpace(error)) return diskFullError(error, false);
  return error;
}
