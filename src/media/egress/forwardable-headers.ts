/** Which request headers of a proxied request may go on to the destination. */

// RFC 9110 §7.6.1 plus the non-standard Proxy-Connection; never forwarded.
export const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

/** Raw headers (flat name/value list) minus Host, hop-by-hop ones, those named in Connection and `drop` (lowercase). */
export function forwardableHeaders(raw: string[], drop: string[] = []): string[] {
  const named = new Set<string>();
  for (let i = 0; i + 1 < raw.length; i += 2) {
    if (raw[i]?.toLowerCase() === 'connection') {
      for (const token of (raw[i + 1] ?? '').split(',')) named.add(token.trim().toLowerCase());
    }
  }
  const out: string[] = [];
  for (let i = 0; i + 1 < raw.length; i += 2) {
    const name = raw[i] ?? '';
    const lower = name.toLowerCase();
    if (HOP_BY_HOP.has(lower) || named.has(lower) || lower === 'host' || drop.includes(lower)) continue;
    out.push(name, raw[i + 1] ?? '');
  }
  return out;
}
