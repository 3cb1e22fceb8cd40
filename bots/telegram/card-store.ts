import { randomBytes } from 'node:crypto';
import type { MediaFormat, MediaInfo, Mp3Quality } from '../../src/media/types.js';

/** One button of a card: a format as listed by the media layer, or an MP3 conversion. */
export type Choice =
  | { type: 'format'; format: MediaFormat; tooLarge: boolean }
  | { type: 'mp3'; quality: Mp3Quality; tooLarge: boolean };

/** What a card's buttons refer to; the buttons carry only the card id and a choice index. */
export interface Card {
  id: string;
  /** The link as the user sent it (what the media layer is asked again on download). */
  url: string;
  info: MediaInfo;
  choices: Choice[];
  /** Only this user may press the buttons (matters in groups). */
  askerId: number;
  chatId: number;
  createdAt: number;
}

/**
 * Cards in memory, bounded in count and age. Losing them on restart only
 * means old buttons answer "expired", which they must handle anyway.
 */
export class CardStore {
  private readonly cards = new Map<string, Card>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 2000,
    private readonly now: () => number = Date.now,
  ) {}

  /** Stores a new card and returns it with its id (8 URL-safe characters). */
  add(card: Omit<Card, 'id' | 'createdAt'>): Card {
    this.sweep();
    const stored: Card = { ...card, id: randomBytes(6).toString('base64url'), createdAt: this.now() };
    this.cards.set(stored.id, stored);
    // Map keeps insertion order, so the first key is the oldest card.
    while (this.cards.size > this.maxEntries) {
      const oldest = this.cards.keys().next().value;
      if (oldest === undefined) break;
      this.cards.delete(oldest);
    }
    return stored;
  }

  /** The card, or undefined when unknown or expired. */
  get(id: string): Card | undefined {
    const card = this.cards.get(id);
    if (!card) return undefined;
    if (this.now() - card.createdAt > this.ttlMs) {
      this.cards.delete(id);
      return undefined;
    }
    return card;
  }

  private sweep(): void {
    const cutoff = this.now() - this.ttlMs;
    for (const [id, card] of this.cards) {
      if (card.createdAt >= cutoff) break;
      this.cards.delete(id);
    }
  }
}
