import { shared } from './shared-elements.js';

/*
 * The API key, when the server needs one: kept in this browser's storage
 * across visits until forgotten, or for this visit only where storage is off.
 */

const KEY_STORAGE = 'media-fetcher.api-key';

function storedKey(): string | null {
  try {
    return localStorage.getItem(KEY_STORAGE);
  } catch {
    return null; // storage may be off (private mode); the key is then asked for each time
  }
}

let sessionKey: string | null = storedKey();

/** The key in use, or null when none was given. */
export function apiKey(): string | null {
  return sessionKey;
}

/** Uses a key (and keeps it), or forgets it with null; the "Forget" button shows while there is one. */
export function setKey(key: string | null): void {
  sessionKey = key;
  try {
    if (key) localStorage.setItem(KEY_STORAGE, key);
    else localStorage.removeItem(KEY_STORAGE);
  } catch {
    // kept for this visit only
  }
  shared.forgetKey.hidden = !key;
}
