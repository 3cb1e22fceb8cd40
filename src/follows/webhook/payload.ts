/** The JSON a webhook receives for one new entry, and its message id. */
import { createHash } from 'node:crypto';

/** What one delivery tells: the entry, its follow, and a download link that needs no key. */
export interface EntryMessage {
  followId: string;
  entryId: string;
  title: string;
  /** The entry's page. */
  link: string;
  download: { url: string; expiresAt: Date };
}

/** Standard Webhooks' shape: a type, when it happened, and the data. */
export function webhookBody(message: EntryMessage, now: Date): string {
  const { followId, entryId, title, link, download } = message;
  return JSON.stringify({
    type: 'follow.entry',
    timestamp: now.toISOString(),
    data: {
      followId,
      entryId,
      title,
      link,
      download: { url: download.url, expiresAt: download.expiresAt.toISOString() },
    },
  });
}

/** The same for every attempt of one entry, so a receiver that got it twice can tell. */
export function webhookMessageId(followId: string, entryId: string): string {
  const digest = createHash('sha256').update(`${followId}\n${entryId}`).digest('base64url').slice(0, 24);
  return `msg_${digest}`;
}
