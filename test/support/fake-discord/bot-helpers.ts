// Helpers for bot tests on the fake Discord: open a card, press its buttons, wait for replies and uploads.

import type { FakeMessage, FakeUser, RecordedCall, SavedFile } from './model.js';
import type { FakeDiscord } from './server.js';

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
