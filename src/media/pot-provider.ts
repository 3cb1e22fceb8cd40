/**
 * Whether the PO-token provider (YTDLP_POT_PROVIDER_URL) answers its health endpoint, GET /ping, asked
 * through the same egress rules yt-dlp's plugin meets: /api/health and the start log say it.
 */
import type { EgressProxy } from './egress/proxy.js';
import { fetchOrigin } from './fetch/origin-fetch.js';

/** A provider that has not answered in this long counts as down: it answers a local ping in milliseconds. */
export const POT_PING_TIMEOUT_MS = 2000;
/** One ping serves every ask for this long, so a monitor polling /api/health costs the provider little. */
export const POT_PING_CACHE_MS = 5000;

export type PotProviderAnswer = 'up' | 'down';

/** Asks `origin`/ping once per POT_PING_CACHE_MS at most; asks within it share the answer (or the ask in flight). */
export function potProviderPing(proxy: EgressProxy, origin: string): () => Promise<PotProviderAnswer> {
  let last: { at: number; answer: Promise<PotProviderAnswer> } | undefined;
  return () => {
    if (last && Date.now() - last.at < POT_PING_CACHE_MS) return last.answer;
    last = { at: Date.now(), answer: pingOnce(proxy, origin) };
    return last.answer;
  };
}

async function pingOnce(proxy: EgressProxy, origin: string): Promise<PotProviderAnswer> {
  const session = proxy.createSession({ maxResponseBytes: 64 * 1024 });
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<PotProviderAnswer>((resolve) => {
    timer = setTimeout(() => resolve('down'), POT_PING_TIMEOUT_MS);
  });
  const asked = fetchOrigin((url) => proxy.open(session, url), { url: `${origin}/ping` }).then(
    (response) => {
      response.body.resume();
      return 'up' as const;
    },
    () => 'down' as const,
  );
  try {
    return await Promise.race([asked, late]);
  } finally {
    clearTimeout(timer);
    // Cuts a connection still open (a ping that timed out, a body not read to its end).
    session.end();
  }
}
