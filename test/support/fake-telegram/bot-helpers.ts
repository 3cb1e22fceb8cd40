// Helpers for bot tests on the fake Bot API: ask for a card, press its buttons, wait for the file.
import { buttonsOf, cardMessageId, type InlineButton, isCard, isFileSent } from './calls.js';
import { type FakeChat, type FakeTelegramServer, type FakeUser, privateChat, type RecordedCall } from './model.js';

/**
 * Sends `text` from `from` (in their private chat unless `chat` is given) and
 * waits for the card it brings.
 */
export function requestCard(
  fake: FakeTelegramServer,
  from: FakeUser,
  text: string,
  chat: FakeChat = privateChat(from),
): Promise<RecordedCall> {
  const since = fake.calls.length;
  fake.sendText(from, chat, text);
  return fake.waitForCall(isCard, { since });
}

/** The card's first button whose label matches. */
export function cardButton(card: RecordedCall, label: RegExp): InlineButton {
  const found = buttonsOf(card).find((b) => label.test(b.text));
  if (!found) throw new Error(`no button ${label} on the card: ${buttonsOf(card).map((b) => b.text)}`);
  return found;
}

/**
 * Presses `button` (or the card's first button whose label matches it) on
 * `card` as `from`, in their private chat unless `chat` is given. Returns the
 * index of the first call the press can cause (`since` for waitForCall).
 */
export function pressCardButton(
  fake: FakeTelegramServer,
  from: FakeUser,
  card: RecordedCall,
  button: InlineButton | RegExp,
  chat: FakeChat = privateChat(from),
): number {
  const since = fake.calls.length;
  const data = button instanceof RegExp ? cardButton(card, button).callback_data : button.callback_data;
  fake.pressButton(from, chat, cardMessageId(card), data);
  return since;
}

/** Waits for the first file sent and accepted from call index `since` on (sent with `method`, when given). */
export function waitForFile(
  fake: FakeTelegramServer,
  since: number,
  options: { method?: string; timeoutMs?: number } = {},
): Promise<RecordedCall> {
  const { method, timeoutMs } = options;
  return fake.waitForCall((c) => isFileSent(c) && (method === undefined || c.method === method), {
    since,
    timeoutMs,
  });
}

/** Presses a button on the card (see pressCardButton) and waits for the file it brings (see waitForFile). */
export async function pressForFile(
  fake: FakeTelegramServer,
  from: FakeUser,
  card: RecordedCall,
  button: InlineButton | RegExp,
  options: { method?: string; timeoutMs?: number; chat?: FakeChat } = {},
): Promise<{ since: number; sent: RecordedCall }> {
  const since = pressCardButton(fake, from, card, button, options.chat);
  const sent = await waitForFile(fake, since, options);
  return { since, sent };
}
