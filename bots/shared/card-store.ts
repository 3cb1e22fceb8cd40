import { randomBytes } from 'node:crypto';

/**
 * Cards: what a shown set of choices remembers between showing them and a
 * press. Button data cannot hold a link or a format selector (Telegram allows
 * 64 bytes, Discord 100), so a press carries a card id and the rest stays in
 * a store. An unknown card (expired, swept, unreadable) only means a press is
 * answered "expired", which both bots handle anyway.
 */

/** A stored card: the platform's fields, its id and when it was made. */
export type Card<T> = T & { readonly id: string; readonly createdAt: number };

/**
 * Where cards live: the shared database (db-card-store.ts), so several
 * instances answer presses on each other's cards. Asynchronous for that.
 */
export interface CardStore<T> {
  /** Stores a new card and returns it with its id. */
  add(fields: T): Promise<Card<T>>;
  /** The card, or undefined when unknown or expired. */
  get(id: string): Promise<Card<T> | undefined>;
  /**
   * Forgets a card, expired or not (it was used, or its expiry is being
   * handled). True when this call removed it: of two instances racing, one wins.
   */
  delete(id: string): Promise<boolean>;
  /** Lets go of what this process holds (shutdown); the cards stay where they are stored. */
  close(): void;
}

/** Card ids: 10 base-32 characters, 50 random bits, plenty for a few thousand live cards. */
export const CARD_ID_PATTERN = /^[a-z0-9]{10}$/;

/** A fresh card id; the store checks it is unused. */
export function newCardId(): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz234567';
  return Array.from(randomBytes(10), (byte) => alphabet[byte % 32]).join('');
}
