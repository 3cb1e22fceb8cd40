import { randomBytes } from 'node:crypto';
import type { MediaFormat, MediaInfo } from '../../src/media/types.js';

/** What a card remembers between showing the choices and a press. */
export interface Card {
  /** Short random id carried in custom_id. */
  readonly id: string;
  /** The link as the user gave it. */
  readonly url: string;
  readonly info: MediaInfo;
  /** The formats offered in the select menu, in option order (the option value is the index). */
  readonly formats: readonly MediaFormat[];
  /** Discord user id of the person who asked; only they may press. */
  readonly ownerUserId: string;
  /** Upload limit in bytes where the card was shown. */
  readonly uploadLimitBytes: number;
  /** Disables the card's components when it expires (best effort). */
  readonly disable: () => Promise<void>;
}

/** Card ids: 10 base-32 characters, 50 random bits, plenty for a few hundred live cards. */
export const CARD_ID_PATTERN = /^[a-z0-9]{10}$/;

function newCardId(): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz234567';
  return Array.from(randomBytes(10), (byte) => alphabet[byte % 32]).join('');
}

interface Entry {
  card: Card;
  timer: NodeJS.Timeout;
}

/**
 * Cards live in memory only: a bounded map with a time to live. custom_id
 * cannot hold a link or a format selector (100 characters at most), so it
 * holds a card id and the choice, and the rest stays here. A restart or an
 * expiry loses the card; a press then gets a clear "expired" answer.
 */
export class CardStore {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxCards: number,
    private readonly onExpire: (card: Card) => void,
  ) {}

  /** Stores a new card and returns it with its id. */
  add(fields: Omit<Card, 'id'>): Card {
    while (this.entries.size >= this.maxCards) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.expire(oldest);
    }
    let id = newCardId();
    while (this.entries.has(id)) id = newCardId();
    const card: Card = { ...fields, id };
    const timer = setTimeout(() => this.expire(id), this.ttlMs);
    // A pending card must not keep the process alive at shutdown.
    timer.unref();
    this.entries.set(id, { card, timer });
    return card;
  }

  get(id: string): Card | undefined {
    return this.entries.get(id)?.card;
  }

  /** Forgets a card without the expiry callback (it was used). */
  delete(id: string): void {
    const entry = this.entries.get(id);
    if (!entry) return;
    clearTimeout(entry.timer);
    this.entries.delete(id);
  }

  /** Forgets every card without editing messages (shutdown). */
  clear(): void {
    for (const entry of this.entries.values()) clearTimeout(entry.timer);
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  private expire(id: string): void {
    const entry = this.entries.get(id);
    if (!entry) return;
    this.delete(id);
    this.onExpire(entry.card);
  }
}
