import type { ByteRangeRequest } from '../media/types.js';

/**
 * The one byte range of a `Range` header (`bytes=a-b`, `bytes=a-`,
 * `bytes=-n`), or undefined to answer with the whole file: no header, another
 * unit, several ranges or anything malformed (RFC 9110 §14.2 lets a server
 * ignore those). `bytes=b-a` with b > a is a range that selects nothing (416).
 */
export function parseRangeHeader(header: string | undefined): ByteRangeRequest | undefined {
  const match = /^bytes=(\d{0,15})-(\d{0,15})$/.exec(header?.trim() ?? '');
  if (!match) return undefined;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return undefined;
  if (first === '') return { suffix: Number(last) };
  return last === '' ? { start: Number(first) } : { start: Number(first), end: Number(last) };
}
