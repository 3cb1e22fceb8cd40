import pino, { type Logger } from 'pino';

export type { Logger };

/**
 * One logger for the process; Fastify and the bots take children of it.
 * Secrets that could appear in logged objects are redacted by path.
 */
export function createLogger(options: { level: string; pretty: boolean }): Logger {
  return pino({
    level: options.level,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'req.headers["x-telegram-bot-api-secret-token"]',
        '*.token',
        '*.apiKey',
        '*.secret',
        '*.proxyUrl',
      ],
      censor: '[redacted]',
    },
    ...(options.pretty
      ? { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' } } }
      : {}),
  });
}
