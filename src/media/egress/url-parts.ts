/** Small text helpers for host names and URL user info. */

/** `host` without the brackets of an IPv6 literal. */
export function stripBrackets(host: string): string {
  return host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host;
}

/** `decodeURIComponent`, or `text` unchanged when it is not valid percent-encoding. */
export function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
