import type { CardStore } from '../shared/card-store.js';
import { type BotLogger, loggableError } from '../shared/log.js';

/**
 * Greys out, when they expire, the cards this process showed.
 *
 * Cards live in the shared database, so the process that showed a card may
 * be gone when it expires, and a press may reach any instance. The greying
 * edit, though, goes through the interaction token (or the message) of the
 * process that showed the card, so each process keeps a timer for its own
 * cards only; nothing about the message is stored. At expiry the timer
 * claims the card with delete(): only a card nobody used is greyed out (a
 * used card's message has become the download's progress), and of several
 * claimants one wins. A card whose process is gone keeps its live-looking
 * buttons; a press on it is still answered "expired" by whichever instance
 * gets it (features/buttons.ts greys out the pressed message itself).
 */
export class CardExpiry {
  private readonly timers = new Set<NodeJS.Timeout>();

  constructor(
    private readonly cards: Pick<CardStore<unknown>, 'delete'>,
    private readonly ttlMs: number,
    private readonly logger: BotLogger,
  ) {}

  /** Calls `disable` when the card `cardId` expires unused. */
  watch(cardId: string, disable: () => Promise<unknown>): void {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      void this.expire(cardId, disable);
    }, this.ttlMs);
    // Never keeps the process alive: at worst a card is not greyed out.
    timer.unref();
    this.timers.add(timer);
  }

  /** Stops every timer (shutdown); those cards are answered "expired" when pressed. */
  close(): void {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }

  private async expire(cardId: string, disable: () => Promise<unknown>): Promise<void> {
    try {
      if (await this.cards.delete(cardId)) await disable();
    } catch (error) {
      // Best effort: the message may be deleted or the token gone; a press still gets "expired".
      this.logger.debug({ cardId, err: loggableError(error) }, 'discord: could not disable an expired card');
    }
  }
}
