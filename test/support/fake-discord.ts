/**
 * A fake Discord on 127.0.0.1 for the real discord.js client: the REST API
 * under `<origin>/api/v10` and a gateway on the same port.
 *
 * - `GET /gateway/bot` answers with this server's `ws://` URL. The gateway
 *   sends HELLO, accepts IDENTIFY (recording its intents and `shard`), sends READY, acks
 *   heartbeats, and lets a test dispatch INTERACTION_CREATE and MESSAGE_CREATE
 *   payloads shaped like Discord's own. A test can drop the connection
 *   ({@link FakeDiscord.dropGateway}: a close code, or a reset); a RESUME of
 *   a session it knows is recorded, answered with the events the client
 *   missed since its `seq`, then RESUMED, as Discord does.
 * - Interaction callbacks, webhook edits and follow-ups, channel messages and
 *   command registrations are recorded in `calls`. Multipart bodies are read
 *   as they stream in (never held whole in memory) and their attachments
 *   written to `filesDir` with their size and SHA-256, so a test can ffprobe them.
 * - Attachments over the upload limit are refused as Discord does: HTTP 413,
 *   `{ "code": 40005, "message": "Request entity too large" }`. The limit is an
 *   interaction's `attachment_size_limit` for its webhook routes, else 10 MiB,
 *   unless `attachmentSizeLimit` is set (a server whose limit dropped).
 * - Messages are kept by id: an interaction's `@original` is its reply, or for
 *   a component press the message the component is on, as on Discord.
 */
import { createHash, randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { type WebSocket, WebSocketServer } from 'ws';
import { type FakeAttachment, FakeCdn } from './fake-discord-cdn.js';
import { multipartBoundary, type PartSink, readMultipart } from './multipart-stream.js';
import { timeLeftInTest } from './test-deadline.js';

/** One REST request the bot made. */
export interface RecordedCall {
  method: string;
  /** Path after `/api/v10`, e.g. `/interactions/1/tok/callback`. */
  route: string;
  /** The JSON body, or `payload_json` of a multipart body. */
  body: Record<string, unknown> | undefined;
  /** Attachments of a multipart body, saved to disk (none when the body was refused). */
  files: SavedFile[];
  /** Bytes of attachments in the body, counted as they arrived (refused ones too). */
  attachmentBytes: number;
  /** The HTTP status the fake answered with. */
  status: number;
  at: number;
}

export interface SavedFile {
  name: string;
  path: string;
  size: number;
  /** Hex SHA-256 of the bytes received. */
  sha256: string;
  contentType: string;
}

/** A message as the fake keeps it (the API's shape, loosely typed). */
export type FakeMessage = Record<string, unknown> & {
  id: string;
  channel_id: string;
  content: string;
  embeds: unknown[];
  components: ComponentRow[];
  attachments: { id: string; filename: string; size: number }[];
  flags: number;
};

export interface ComponentRow {
  type: number;
  components: ({ type: number; custom_id?: string; disabled?: boolean; label?: string } & Record<string, unknown>)[];
}

export interface FakeUser {
  id: string;
  username: string;
  global_name?: string | null;
  /** The language of the user's Discord client, sent as every interaction's `locale`; default 'en-US'. */
  locale?: string;
}

export interface FakeDiscordOptions {
  /** The bot token it accepts; default {@link FAKE_DISCORD_TOKEN}. */
  token?: string;
  /** Default {@link FAKE_DISCORD_APPLICATION_ID}. */
  applicationId?: string;
  /** Where multipart attachments are written. */
  filesDir: string;
  /** Enforce this upload limit (bytes) everywhere instead of the interactions' own; see {@link FakeDiscord.attachmentSizeLimit}. */
  attachmentSizeLimit?: number;
}

/** A bot token of Discord's shape (never a real one): the fake's default. */
export const FAKE_DISCORD_TOKEN = 'MTIzNDU2Nzg5MDEyMzQ1Njc4OQ.GfAKEt.0123456789abcdefghijklmnopqrstuvwxyzAB';
/** A snowflake-shaped application id: the fake's default. */
export const FAKE_DISCORD_APPLICATION_ID = '123456789012345678';

/** Discord's upload limit where nothing says otherwise (servers without boosts, DMs). */
export const DEFAULT_ATTACHMENT_SIZE_LIMIT = 10 * 1024 * 1024;

/** The message flag of replies only the asker sees. */
export const EPHEMERAL = 1 << 6;

/** A REST answer: a status and a JSON body (none for 204). */
interface Reply {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
  /** Close the connection without an answer, as a reset does. */
  reset?: boolean;
}

let snowflakeCounter = 0n;
/** Snowflake-shaped ids that increase, like Discord's (time in the upper bits). */
export function snowflake(): string {
  snowflakeCounter += 1n;
  return ((BigInt(Date.now() - 1420070400000) << 22n) | (snowflakeCounter & 0x3fffffn)).toString();
}

export class FakeDiscord {
  readonly calls: RecordedCall[] = [];
  readonly messages = new Map<string, FakeMessage>();
  /** IDENTIFY payloads received on the gateway. */
  readonly identifies: Record<string, unknown>[] = [];
  /** RESUME payloads received on the gateway (`session_id`, `seq`). */
  readonly resumes: Record<string, unknown>[] = [];
  /** The session ids READY gave, in order. */
  readonly sessions: string[] = [];
  readonly botUser = {
    id: snowflake(),
    username: 'fetcher',
    discriminator: '0',
    global_name: null,
    avatar: null,
    bot: true,
  };
  origin = '';
  /**
   * When set, the upload limit enforced on every request, whatever the
   * interaction told the bot (as when a server loses its boost).
   */
  attachmentSizeLimit: number | undefined;

  private readonly server = createServer((req, res) => {
    this.handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) this.json(res, { status: 500, body: { message: String(error), code: 0 } });
      else res.destroy();
    });
  });
  private readonly wss = new WebSocketServer({ noServer: true });
  private readonly sockets = new Set<WebSocket>();
  private sequence = 0;
  /** Sockets that identified or resumed: those that get dispatches. */
  private readonly live = new Set<WebSocket>();
  /** The last dispatches sent (or missed while no socket was live), for a RESUME to replay. */
  private readonly dispatched: { s: number; packet: string }[] = [];
  /** Interaction token → the id of its `@original` message (once there is one). */
  private readonly originals = new Map<string, string>();
  /** Interaction token → channel, for replies. */
  private readonly tokenChannels = new Map<string, string>();
  /** Interaction token → the attachment_size_limit the interaction carried. */
  private readonly tokenLimits = new Map<string, number>();
  private readonly waiters = new Set<() => void>();

  /** The bot token it accepts (IDENTIFY and `Authorization: Bot …`). */
  readonly token: string;
  readonly applicationId: string;

  constructor(private readonly options: FakeDiscordOptions) {
    this.token = options.token ?? FAKE_DISCORD_TOKEN;
    this.applicationId = options.applicationId ?? FAKE_DISCORD_APPLICATION_ID;
    this.attachmentSizeLimit = options.attachmentSizeLimit;
    this.server.on('upgrade', (req, socket, head) => {
      this.wss.handleUpgrade(req, socket, head, (ws) => this.onGateway(ws));
    });
  }

  /** `http://127.0.0.1:<port>/api`: what the bot takes as its API root. */
  get apiRoot(): string {
    return `${this.origin}/api`;
  }

  async start(): Promise<this> {
    await mkdir(this.options.filesDir, { recursive: true });
    await new Promise<void>((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(0, '127.0.0.1', () => resolve());
    });
    this.origin = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async close(): Promise<void> {
    for (const ws of this.sockets) ws.terminate();
    this.wss.close();
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  // --- what tests dispatch ---------------------------------------------------

  /** Sends a gateway DISPATCH to every connected client. */
  dispatch(event: string, data: unknown): void {
    this.sequence += 1;
    const packet = JSON.stringify({ op: 0, t: event, s: this.sequence, d: data });
    this.dispatched.push({ s: this.sequence, packet });
    if (this.dispatched.length > 200) this.dispatched.shift();
    for (const ws of this.live) ws.send(packet);
  }

  /** Gateway connections open now (a bot that stopped, or lost its shard's lease, has none). */
  get gatewayConnections(): number {
    return this.sockets.size;
  }

  /** The last sequence number dispatched: what a client that missed nothing resumes from. */
  get lastSequence(): number {
    return this.sequence;
  }

  /**
   * Drops every gateway connection: closed with `code` (4000, "unknown
   * error", is one a client resumes after), or without one: the socket
   * destroyed, as a reset or a dead network does (1006 to the client).
   * Dispatches until a client resumes are kept for it.
   */
  dropGateway(code?: number): void {
    for (const ws of this.sockets) {
      this.live.delete(ws);
      if (code === undefined) ws.terminate();
      else ws.close(code, 'dropped by the test');
    }
  }

  /** A DM channel with `user`, as interactions carry it. */
  dmChannel(user: FakeUser, channelId: string) {
    return { id: channelId, type: 1, last_message_id: null, flags: 0, recipients: [this.userPayload(user)] };
  }

  /**
   * Dispatches a slash command from `user` in a DM; returns its id and token. Options are strings
   * unless they say their type; an attachment option (type 11) names an attachment of `attachments`.
   */
  slashCommand(args: {
    user: FakeUser;
    name: string;
    options?: { name: string; value: string; type?: number }[];
    attachments?: FakeAttachment[];
    channelId?: string;
    attachmentSizeLimit?: number;
  }): { id: string; token: string } {
    const attachments = args.attachments ?? [];
    return this.interaction(args.user, args.channelId, args.attachmentSizeLimit, {
      type: 2,
      data: {
        id: snowflake(),
        name: args.name,
        type: 1,
        ...(args.options ? { options: args.options.map((o) => ({ type: 3, ...o })) } : {}),
        ...(attachments.length > 0
          ? { resolved: { attachments: Object.fromEntries(attachments.map((a) => [a.id, a])) } }
          : {}),
      },
    });
  }

  /** Files users attach, served on this origin as Discord's CDN serves them (fake-discord-cdn.ts). */
  readonly cdn = new FakeCdn();

  /** A file a user attached (to a command's attachment option): kept on the fake CDN. */
  attachFile(filename: string, content: string | Buffer, size?: number): FakeAttachment {
    return this.cdn.add(this.origin, { id: snowflake(), channelId: snowflake() }, { filename, content, size });
  }

  /** Dispatches "Download media" (a message command) on `target`. */
  messageCommand(args: { user: FakeUser; name: string; target: FakeMessage; attachmentSizeLimit?: number }) {
    return this.interaction(args.user, args.target.channel_id, args.attachmentSizeLimit, {
      type: 2,
      data: {
        id: snowflake(),
        name: args.name,
        type: 3,
        target_id: args.target.id,
        resolved: { messages: { [args.target.id]: args.target } },
      },
    });
  }

  /** Dispatches a press on a component of `message` (a button, or a select menu with `values`). */
  press(args: {
    user: FakeUser;
    message: FakeMessage;
    customId: string;
    values?: string[];
    attachmentSizeLimit?: number;
  }): { id: string; token: string } {
    const interaction = this.interaction(args.user, args.message.channel_id, args.attachmentSizeLimit, {
      type: 3,
      data: {
        custom_id: args.customId,
        component_type: args.values ? 3 : 2,
        ...(args.values ? { values: args.values } : {}),
      },
      message: args.message,
    });
    // On Discord, a component interaction's @original is the message the component is on.
    this.originals.set(interaction.token, args.message.id);
    return interaction;
  }

  /** A plain user message, stored so it can be the target of a message command. */
  userMessage(user: FakeUser, channelId: string, content: string): FakeMessage {
    const message = this.message(channelId, { content, author: this.userPayload(user) });
    this.messages.set(message.id, message);
    return message;
  }

  /** A user's DM to the bot, delivered as MESSAGE_CREATE (as with the Message Content intent). */
  sendDirectMessage(user: FakeUser, channelId: string, content: string): FakeMessage {
    const message = this.userMessage(user, channelId, content);
    this.dispatch('MESSAGE_CREATE', { ...message, channel_type: 1 });
    return message;
  }

  /** Failures to inject, in the order they were asked for. */
  private readonly failures: { route: RegExp; method?: string; status: number; times: number }[] = [];

  /**
   * Makes the next `times` (default 1) requests whose route matches `route`
   * (and `method`, when given) fail with `status` and a Discord error body.
   * The default 400 fails at once: discord.js retries 5xx answers. 429 is
   * a rate limit of one second (Retry-After and retry_after), `status: 0` a
   * connection closed without an answer. A failed request is recorded, not done.
   */
  failNext(route: RegExp, options: { method?: string; status?: number; times?: number } = {}): void {
    const { method, status = 400, times = 1 } = options;
    this.failures.push({ route, ...(method ? { method } : {}), status, times });
  }

  // --- what tests read -------------------------------------------------------

  /** Calls whose route matches, in order. */
  callsTo(pattern: RegExp, method?: string): RecordedCall[] {
    return this.calls.filter((c) => pattern.test(c.route) && (!method || c.method === method));
  }

  /** The interaction's `@original` message as it is now. */
  original(token: string): FakeMessage | undefined {
    const id = this.originals.get(token);
    return id === undefined ? undefined : this.messages.get(id);
  }

  /**
   * Resolves when `check` returns something truthy (re-checked after each
   * request). It waits as long as the running test may run; `timeoutMs` only
   * where the test asserts that the condition comes within that time.
   */
  async waitFor<T>(
    check: () => T | undefined | false,
    timeoutMs: number | undefined = timeLeftInTest(),
    what = 'condition',
  ): Promise<T> {
    const first = check();
    if (first) return first;
    return new Promise<T>((resolve, reject) => {
      // Without a deadline (in a hook) the hook's own timeout bounds the wait.
      const timer =
        timeoutMs === undefined
          ? undefined
          : setTimeout(() => {
              this.waiters.delete(onChange);
              reject(new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`));
            }, timeoutMs);
      const onChange = () => {
        const value = check();
        if (!value) return;
        clearTimeout(timer);
        this.waiters.delete(onChange);
        resolve(value);
      };
      this.waiters.add(onChange);
    });
  }

  // --- gateway ---------------------------------------------------------------

  private onGateway(ws: WebSocket): void {
    this.sockets.add(ws);
    ws.on('close', () => {
      this.sockets.delete(ws);
      this.live.delete(ws);
    });
    ws.send(JSON.stringify({ op: 10, d: { heartbeat_interval: 41_250 } }));
    ws.on('message', (raw) => {
      const packet = JSON.parse(raw.toString()) as { op: number; d: Record<string, unknown> };
      if (packet.op === 1) ws.send(JSON.stringify({ op: 11 }));
      if (packet.op === 6) return this.onResume(ws, packet.d);
      if (packet.op !== 2) return;
      this.identifies.push(packet.d);
      this.notify();
      if (packet.d.token !== this.token) {
        ws.close(4004, 'Authentication failed.');
        return;
      }
      this.sequence += 1;
      const sessionId = randomBytes(16).toString('hex');
      this.sessions.push(sessionId);
      this.live.add(ws);
      ws.send(
        JSON.stringify({
          op: 0,
          t: 'READY',
          s: this.sequence,
          d: {
            v: 10,
            user: this.botUser,
            guilds: [],
            session_id: sessionId,
            resume_gateway_url: this.origin.replace(/^http/, 'ws'),
            // The shard it identified as (a sharded client checks it), else the one shard.
            shard: Array.isArray(packet.d.shard) ? packet.d.shard : [0, 1],
            application: { id: this.applicationId, flags: 0 },
          },
        }),
      );
    });
  }

  /** RESUME: a session this fake gave, from a seq it has sent, gets what it missed, then RESUMED; else INVALID_SESSION. */
  private onResume(ws: WebSocket, d: Record<string, unknown>): void {
    this.resumes.push(d);
    this.notify();
    if (d.token !== this.token) return void ws.close(4004, 'Authentication failed.');
    const seq = typeof d.seq === 'number' ? d.seq : -1;
    const oldest = this.dispatched[0]?.s ?? this.sequence + 1;
    const known = typeof d.session_id === 'string' && this.sessions.includes(d.session_id);
    if (!known || seq > this.sequence || seq < oldest - 1) {
      ws.send(JSON.stringify({ op: 9, d: false }));
      return;
    }
    for (const { s, packet } of this.dispatched) if (s > seq) ws.send(packet);
    this.sequence += 1;
    ws.send(JSON.stringify({ op: 0, t: 'RESUMED', s: this.sequence, d: {} }));
    this.live.add(ws);
  }

  /** Re-checks every waitFor. */
  private notify(): void {
    for (const waiter of [...this.waiters]) waiter();
  }

  // --- REST ------------------------------------------------------------------

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', this.origin);
    if (req.method === 'GET' && this.cdn.serve(url.pathname, res)) return this.notify();
    const prefix = '/api/v10';
    if (!url.pathname.startsWith(prefix))
      return this.json(res, { status: 404, body: { message: '404: Not Found', code: 0 } });
    // discord.js percent-encodes `@original`.
    const route = decodeURIComponent(url.pathname.slice(prefix.length));
    const method = req.method ?? 'GET';
    const { body, files, attachmentBytes, tooLarge } = await this.readBody(req, this.uploadLimitFor(route));
    const reply: Reply = tooLarge
      ? { status: 413, body: { code: 40005, message: 'Request entity too large' } }
      : this.route(method, route, body, files, req.headers.authorization);
    this.calls.push({ method, route, body, files, attachmentBytes, status: reply.status, at: Date.now() });
    try {
      this.json(res, reply);
    } finally {
      this.notify();
    }
  }

  /** The upload limit of a request: set for all, else its interaction's, else Discord's default. */
  private uploadLimitFor(route: string): number {
    if (this.attachmentSizeLimit !== undefined) return this.attachmentSizeLimit;
    const token = /^\/(?:webhooks\/\d+|interactions\/\d+)\/([^/]+)/.exec(route)?.[1];
    return (token !== undefined ? this.tokenLimits.get(token) : undefined) ?? DEFAULT_ATTACHMENT_SIZE_LIMIT;
  }

  private route(
    method: string,
    route: string,
    body: Record<string, unknown> | undefined,
    files: SavedFile[],
    authorization: string | undefined,
  ): Reply {
    const failure = this.failures.find((f) => f.times > 0 && f.route.test(route) && (!f.method || f.method === method));
    if (failure) {
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
    const notFound: Reply = { status: 404, body: { message: '404: Not Found', code: 0 } };
    const unknownMessage: Reply = { status: 404, body: { message: 'Unknown Message', code: 10008 } };
    // Interaction and webhook routes are authorised by the token in the path, as on Discord.
    const isWebhook = route.startsWith('/webhooks/') || route.startsWith('/interactions/');
    if (!isWebhook && authorization !== `Bot ${this.token}`) {
      return { status: 401, body: { message: '401: Unauthorized', code: 0 } };
    }
    if (method === 'GET' && route === '/gateway/bot') {
      return {
        status: 200,
        body: {
          url: this.origin.replace(/^http/, 'ws'),
          shards: 1,
          session_start_limit: { total: 1000, remaining: 999, reset_after: 14_400_000, max_concurrency: 1 },
        },
      };
    }
    // A DM channel with a user, as the server's notices to the owner open one.
    if (method === 'POST' && route === '/users/@me/channels') {
      return { status: 200, body: { id: snowflake(), type: 1, last_message_id: null, flags: 0, recipients: [] } };
    }
    const callback = route.match(/^\/interactions\/(\d+)\/([^/]+)\/callback$/);
    if (callback && method === 'POST') {
      this.onCallback(callback[2] ?? '', body ?? {}, files);
      return { status: 204 };
    }
    const original = route.match(/^\/webhooks\/\d+\/([^/]+)\/messages\/@original$/);
    if (original) {
      const message = this.original(original[1] ?? '');
      if (!message) return unknownMessage;
      if (method === 'PATCH') return { status: 200, body: this.applyEdit(message, body ?? {}, files) };
      if (method === 'DELETE') {
        this.messages.delete(message.id);
        return { status: 204 };
      }
      return { status: 200, body: message };
    }
    const followUp = route.match(/^\/webhooks\/\d+\/([^/]+)$/);
    if (followUp && method === 'POST') {
      const channelId = this.tokenChannels.get(followUp[1] ?? '') ?? snowflake();
      return { status: 200, body: this.createMessage(channelId, body ?? {}, files) };
    }
    const channelMessages = route.match(/^\/channels\/(\d+)\/messages$/);
    if (channelMessages && method === 'POST') {
      return { status: 200, body: this.createMessage(channelMessages[1] ?? '', body ?? {}, files) };
    }
    const channelMessage = route.match(/^\/channels\/(\d+)\/messages\/(\d+)$/);
    if (channelMessage && method === 'PATCH') {
      // A message is found in its own channel only.
      const message = this.messages.get(channelMessage[2] ?? '');
      return message && message.channel_id === channelMessage[1]
        ? { status: 200, body: this.applyEdit(message, body ?? {}, files) }
        : unknownMessage;
    }
    if (channelMessage && method === 'DELETE') {
      const message = this.messages.get(channelMessage[2] ?? '');
      if (!message || message.channel_id !== channelMessage[1]) return unknownMessage;
      this.messages.delete(message.id);
      return { status: 204 };
    }
    if (/^\/applications\/\d+(\/guilds\/\d+)?\/commands$/.test(route) && method === 'PUT') {
      const commands = Array.isArray(body) ? (body as Record<string, unknown>[]) : [];
      return {
        status: 200,
        body: commands.map((c) => ({
          ...c,
          id: snowflake(),
          application_id: this.applicationId,
          version: snowflake(),
        })),
      };
    }
    return notFound;
  }

  private onCallback(token: string, body: Record<string, unknown>, files: SavedFile[]): void {
    const data = (body.data ?? {}) as Record<string, unknown>;
    const channelId = this.tokenChannels.get(token) ?? snowflake();
    switch (body.type) {
      case 4: // CHANNEL_MESSAGE_WITH_SOURCE
      case 5: {
        // DEFERRED_CHANNEL_MESSAGE_WITH_SOURCE: "thinking…" until the first edit.
        const message = this.createMessage(channelId, body.type === 5 ? { flags: data.flags ?? 0 } : data, files);
        this.originals.set(token, message.id);
        break;
      }
      case 7: {
        // UPDATE_MESSAGE: edits the message the component is on.
        const message = this.original(token);
        if (message) this.applyEdit(message, data, files);
        break;
      }
      default: // 6 DEFERRED_UPDATE_MESSAGE changes nothing visible.
    }
  }

  private createMessage(channelId: string, data: Record<string, unknown>, files: SavedFile[]): FakeMessage {
    const message = this.message(channelId, { author: this.botUser });
    this.applyEdit(message, data, files);
    this.messages.set(message.id, message);
    return message;
  }

  private applyEdit(message: FakeMessage, data: Record<string, unknown>, files: SavedFile[]): FakeMessage {
    if (typeof data.content === 'string') message.content = data.content;
    if (Array.isArray(data.embeds)) message.embeds = data.embeds;
    if (Array.isArray(data.components)) message.components = data.components as ComponentRow[];
    if (typeof data.flags === 'number') message.flags = data.flags;
    if (files.length > 0) {
      message.attachments = [
        ...message.attachments,
        ...files.map((f) => ({
          id: snowflake(),
          filename: f.name,
          size: f.size,
          url: `${this.origin}/attachments/${f.name}`,
          proxy_url: `${this.origin}/attachments/${f.name}`,
          content_type: f.contentType,
        })),
      ];
    }
    message.edited_timestamp = new Date().toISOString();
    return message;
  }

  private message(channelId: string, fields: { content?: string; author: Record<string, unknown> }): FakeMessage {
    return {
      id: snowflake(),
      type: 0,
      channel_id: channelId,
      author: fields.author,
      content: fields.content ?? '',
      timestamp: new Date().toISOString(),
      edited_timestamp: null,
      tts: false,
      mention_everyone: false,
      mentions: [],
      mention_roles: [],
      attachments: [],
      embeds: [],
      components: [],
      pinned: false,
      flags: 0,
    };
  }

  private interaction(
    user: FakeUser,
    channelId: string | undefined,
    attachmentSizeLimit: number | undefined,
    fields: Record<string, unknown>,
  ): { id: string; token: string } {
    const id = snowflake();
    const token = `aW50ZXJhY3Rpb24${randomBytes(24).toString('hex')}`;
    const channel = channelId ?? snowflake();
    this.tokenChannels.set(token, channel);
    if (attachmentSizeLimit !== undefined) this.tokenLimits.set(token, attachmentSizeLimit);
    this.dispatch('INTERACTION_CREATE', {
      id,
      application_id: this.applicationId,
      token,
      version: 1,
      channel_id: channel,
      channel: this.dmChannel(user, channel),
      user: this.userPayload(user),
      app_permissions: '562949953421311',
      locale: user.locale ?? 'en-US',
      entitlements: [],
      authorizing_integration_owners: { '0': user.id },
      context: 1,
      ...(attachmentSizeLimit !== undefined ? { attachment_size_limit: attachmentSizeLimit } : {}),
      ...fields,
    });
    return { id, token };
  }

  private userPayload(user: FakeUser) {
    return {
      id: user.id,
      username: user.username,
      global_name: user.global_name ?? null,
      discriminator: '0',
      avatar: null,
    };
  }

  /**
   * Reads a JSON or multipart body. Multipart is parsed as it streams in:
   * attachments go to disk; once their bytes pass `limitBytes` nothing more is
   * kept (the rest is only counted) and the request is `tooLarge`.
   */
  private async readBody(
    req: IncomingMessage,
    limitBytes: number,
  ): Promise<{
    body: Record<string, unknown> | undefined;
    files: SavedFile[];
    attachmentBytes: number;
    tooLarge: boolean;
  }> {
    const type = req.headers['content-type'] ?? '';
    const boundary = type.startsWith('multipart/form-data') ? multipartBoundary(type) : undefined;
    if (!boundary) {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const raw = Buffer.concat(chunks);
      const body = raw.length > 0 && type.startsWith('application/json') ? JSON.parse(raw.toString('utf8')) : undefined;
      return { body, files: [], attachmentBytes: 0, tooLarge: false };
    }

    let body: Record<string, unknown> | undefined;
    const files: SavedFile[] = [];
    const open: { path: string; stream: ReturnType<typeof createWriteStream> }[] = [];
    let attachmentBytes = 0;
    let tooLarge = false;
    const dropSaved = async () => {
      for (const file of open) file.stream.destroy();
      await Promise.all(open.map((file) => rm(file.path, { force: true })));
      files.length = 0;
    };
    try {
      await readMultipart(req as AsyncIterable<Buffer>, boundary, {
        field: (name, value) => {
          if (name === 'payload_json') body = JSON.parse(value) as Record<string, unknown>;
        },
        file: ({ name: key, filename, contentType }): PartSink => {
          const name = path.basename(filename || key);
          const filePath = path.join(this.options.filesDir, `${snowflake()}-${name}`);
          const stream = createWriteStream(filePath);
          // Once dropped (a body over the limit), a stream may still report a write it had queued.
          let failure: Error | undefined;
          stream.on('error', (error) => {
            failure ??= error;
          });
          const entry = { path: filePath, stream };
          open.push(entry);
          const hash = createHash('sha256');
          let size = 0;
          return {
            write: async (chunk) => {
              attachmentBytes += chunk.length;
              if (tooLarge) return;
              if (attachmentBytes > limitBytes) {
                tooLarge = true;
                await dropSaved();
                return;
              }
              if (failure) throw failure;
              size += chunk.length;
              hash.update(chunk);
              if (!stream.write(chunk)) await once(stream, 'drain');
            },
            end: async () => {
              if (tooLarge) return;
              if (failure) throw failure;
              await new Promise<void>((resolve, reject) =>
                stream.end((error?: Error | null) => (error ? reject(error) : resolve())),
              );
              files.push({ name, path: filePath, size, sha256: hash.digest('hex'), contentType });
            },
          };
        },
      });
    } catch (error) {
      await dropSaved();
      throw error;
    }
    if (tooLarge) await dropSaved();
    return { body, files, attachmentBytes, tooLarge };
  }

  private json(res: ServerResponse, reply: Reply): void {
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
}

/** Starts a fake Discord; close it in afterAll. */
export async function startFakeDiscord(options: FakeDiscordOptions): Promise<FakeDiscord> {
  return new FakeDiscord(options).start();
}

// --- helpers for bot tests ---------------------------------------------------

/** The first interaction callback for interaction `id`, once it arrived. */
export function interactionCallback(discord: FakeDiscord, id: string): Promise<RecordedCall> {
  return discord.waitFor(
    () => discord.callsTo(new RegExp(`^/interactions/${id}/[^/]+/callback$`), 'POST')[0],
    undefined,
    `callback of ${id}`,
  );
}

/** The `data` of an interaction callback (a reply or an update). */
export const callbackData = (call: RecordedCall) => (call.body?.data ?? {}) as { content: string; flags: number };

/** Waits until the reply of interaction `token` is a card (a message with components). */
export function waitForCard(discord: FakeDiscord, token: string): Promise<FakeMessage> {
  return discord.waitFor(
    () => {
      const message = discord.original(token);
      return message && message.components.length > 0 ? message : undefined;
    },
    undefined,
    'the card',
  );
}

/** The card's format menu (its string select). */
export function selectMenu(card: FakeMessage) {
  const select = card.components.flatMap((row) => row.components).find((c) => c.type === 3);
  if (!select) throw new Error('the card has no select menu');
  return select as unknown as { custom_id: string; options: { label: string; value: string; description?: string }[] };
}

/** Chooses a format in the card's menu: the option `value`, or else the menu's first option. */
export function chooseFormat(
  discord: FakeDiscord,
  args: { user: FakeUser; card: FakeMessage; value?: string; attachmentSizeLimit?: number },
) {
  const select = selectMenu(args.card);
  const value = args.value ?? select.options[0]?.value;
  if (value === undefined) throw new Error('the card has an empty select menu');
  return discord.press({
    user: args.user,
    message: args.card,
    customId: select.custom_id,
    values: [value],
    attachmentSizeLimit: args.attachmentSizeLimit,
  });
}

/** An upload limit for interactions that should not meet one: 25 MiB, more than any fixture but the 200 MB one. */
export const BIG_ATTACHMENT_SIZE_LIMIT = 25 * 1024 * 1024;

/**
 * Runs `/download <url>` from `user` in a DM, the interaction carrying
 * `attachmentSizeLimit` (none when left out), and waits for the card.
 */
export async function openCard(
  discord: FakeDiscord,
  args: { user: FakeUser; url: string; attachmentSizeLimit?: number },
): Promise<{ interaction: { id: string; token: string }; card: FakeMessage }> {
  const interaction = discord.slashCommand({
    user: args.user,
    name: 'download',
    options: [{ name: 'url', value: args.url }],
    ...(args.attachmentSizeLimit !== undefined ? { attachmentSizeLimit: args.attachmentSizeLimit } : {}),
  });
  const card = await waitForCard(discord, interaction.token);
  return { interaction, card };
}

/** The custom_ids of a card's components (buttons and the format menu). */
export function componentIds(card: FakeMessage): string[] {
  return card.components.flatMap((row) => row.components.map((c) => c.custom_id ?? ''));
}

/** The custom_id of the card's MP3 button of `quality` kbit/s. */
export function mp3Button(card: FakeMessage, quality: number): string {
  const id = componentIds(card).find((customId) => customId.endsWith(`mp3-${quality}`));
  if (!id) throw new Error(`the card has no MP3 ${quality} button`);
  return id;
}

/** Presses the card's MP3 button of `quality` as `user`. */
export function pressMp3(
  discord: FakeDiscord,
  args: { user: FakeUser; card: FakeMessage; quality: number; attachmentSizeLimit?: number },
) {
  return discord.press({
    user: args.user,
    message: args.card,
    customId: mp3Button(args.card, args.quality),
    ...(args.attachmentSizeLimit !== undefined ? { attachmentSizeLimit: args.attachmentSizeLimit } : {}),
  });
}

/** The recorded edits (PATCH `@original`) of interaction `token`'s reply, in order. */
export function replyEdits(discord: FakeDiscord, token: string): RecordedCall[] {
  return discord.callsTo(new RegExp(`^/webhooks/\\d+/${token}/messages/@original$`), 'PATCH');
}

/** Waits until the reply of interaction `token` passes `check`; returns the reply as it is then. */
export function waitForReply(
  discord: FakeDiscord,
  token: string,
  check: (reply: FakeMessage) => boolean,
  what: string,
  timeoutMs?: number,
): Promise<FakeMessage> {
  return discord.waitFor(
    () => {
      const reply = discord.original(token);
      return reply && check(reply) ? reply : undefined;
    },
    timeoutMs,
    what,
  );
}

/**
 * Waits for the edit of interaction `token`'s reply that carries a file: the
 * recorded call, its (first) saved file, and the reply as it is then.
 */
export function waitForUpload(
  discord: FakeDiscord,
  token: string,
  timeoutMs?: number,
): Promise<{ call: RecordedCall; file: SavedFile; message: FakeMessage }> {
  return discord.waitFor(
    () => {
      const call = replyEdits(discord, token).find((edit) => edit.files.length > 0);
      const file = call?.files[0];
      const message = discord.original(token);
      return call && file && message ? { call, file, message } : undefined;
    },
    timeoutMs,
    'the upload',
  );
}
