/*
 * The one reading of a signed link's query string. A signature protects only
 * what the reader of the link sees, so the text is read strictly: a `%` that
 * is not a valid UTF-8 escape is refused rather than guessed at (a lenient
 * reader turns `%FF` into U+FFFD, another keeps `%FF` as is, and the two would
 * then disagree on a signed value).
 */

/** A query that cannot be read one way only; the message is a sentence fit to show a person. */
export class MalformedQueryError extends Error {
  override name = 'MalformedQueryError';
}

/** One `key=value` part: `+` is a space, then percent-escapes are decoded, strictly. */
function decodePart(text: string): string {
  try {
    return decodeURIComponent(text.replaceAll('+', ' '));
  } catch {
    throw new MalformedQueryError('The query holds a "%" that is not a valid escape.');
  }
}

/**
 * `a=1&b=x+y` → `[['a', '1'], ['b', 'x y']]`, in order, repeats kept (the
 * caller decides what a repeat means). Reads what `URLSearchParams` writes:
 * empty parts are skipped, a part without `=` has an empty value.
 *
 * @throws MalformedQueryError on an invalid percent-escape.
 */
export function readQuery(text: string): [string, string][] {
  const entries: [string, string][] = [];
  for (const part of text.split('&')) {
    if (part === '') continue;
    const at = part.indexOf('=');
    entries.push(at < 0 ? [decodePart(part), ''] : [decodePart(part.slice(0, at)), decodePart(part.slice(at + 1))]);
  }
  return entries;
}
