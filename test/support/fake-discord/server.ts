// The fake Discord itself: one loopback server for the REST API, the gateway and the CDN; what tests drive and read.
import { mkdir } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocketServer } from 'ws';
import { type FakeAttachment, FakeCdn } from '../fake-discord-cdn.js';
import { FakeGateway } from './gateway.js';
import {
  interactionPayload,
  messageCommandFields,
  pressFields,
  slashCommandFields,
  dmChannel as userDmChannel,
  userPayload,
} from './interactions.js';
import { MessageStore } from './message-store.js';
import {
  FAKE_DISCORD_APPLICATION_ID,
  FAKE_DISCORD_TOKEN,
  type FakeDiscordOptions,
  type FakeMessage,
  type FakeUser,
  type RecordedCall,
  type Reply,
  snowflake,
} from './model.js';
import { type InjectedFailure, routeRequest, sendReply, uploadLimitFor } from './rest-routes.js';
import { readBody } from './upload-body.js';
import { Waiters } from './waiters.js';

export class FakeDiscord {
  readonly calls: RecordedCall[] = [];
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
  /** Files users attach, served on this origin as Discord's CDN serves them (fake-discord-cdn.ts). */
  readonly cdn = new FakeCdn();

  private readonly server = createServer((req, res) => {
    this.handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) sendReply(res, { status: 500, body: { message: String(error), code: 0 } });
      else res.destroy();
    });
  });
  private readonly wss = new WebSocketServer({ noServer: true });
  private readonly waiters = new Waiters();
  private readonly gateway: FakeGateway;
  private readonly store = new MessageStore(this.botUser, () => this.origin);
  /** Failures to inject, in the order they were asked for. */
  private readonly failures: InjectedFailure[] = [];

  /** The bot token it accepts (IDENTIFY and `Authorization: Bot …`). */
  readonly token: string;
  readonly applicationId: string;

  constructor(private readonly options: FakeDiscordOptions) {
    this.token = options.token ?? FAKE_DISCORD_TOKEN;
    this.applicationId = options.applicationId ?? FAKE_DISCORD_APPLICATION_ID;
    this.attachmentSizeLimit = options.attachmentSizeLimit;
    this.gateway = new FakeGateway(this);
    this.server.on('upgrade', (req, socket, head) => {
      this.wss.handleUpgrade(req, socket, head, (ws) => this.gateway.accept(ws));
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
    for (const ws of this.gateway.sockets) ws.terminate();
    this.wss.close();
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  // --- the gateway -------------------------------------------------------------

  /** Messages by id, as the fake keeps them. */
  get messages(): Map<string, FakeMessage> {
    return this.store.messages;
  }
  /** IDENTIFY payloads received on the gateway. */
  get identifies(): Record<string, unknown>[] {
    return this.gateway.identifies;
  }
  /** RESUME payloads received on the gateway (`session_id`, `seq`). */
  get resumes(): Record<string, unknown>[] {
    return this.gateway.resumes;
  }
  /** The session ids READY gave, in order. */
  get sessions(): string[] {
    return this.gateway.sessions;
  }

  /** Sends a gateway DISPATCH to every connected client. */
  dispatch(event: string, data: unknown): void {
    this.gateway.dispatch(event, data);
  }

  /** Gateway connections open now (a bot that stopped, or lost its shard's lease, has none). */
  get gatewayConnections(): number {
    return this.gateway.sockets.size;
  }

  /** The last sequence number dispatched: what a client that missed nothing resumes from. */
  get lastSequence(): number {
    return this.gateway.sequence;
  }

  /**
   * Drops every gateway connection: closed with `code` (4000, "unknown
   * error", is one a client resumes after), or without one: the socket
   * destroyed, as a reset or a dead network does (1006 to the client).
   * Dispatches until a client resumes are kept for it.
   */
  dropGateway(code?: number): void {
    this.gateway.drop(code);
  }

  // --- what tests dispatch -----------------------------------------------------

  /** A DM channel with `user`, as interactions carry it. */
  dmChannel(user: FakeUser, channelId: string) {
    return userDmChannel(user, channelId);
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
    const fields = slashCommandFields(args.name, args.options, args.attachments ?? []);
    return this.interaction(args.user, args.channelId, args.attachmentSizeLimit, fields);
  }

  /** A file a user attached (to a command's attachment option): kept on the fake CDN. */
  attachFile(filename: string, content: string | Buffer, size?: number): FakeAttachment {
    return this.cdn.add(this.origin, { id: snowflake(), channelId: snowflake() }, { filename, content, size });
  }

  /** Dispatches "Download media" (a message command) on `target`. */
  messageCommand(args: { user: FakeUser; name: string; target: FakeMessage; attachmentSizeLimit?: number }) {
    const fields = messageCommandFields(args.name, args.target);
    return this.interaction(args.user, args.target.channel_id, args.attachmentSizeLimit, fields);
  }

  /** Dispatches a press on a component of `message` (a button, or a select menu with `values`). */
  press(args: {
    user: FakeUser;
    message: FakeMessage;
    customId: string;
    values?: string[];
    attachmentSizeLimit?: number;
  }): { id: string; token: string } {
    const fields = pressFields(args.message, args.customId, args.values);
    const interaction = this.interaction(args.user, args.message.channel_id, args.attachmentSizeLimit, fields);
    // On Discord, a component interaction's @original is the message the component is on.
    this.store.originals.set(interaction.token, args.message.id);
    return interaction;
  }

  /** A plain user message, stored so it can be the target of a message command. */
  userMessage(user: FakeUser, channelId: string, content: string): FakeMessage {
    const message = this.store.message(channelId, { content, author: userPayload(user) });
    this.store.messages.set(message.id, message);
    return message;
  }

  /** A user's DM to the bot, delivered as MESSAGE_CREATE (as with the Message Content intent). */
  sendDirectMessage(user: FakeUser, channelId: string, content: string): FakeMessage {
    const message = this.userMessage(user, channelId, content);
    this.dispatch('MESSAGE_CREATE', { ...message, channel_type: 1 });
    return message;
  }

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

  // --- what tests read ---------------------------------------------------------

  /** Calls whose route matches, in order. */
  callsTo(pattern: RegExp, method?: string): RecordedCall[] {
    return this.calls.filter((c) => pattern.test(c.route) && (!method || c.method === method));
  }

  /** The interaction's `@original` message as it is now. */
  original(token: string): FakeMessage | undefined {
    return this.store.original(token);
  }

  /**
   * Resolves when `check` returns something truthy (re-checked after each
   * request). It waits as long as the running test may run; `timeoutMs` only
   * where the test asserts that the condition comes within that time.
   */
  waitFor<T>(check: () => T | undefined | false, timeoutMs?: number, what?: string): Promise<T> {
    return this.waiters.waitFor(check, timeoutMs, what);
  }

  /** Re-checks every waitFor (the gateway calls it too). */
  notify(): void {
    this.waiters.notify();
  }

  // --- REST ----------------------------------------------------------------------

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', this.origin);
    if (req.method === 'GET' && this.cdn.serve(url.pathname, res)) return this.notify();
    const prefix = '/api/v10';
    if (!url.pathname.startsWith(prefix))
      return sendReply(res, { status: 404, body: { message: '404: Not Found', code: 0 } });
    // discord.js percent-encodes `@original`.
    const route = decodeURIComponent(url.pathname.slice(prefix.length));
    const method = req.method ?? 'GET';
    const limit = uploadLimitFor(route, this.store, this.attachmentSizeLimit);
    const { body, files, attachmentBytes, tooLarge } = await readBody(req, limit, this.options.filesDir);
    const reply: Reply = tooLarge
      ? { status: 413, body: { code: 40005, message: 'Request entity too large' } }
      : routeRequest(this.restContext(), { method, route, body, files, authorization: req.headers.authorization });
    this.calls.push({ method, route, body, files, attachmentBytes, status: reply.status, at: Date.now() });
    try {
      sendReply(res, reply);
    } finally {
      this.notify();
    }
  }

  private restContext() {
    const { token, applicationId, origin, store, failures } = this;
    return { token, applicationId, origin, store, failures };
  }

  private interaction(
    user: FakeUser,
    channelId: string | undefined,
    attachmentSizeLimit: number | undefined,
    fields: Record<string, unknown>,
  ): { id: string; token: string } {
    const { interaction, payload } = interactionPayload(
      this.applicationId,
      { user, channelId, attachmentSizeLimit },
      fields,
    );
    this.store.tokenChannels.set(interaction.token, interaction.channel);
    if (attachmentSizeLimit !== undefined) this.store.tokenLimits.set(interaction.token, attachmentSizeLimit);
    this.dispatch('INTERACTION_CREATE', payload);
    return { id: interaction.id, token: interaction.token };
  }
}

/** Starts a fake Discord; close it in afterAll. */
export async function startFakeDiscord(options: FakeDiscordOptions): Promise<FakeDiscord> {
  return new FakeDiscord(options).start();
}
