/**
 * The bots' one logger type and the one way they make an error fit to log.
 */

/** The logger methods the bots use; a pino logger (or child) fits. */
export interface BotLogger {
  debug(obj: object, msg?: string): void;
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

/** An error as it may be logged: name, code, status and a scrubbed, bounded message. */
export interface LoggableError {
  name: string;
  message: string;
  code?: unknown;
  status?: unknown;
}

/**
 * Error details safe to log. A bot token is part of every Bot API URL, and
 * Discord's webhook and interaction URLs hold tokens: they could surface in a
 * network error's message or cause, so `secrets` (the bot token) are cut out,
 * as is anything shaped like a token (see {@link scrubTokens}).
 */
export function loggableError(error: unknown, ...secrets: string[]): LoggableError {
  const scrub = (text: string) =>
    scrubTokens(secrets.reduce((t, secret) => (secret ? t.split(secret).join('[token]') : t), text)).slice(0, 1000);
  if (!(error instanceof Error)) return { name: 'unknown', message: scrub(String(error)) };
  const { code, status } = error as { code?: unknown; status?: unknown };
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
  return {
    name: error.name,
    message: scrub(`${error.message}${cause}`),
    ...(code !== undefined ? { code } : {}),
    ...(status !== undefined ? { status } : {}),
  };
}

/** Replaces the token part of interaction and webhook paths, and anything shaped like a Discord bot token. */
export function scrubTokens(text: string): string {
  return text
    .replace(/(\/(?:webhooks|interactions)\/\d+\/)[^/\s?]+/g, '$1[redacted]')
    .replace(/[\w-]{23,28}\.[\w-]{6,7}\.[\w-]{27,}/g, '[redacted]');
}
