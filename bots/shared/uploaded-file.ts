import { CookieFileError, MAX_COOKIE_FILE_BYTES } from '../../src/cookies/index.js';

/** How long a file the owner sent may take to arrive from the platform's file host. */
const READ_TIMEOUT_MS = 30_000;

/**
 * Reads a cookies.txt the owner sent, from the URL its chat platform gave for it (Telegram's file
 * API, Discord's CDN): no redirect followed, so the bytes come from that host only, and no more
 * than the cap read (a larger file is refused as too large, whatever its size said). The URL may
 * hold a bot token: it never reaches an error message.
 */
export async function readUploadedCookieFile(url: string): Promise<string> {
  const response = await fetch(url, { redirect: 'error', signal: AbortSignal.timeout(READ_TIMEOUT_MS) });
  if (!response.ok || !response.body) throw new Error(`the file host answered ${response.status}`);
  const chunks: Uint8Array[] = [];
  let bytes = 0;
  for await (const chunk of response.body) {
    bytes += chunk.byteLength;
    if (bytes > MAX_COOKIE_FILE_BYTES) {
      await response.body.cancel().catch(() => undefined);
      throw new CookieFileError('error-cookies-too-large');
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}
