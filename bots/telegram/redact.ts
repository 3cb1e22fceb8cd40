/**
 * Error details safe to log: the bot token is part of every Bot API URL and
 * could surface in a network error's message or cause, so it is cut out.
 */
export function describeError(error: unknown, token: string): { name: string; message: string; code?: string } {
  const scrub = (text: string) => (token ? text.split(token).join('[token]') : text);
  if (error instanceof Error) {
    const code = (error as { code?: unknown }).code;
    const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
    return {
      name: error.name,
      message: scrub(`${error.message}${cause}`).slice(0, 1000),
      ...(typeof code === 'string' ? { code } : {}),
    };
  }
  return { name: 'unknown', message: scrub(String(error)).slice(0, 1000) };
}
