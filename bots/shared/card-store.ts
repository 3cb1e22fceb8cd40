import { randomBytes } from 'node:crypto';

/**
 * Cards: what a shown set of choices remembers between showing them and a
 * press. Button data cannot hold a link or a format selector (Telegram allows
 * 64 bytes, Discord 100), so a press carries a card id and the rest stays in
 * a store. A lost card (expiry, restart) only means a press is answered
 * "expired", which both bots handle anyway.
 */

/** A stored card: the platform's fields, its id and when it was made. */
export type Card<T> = T & { readonly id: string; readonly createdAt: number };

/**
 * Where cards live. Asynchronous because the real store is the shared
 * database (several instances answer presses on each other's cards);
 * {@link MemoryCardStore} keeps them in this process.
 */
export interface CardStore<T> {
  /** Stores a new card and returns it with its id. */
  add(fields: T): Promise<Card<T>>;
  /** The card, or undefined when unknown or expired. */
  get(id: string): Promise<Card<T> | undefined>;
  /**
   * Forgets a card, expired or not, without the expiry callback (it was
   * used). True when this call removed it: of two instances racing, one wins.
   */
  delete(id: string): Promise<boolean>;
  /** Stops the store's timers (shutdown); the cards stay where they are stored. */
  close(): void;
}

/** Card ids: 10 base-32 characters, 50 random bits, plenty for a few thousand live cards. */
export const CARD_ID_PATTERN = /^[a-z0-9]{10}$/;

function newCardId(): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz234567';
  return Array.from(randomBytes(10), (byte) => alphabet[byte % 32]).join('');
}

/** How a {@link MemoryCardStore} keeps its cards. */
export interface MemoryCardStoreOptions<T> {
  /** How long a card's buttons keep working. */
  ttlMs: number;
  /** Most cards kept at once; the oldest expire first. */
  maxCards: number;
  /** Called when a card expires or is pushed out (e.g. to grey out its buttons); not after delete() or close(). */
  onExpire?: ((card: Card<T>) => void) | undefined;
  /** The clock; tests may pass their own. */
  now?: (() => number) | undefined;
}

/**
 * Cards in a bounded map with a time to live. The age is checked on every
 * read, and a timer (unref'd: it never keeps the process alive) expires a card
 * on time for the callback.
 */
export class MemoryCardStore<T> implements CardStore<T> {
  private readonly entries = new Map<string, { card: Card<T>; timer: NodeJS.Timeout }>();
  private readonly now: () => number;

  constructor(private readonly options: MemoryCardStoreOptions<T>) {
    this.now = options.now ?? Date.now;
  }

  async add(fields: T): Promise<Card<T>> {
    // Map keeps insertion order, so the first key is the oldest card.
    while (this.entries.size >= this.options.maxCards) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.expire(oldest);
    }
    let id = newCardId();
    while (this.entries.has(id)) id = newCardId();
    const card = { ...fields, id, createdAt: this.now() } as Card<T>;
    const timer = setTimeout(() => this.expire(id), this.options.ttlMs);
    timer.unref();
    this.entries.set(id, { card, timer });
    return card;
  }

  async get(id: string): Promise<Card<T> | undefined> {
    const entry = this.entries.get(id);
    if (!entry) return undefined;
    if (this.now() - entry.card.createdAt > this.options.ttlMs) {
      this.expire(id);
      return undefined;
    }
    return entry.card;
  }

  async delete(id: string): Promise<boolean> {
    return this.forget(id);
  }

  /** In memory the cards go with the process: closing forgets them all. */
  close(): void {
    for (const entry of this.entries.values()) clearTimeout(entry.timer);
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  private forget(id: string): boolean {
    const entry = this.entries.get(id);
    if (!entry) return false;
    clearTimeout(entry.timer);
    this.entries.delete(id);
    return true;
  }

  private expire(id: string): void {
    const entry = this.entries.get(id);
    if (!entry) return;
    this.forget(id);
    this.options.onExpire?.(entry.card);
  }
}
