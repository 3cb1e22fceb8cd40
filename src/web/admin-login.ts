import { post } from './api.js';

/*
 * Signing in without API keys: the one-time link the server prints
 * (`/admin#login=<code>`, from the start log or `npm run owner-link`) brings
 * its code in the address's fragment, which the browser never sends; the page
 * trades it for the owner's session cookie (HttpOnly: no script here reads it).
 */

/** The code of a sign-in link, taken out of the address so that neither the history nor a reload keeps it. */
export function takeLoginCode(): string | undefined {
  const match = /^#login=([^&]+)$/.exec(location.hash);
  if (!match?.[1]) return undefined;
  history.replaceState(null, '', `${location.pathname}${location.search}`);
  return decodeURIComponent(match[1]);
}

/** Trades the code for the session cookie; throws the API's refusal (used, expired, not valid). */
export async function signIn(code: string): Promise<void> {
  await post('/api/admin/login', { code });
}
