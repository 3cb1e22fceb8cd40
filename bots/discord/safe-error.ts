/**
 * Errors as they may be logged. discord.js errors can carry request URLs, and
 * webhook and interaction URLs hold tokens, so only the name, code, status and
 * a scrubbed message are kept; the bot token is never part of an error.
 */
export function loggableError(error: unknown): { name: string; message: string; code?: unknown; status?: unknown } {
  if (!(error instanceof Error)) return { name: 'NonError', message: scrubTokens(String(error)) };
  const { code, status } = error as { code?: unknown; status?: unknown };
  return {
    name: error.name,
    message: scrubTokens(error.message),
    ...(code !== undefined ? { code } : {}),
    ...(status !== undefined ? { status } : {}),
  };
}

/** Replaces the token part of interaction and webhook paths, and anything shaped like a bot token. */
export function scrubTokens(text: string): string {
  return text
    .replace(/(\/(?:webhooks|interactions)\/\d+\/)[^/\s?]+/g, '$1[redacted]')
    .replace(/[\w-]{23,28}\.[\w-]{6,7}\.[\w-]{27,}/g, '[redacted]');
}
