import type { Card } from './card-store.js';
import type { BotLogger } from './options.js';
import { loggableError } from './safe-error.js';

/**
 * Called when a card expires: greys out its components so nobody presses a
 * dead card. Best effort; an edit can fail once the message is deleted or the
 * interaction token is gone, and then a press still gets "expired".
 */
export function disableExpiredCard(logger: BotLogger) {
  return (card: Card): void => {
    card.disable().catch((error: unknown) => {
      logger.debug({ cardId: card.id, err: loggableError(error) }, 'discord: could not disable an expired card');
    });
  };
}
