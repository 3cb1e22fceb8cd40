/**
 * The owner's cookie sets (issue 44, part 3): checked, kept in the database, used per link by the
 * media core and written back after each use. The folder's one door.
 */

export { cookiesFileSites } from './file-sites.js';
export { CookieFileError, checkCookieFile, cookieFileSites, MAX_COOKIE_FILE_BYTES } from './netscape.js';
export { ASIDE_MS, CookieSets, type CookieSetsOptions } from './service.js';
export type { CookieSetView } from './store.js';
