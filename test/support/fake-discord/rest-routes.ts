// The fake Discord's REST routes under /api/v10: replies, edits, follow-ups, channel messages, commands.
import type { ServerResponse } from 'node:http';
import type { MessageStore } from './message-store.js';
import { DEFAULT_ATTACHMENT_SIZE_LIMIT, type Reply, type SavedFile, snowflake } from './model.js';

/** A failure a test asked for (FakeDiscord.failNext). */
export interface InjectedFailure {
  route: RegExp;
  method?: string;
  status: number;
  times: number;
}

export interface RestContext {
  readonly token: string;
  readonly applicationId: string;
  readonly origin: string;
  readonly store: MessageStore;
  readonly failures: InjectedFailure[];
}

export interface RestRequest {
  method: string;
  route: string;
  body: Record<string, unknown> | undefined;
  files: SavedFile[];
  authorization: string | undefined;
}

const unknownMessage: Reply = { status: 404, body: { message: 'Unknown Message', code: 10008 } };

/** The upload limit of a request: set for all, else its interaction's, else Discord's default. */
export function uploadLimitFor(route: string, store: MessageStore, everywhere: number | undefined): number {
  if (everywhere !== undefined) return everywhere;
  const token = /^\/(?:webhooks\/\d+|interactions\/\d+)\/([^/]+)/.exec(route)?.[1];
  return (token !== undefined ? store.tokenLimits.get(token) : undefined) ?? DEFAULT_ATTACHMENT_SIZE_LIMIT;
}

/** The answer to a request: an injected failure, a refusal, or what the route does. */
export function routeRequest(ctx: RestContext, req: RestRequest): Reply {
  const failure = injectedFailure(ctx.failures, req);
  if (failure) return failure;
  // Interaction and webhook routes are authorised by the token in the path, as on Discord.
  const isWebhook = req.route.startsWith('/webhooks/') || req.route.startsWith('/interactions/');
  if (!isWebhook && req.authorization !== `Bot ${ctx.token}`) {
    return { status: 401, body: { message: '401: Unauthorized', code: 0 } };
  }
  return (
    botRoute(ctx, req) ??
    interactionRoute(ctx, req) ??
    channelRoute(ctx, req) ?? { status: 404, body: { message: '404: Not Found', code: 0 } }
  );
}

function injectedFailure(failures: InjectedFailure[], { method, route }: RestRequest): Reply | undefined {
  const failure = failures.find((f) => f.times > 0 && f.route.test(route) && (!f.method || f.method === method));
  if (!failure) return undefined;
  failure.times -= 1;
  if (failure.status === 0) return { status: 0, reset: true };
  if (failure.status === 429)
    return {
      status: 429,
      headers: { 'Retry-After': '1', 'X-RateLimit-Scope': 'user' },
      body: { message: 'You are being rate limited.', retry_after: 1, global: false },
    };
  return {
    status: failure.status,
    body: { message: 'Injected failure', code: failure.status === 400 ? 50035 : 0 },
  };
}

/** The gateway's URL, DM channels and command registrations. */
function botRoute(ctx: RestContext, { method, route, body }: RestRequest): Reply | undefined {
  if (method === 'GET' && route === '/gateway/bot') {
    return {
      status: 200,
      body: {
        url: ctx.origin.replace(/^http/, 'ws'),
        shards: 1,
        session_start_limit: { total: 1000, remaining: 999, reset_after: 14_400_000, max_concurrency: 1 },
      },
    };
  }
  // A DM channel with a user, as the server's notices to the owner open one.
  if (method === 'POST' && route === '/users/@me/channels') {
    return { status: 200, body: { id: snowflake(), type: 1, last_message_id: null, flags: 0, recipients: [] } };
  }
  if (/^\/applications\/\d+(\/guilds\/\d+)?\/commands$/.test(route) && method === 'PUT') {
    const commands = Array.isArray(body) ? (body as Record<string, unknown>[]) : [];
    return {
      status: 200,
      body: commands.map((c) => ({
        ...c,
        id: snowflake(),
        application_id: ctx.applicationId,
        version: snowflake(),
      })),
    };
  }
  return undefined;
}

/** An interaction's callback, its `@original` reply and its follow-ups. */
function interactionRoute({ store }: RestContext, { method, route, body, files }: RestRequest): Reply | undefined {
  const callback = route.match(/^\/interactions\/(\d+)\/([^/]+)\/callback$/);
  if (callback && method === 'POST') {
    store.onCallback(callback[2] ?? '', body ?? {}, files);
    return { status: 204 };
  }
  const original = route.match(/^\/webhooks\/\d+\/([^/]+)\/messages\/@original$/);
  if (original) {
    const message = store.original(original[1] ?? '');
    if (!message) return unknownMessage;
    if (method === 'PATCH') return { status: 200, body: store.applyEdit(message, body ?? {}, files) };
    if (method === 'DELETE') {
      store.messages.delete(message.id);
      return { status: 204 };
    }
    return { status: 200, body: message };
  }
  const followUp = route.match(/^\/webhooks\/\d+\/([^/]+)$/);
  if (followUp && method === 'POST') {
    const channelId = store.tokenChannels.get(followUp[1] ?? '') ?? snowflake();
    return { status: 200, body: store.createMessage(channelId, body ?? {}, files) };
  }
  return undefined;
}

/** Messages in a channel: posted, edited, deleted (a message is found in its own channel only). */
function channelRoute({ store }: RestContext, { method, route, body, files }: RestRequest): Reply | undefined {
  const channelMessages = route.match(/^\/channels\/(\d+)\/messages$/);
  if (channelMessages && method === 'POST') {
    return { status: 200, body: store.createMessage(channelMessages[1] ?? '', body ?? {}, files) };
  }
  const channelMessage = route.match(/^\/channels\/(\d+)\/messages\/(\d+)$/);
  if (!channelMessage || (method !== 'PATCH' && method !== 'DELETE')) return undefined;
  const message = store.messages.get(channelMessage[2] ?? '');
  if (!message || message.channel_id !== channelMessage[1]) return unknownMessage;
  if (method === 'PATCH') return { status: 200, body: store.applyEdit(message, body ?? {}, files) };
  store.messages.delete(message.id);
  return { status: 204 };
}

/** Writes a reply: JSON, an empty body, or a reset connection. */
export function sendReply(res: ServerResponse, reply: Reply): void {
  if (reply.reset) {
    res.socket?.destroy();
    return;
  }
  if (reply.body === undefined) {
    res.writeHead(reply.status).end();
    return;
  }
  const text = JSON.stringify(reply.body);
  res.writeHead(reply.status, {
    'Content-Type': 'application/json',
    'Content-Length': Buffer.byteLength(text),
    ...reply.headers,
  });
  res.end(text);
}
