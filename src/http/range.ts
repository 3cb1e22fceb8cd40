import type { ByteRangeRequest } from '../media/index.js';

/**
 * The one byte range of a `Range` header (`bytes=a-b`, `bytes=a-`,
 * `bytes=-n`), or undefined to answer with the whole file: no header, another
 * unit, several ranges or anything malformed (RFC 9110 §14.2 lets a server
 * ignore those), including `bytes=b-a` with b > a, which RFC 9110 calls invalid.
 */
export function parseRangeHeader(header: string | undefined): ByteRangeRequest | undefined {
  const match = /^bytes=(\d{0,15})-(\d{0,15})$/.exec(header?.trim() ?? '');
  if (!match) return undefined;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return undefined;
  if (first === '') return { suffix: Number(last) };
  if (last === '') return { start: Number(first) };
  return Number(last) < Number(first) ? undefined : { start: Number(first), end: Number(last) };
}
