// The fake Bot API server: routes each call through its checks, records it, answers it, and drives the bot.
import { randomBytes } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fakeInline } from '../fake-telegram-inline.js';
import { BotApiAnswers } from './answers.js';
import { CallWaiters } from './call-waiters.js';
import { LOCAL_UPLOAD_BYTES, readLocalFiles } from './local-files.js';
import { BotMessages, keyOf } from './message-rules.js';
import {
  type FailureKind,
  type FakeTelegramServer,
  type ParamValue,
  type RecordedCall,
  Refusal,
  TELEGRAM_LIMITS,
} from './model.js';
import { readParams } from './request-params.js';
import { UpdateQueue } from './update-queue.js';
import { buttonUpdate, textUpdate } from './updates.js';

type Send = (status: number, body: unknown) => void;

export async function startFakeTelegram(options: {
  uploadDir: string;
  token?: string;
  /** The largest request body accepted, in bytes (default 50 MB, the public Bot API's upload limit; 2000 MB local). */
  uploadLimitBytes?: number;
  /** A local Bot API server; `filesDir`: the folder it reads `file://` paths from, as it sees it. */
  local?: { filesDir?: string };
}): Promise<FakeTelegramServer> {
  const token =
    options.token ?? `${100000 + Math.floor(Math.random() * 899999)}:FAKE-${randomBytes(12).toString('hex')}`;
  const botUser = { id: 777000111, username: 'fetch_test_bot' };
  await mkdir(options.uploadDir, { recursive: true });

  const calls: RecordedCall[] = [];
  const queue = new UpdateQueue();
  const pushUpdate = (update: Record<string, unknown>) => queue.push(update);
  const inline = fakeInline({ calls, pushUpdate, refuse: (code, description) => new Refusal(code, description) });
  const sent = new BotMessages(inline);
  const answers = new BotApiAnswers(botUser, inline);
  const waiters = new CallWaiters(calls);
  const failures = new Map<string, { times: number; how: FailureKind }>();
  let uploadLimit = options.uploadLimitBytes ?? (options.local ? LOCAL_UPLOAD_BYTES : TELEGRAM_LIMITS.uploadBytes);
  const vanishers: ((call: RecordedCall) => boolean)[] = [];

  /** Does a call that passed no injected failure: its files, the Bot API's checks, the answer. */
  async function perform(call: RecordedCall, params: Record<string, ParamValue>): Promise<void> {
    try {
      await readLocalFiles(params, { filesDir: options.local?.filesDir, uploadDir: options.uploadDir, uploadLimit });
      sent.check(call.method, params);
      call.result = answers.answer(call.method, params);
      sent.remember(call.method, params, call.result);
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      call.error = { error_code: error.errorCode, description: error.description };
    }
  }

  /** A message sent by a call `vanishNext` named is deleted at once, as by a user. */
  function vanishIfAsked(call: RecordedCall): void {
    const vanishing =
      call.result !== undefined && call.method.startsWith('send')
        ? vanishers.findIndex((matches) => matches(call))
        : -1;
    if (vanishing === -1) return;
    vanishers.splice(vanishing, 1);
    const result = call.result as { message_id?: number };
    sent.messages.delete(keyOf(call.params.chat_id, result.message_id));
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const hosted = /^\/file\/bot([^/]+)\/documents\/([\w-]+)\.txt$/.exec(req.url ?? '');
    if (hosted && hosted[1] === token && answers.hostedFiles.has(hosted[2] ?? '')) {
      res.writeHead(200, { 'content-type': 'text/plain' });
      return void res.end(answers.hostedFiles.get(hosted[2] ?? ''));
    }
    const match = /^\/bot([^/]+)\/([A-Za-z]+)$/.exec((req.url ?? '').split('?')[0] ?? '');
    const send: Send = (status, body) => {
      const text = JSON.stringify(body);
      res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
      res.end(text);
    };
    if (!match || match[1] !== token) return send(404, { ok: false, error_code: 404, description: 'Not Found' });
    const method = match[2] ?? '';
    const params = await readParams(req, options.uploadDir, uploadLimit);

    if (params && method === 'getUpdates') return queue.poll(params, res, send);

    const call: RecordedCall = { method, params: params ?? {}, at: Date.now() };
    const failure = params ? failures.get(method) : undefined;
    const failing = failure?.times ?? 0;
    if (failure && failing > 0) failures.set(method, { ...failure, times: failing - 1 });
    else if (!params) call.error = { error_code: 413, description: 'Request Entity Too Large' };
    else await perform(call, params);
    calls.push(call);
    vanishIfAsked(call);
    waiters.wake();
    if (failing > 0) return sendFailure(failure?.how ?? 500, req, send);
    if (call.error) return send(call.error.error_code, { ok: false, ...call.error });
    send(200, { ok: true, result: call.result });
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) {
        res.writeHead(500, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ ok: false, error_code: 500, description: String(error) }));
      } else res.destroy();
    });
  });
  // Idle connections stay open until the client or close() ends them, as the real Bot API keeps them far
  // longer than a test's pauses. Node's default (5 s, announced in a Keep-Alive header that grammY's agent
  // follows) raced the bot's reuse of an idle socket on a busy machine: a call on a socket the server was
  // closing failed with "Network request for 'sendPhoto' failed!", and the bot sent its card as text.
  server.keepAliveTimeout = 0;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  return {
    apiRoot: `http://127.0.0.1:${port}`,
    token,
    botUser,
    calls,
    pushUpdate,
    ...inline.driver,
    sendText(from, chat, text, extra = {}) {
      const messageId = answers.newMessageId();
      pushUpdate(textUpdate(from, chat, text, messageId, extra));
      return messageId;
    },
    pressButton(from, chat, messageId, data) {
      const update = buttonUpdate(from, chat, messageId, data, botUser.id);
      pushUpdate(update);
      return update.callback_query.id;
    },
    waitForCall: (predicate, waitOptions) => waiters.waitForCall(predicate, waitOptions),
    sendDocument(from, chat, name, content) {
      const fileId = `doc-${randomBytes(6).toString('hex')}`;
      answers.hostedFiles.set(fileId, content);
      const messageId = answers.newMessageId();
      const update = textUpdate(from, chat, '', messageId, {
        document: { file_id: fileId, file_unique_id: fileId, file_name: name, file_size: Buffer.byteLength(content) },
      });
      delete (update.message as { text?: string }).text;
      pushUpdate(update);
      return messageId;
    },
    callsOf(method, since = 0) {
      return calls.slice(since).filter((c) => c.method === method);
    },
    failNext(method, times = 1, how: FailureKind = 500) {
      failures.set(method, { times, how });
    },
    setUploadLimit(bytes) {
      uploadLimit = bytes;
    },
    vanishNext(predicate) {
      vanishers.push(predicate);
    },
    setChatMember(chatId, userId, status) {
      answers.members.set(keyOf(chatId, userId), status);
    },
    close() {
      queue.close();
      return new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}

/** Answers a call with the failure a test injected: a reset, a rate limit of one second, or a 5xx. */
function sendFailure(how: FailureKind, req: IncomingMessage, send: Send): void {
  if (how === 'reset') req.socket.destroy();
  else if (how === 429)
    send(429, {
      ok: false,
      error_code: 429,
      description: 'Too Many Requests: retry after 1',
      parameters: { retry_after: 1 },
    });
  else send(how, { ok: false, error_code: how, description: `Injected failure ${how}` });
}
