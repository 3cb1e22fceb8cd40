/**
 * The owner's chats a refusal notice goes to (src/refusals/owner-chats.ts), against a loopback
 * stand-in for both chat APIs: Telegram's sendMessage to each `telegram:` owner's private chat,
 * Discord's DM channel opened and posted to for each `discord:` owner; other keys are no owners there.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discordOwnerChat, telegramOwnerChat } from '../../src/refusals/index.js';

const OWNERS = ['telegram:111', 'discord:222333444555666777', 'http:alice', 'telegram:not-a-number'];
const calls: { path: string; authorization: string | undefined; body: Record<string, unknown> }[] = [];
let api: Server;
let root: string;

async function bodyOf(request: IncomingMessage): Promise<Record<string, unknown>> {
  let text = '';
  for await (const chunk of request) text += chunk;
  return JSON.parse(text) as Record<string, unknown>;
}

beforeAll(async () => {
  api = createServer(async (request, response) => {
    calls.push({ path: request.url ?? '', authorization: request.headers.authorization, body: await bodyOf(request) });
    response.writeHead(200, { 'content-type': 'application/json' });
    const dm = request.url?.endsWith('/users/@me/channels');
    response.end(JSON.stringify(dm ? { id: '999000111222333444' } : { ok: true, result: {} }));
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  root = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => api.close(resolve));
});

describe("the owner's chats", () => {
  it("say a notice in each owner's Telegram chat and Discord DM, and to no one else", async () => {
    calls.length = 0;
    await telegramOwnerChat({ token: '123:SECRET', apiRoot: root }, OWNERS)?.('YouTube refused this server');
    await discordOwnerChat({ token: 'DISCORD-SECRET', apiRoot: root }, OWNERS)?.('YouTube refused this server');
    expect(calls).toEqual([
      {
        path: '/bot123:SECRET/sendMessage',
        authorization: undefined,
        body: { chat_id: 111, text: 'YouTube refused this server' },
      },
      {
        path: '/v10/users/@me/channels',
        authorization: 'Bot DISCORD-SECRET',
        body: { recipient_id: '222333444555666777' },
      },
      {
        path: '/v10/channels/999000111222333444/messages',
        authorization: 'Bot DISCORD-SECRET',
        body: { content: 'YouTube refused this server' },
      },
    ]);
  });

  it('are none where no owner is on the platform', () => {
    expect(telegramOwnerChat({ token: 't' }, ['http:alice'])).toBeUndefined();
    expect(discordOwnerChat({ token: 't' }, ['telegram:1'])).toBeUndefined();
  });
});
