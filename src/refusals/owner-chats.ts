/**
 * The owner's private chats on the bots' platforms, for the few notices the server itself sends
 * (a site refusing it). Plain Bot API and Discord REST calls with the bots' own tokens: a notice
 * is one message, and needs none of the bots' machinery. Owners are OWNER_IDS' `telegram:` and
 * `discord:` keys; the token and the chat never reach a log line.
 */

/** Says one sentence (already in the owner's words) to every owner on one platform. */
export type OwnerChat = (text: string) => Promise<void>;

/** The ids of OWNER_IDS on one platform (numeric ids only: what the platforms' APIs take). */
function ownersOn(platform: 'telegram' | 'discord', ownerIds: readonly string[]): string[] {
  return ownerIds.flatMap((key) => {
    const [on, id] = key.split(':', 2);
    return on === platform && id && /^\d{1,25}$/.test(id) ? [id] : [];
  });
}

async function postJson(url: string, body: object, headers: Record<string, string> = {}): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(15_000),
  });
  // The status only: the URL holds the Telegram token.
  if (!response.ok) throw new Error(`the chat API answered ${response.status}`);
  return response.json();
}

/** The Telegram owners' private chats (a private chat's id is the user's). */
export function telegramOwnerChat(bot: { token: string; apiRoot?: string | undefined }, ownerIds: readonly string[]) {
  const owners = ownersOn('telegram', ownerIds);
  const root = (bot.apiRoot ?? 'https://api.telegram.org').replace(/\/+$/, '');
  if (owners.length === 0) return undefined;
  const chat: OwnerChat = async (text) => {
    for (const id of owners) await postJson(`${root}/bot${bot.token}/sendMessage`, { chat_id: Number(id), text });
  };
  return chat;
}

/** The Discord owners' direct messages (a DM channel is opened, or found, per owner). */
export function discordOwnerChat(bot: { token: string; apiRoot?: string | undefined }, ownerIds: readonly string[]) {
  const owners = ownersOn('discord', ownerIds);
  const root = `${(bot.apiRoot ?? 'https://discord.com/api').replace(/\/+$/, '')}/v10`;
  if (owners.length === 0) return undefined;
  const auth = { authorization: `Bot ${bot.token}` };
  const chat: OwnerChat = async (content) => {
    for (const id of owners) {
      const channel = (await postJson(`${root}/users/@me/channels`, { recipient_id: id }, auth)) as { id?: unknown };
      if (typeof channel.id !== 'string' || !/^\d{1,25}$/.test(channel.id)) throw new Error('no DM channel');
      await postJson(`${root}/channels/${channel.id}/messages`, { content }, auth);
    }
  };
  return chat;
}
