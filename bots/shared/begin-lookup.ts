import type { Translate } from '../../src/i18n/index.js';
import type { Identity, UsageService, UsageTicket } from '../../src/usage/index.js';
import { refusalText } from './texts.js';

/**
 * How a bot starts a lookup the user asked for (a link sent, an entry chosen
 * on a playlist card). What differs by platform comes in as functions: how
 * to answer, how to show that the lookup has begun, and how the lookup runs.
 */
export interface LookupStart<Shown> {
  /** The asker's words: a refusal is said in them. */
  t: Translate;
  usage: UsageService;
  identity: Identity;
  url: string;
  /** Tells the asker why not: the limits' or the access list's refusal. */
  refuse(sentence: string): Promise<unknown>;
  /**
   * Shows that the lookup has begun ("Looking it up…", an acknowledged interaction) before it runs.
   * None for inline mode, whose answer is that sign.
   */
  showBegun?(): Promise<Shown>;
  /** The usage row's error code when `showBegun` fails (`telegram_reply_failed`, `discord_ack_failed`). */
  showFailedCode?: string;
  /** Reads the link and shows what it is; it finishes the `info` ticket. `shown` is undefined without `showBegun`. */
  lookUp(ticket: UsageTicket, shown: Shown): Promise<void>;
  /**
   * Keeps the running lookup in the bot's job registry: Telegram detaches it
   * (the update must not wait for yt-dlp), Discord awaits it within its
   * handler, which is tracked already.
   */
  track(lookup: Promise<void>): Promise<void> | undefined;
}

/**
 * The one way every lookup begins: `usage.begin` (an `info` row, or the
 * refusal said to the asker), the sign that it has begun, then the lookup
 * itself, tracked. Should the platform refuse that sign, nothing is looked
 * up and the row is closed at once (it must not stay `running`), and the
 * platform's error is thrown on.
 */
export async function beginLookup<Shown>(start: LookupStart<Shown>): Promise<void> {
  const begun = await start.usage.begin(start.identity, { action: 'info', url: start.url });
  if (!begun.ok) {
    await start.refuse(refusalText(start.t, begun.refusal));
    return;
  }
  let shown: Shown | undefined;
  try {
    shown = await start.showBegun?.();
  } catch (error) {
    await begun.ticket.finish({ outcome: 'error', errorCode: start.showFailedCode ?? 'show_failed' });
    throw error;
  }
  await start.track(start.lookUp(begun.ticket, shown as Shown));
}
