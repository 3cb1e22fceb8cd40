import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { type Bot, webhookCallback } from 'grammy';

/** The header Telegram puts the webhook's secret token in. */
export const SECRET_HEADER = 'x-telegram-bot-api-secret-token';

/** Updates with long messages or nested replies exceed the API's 16 KB body limit. */
const WEBHOOK_BODY_LIMIT = 1024 * 1024;

/** A secret token Telegram accepts: 1–256 characters of A-Z a-z 0-9 _ -. */
export const isValidSecretToken = (secret: string) => /^[A-Za-z0-9_-]{1,256}$/.test(secret);

/** A fresh random secret token. */
export const randomSecretToken = () => randomBytes(32).toString('base64url');

/**
 * The secret of a run that was not given TELEGRAM_WEBHOOK_SECRET: derived
 * from the bot token, so every instance behind a load balancer (each calls
 * setWebhook at start) registers the same one and accepts the others'
 * updates; a random one per process would leave only the last starter's
 * valid. It is no weaker than the token: whoever has the token can set any
 * webhook anyway.
 */
export const secretTokenFromBotToken = (botToken: string) =>
  createHmac('sha256', botToken).update('telegram-webhook-secret-token').digest('base64url');

/**
 * Adds `POST <path>` to the app: checks the secret token in constant time,
 * then hands the update to grammY. Call before the app listens. Handlers
 * return quickly (downloads run detached), well inside Telegram's timeout.
 *
 * Once `accepting()` turns false (shutdown), updates are answered 503 without
 * being handled: Telegram keeps them and delivers them again later, to the
 * next process.
 */
export function registerTelegramWebhookRoute(
  app: FastifyInstance,
  bot: Bot,
  options: { path: string; secret: string; accepting?: () => boolean },
): void {
  if (!isValidSecretToken(options.secret)) {
    throw new Error('TELEGRAM_WEBHOOK_SECRET must be 1–256 characters of A-Z, a-z, 0-9, _ and -.');
  }
  const expected = Buffer.from(options.secret);
  const handleUpdate = webhookCallback(bot, 'fastify', {
    secretToken: options.secret,
    // Answer Telegram before its own timeout; the update keeps running.
    onTimeout: 'return',
    timeoutMilliseconds: 9_000,
  });
  app.post(options.path, { bodyLimit: WEBHOOK_BODY_LIMIT, logLevel: 'warn' }, async (request, reply) => {
    const given = request.headers[SECRET_HEADER];
    const givenBytes = Buffer.from(typeof given === 'string' ? given : '');
    if (givenBytes.length !== expected.length || !timingSafeEqual(givenBytes, expected)) {
      return reply.code(401).send({ error: 'unauthorized' });
    }
    if (options.accepting && !options.accepting()) {
      return reply.code(503).header('retry-after', '30').send({ error: 'restarting' });
    }
    return handleUpdate(request, reply);
  });
}
