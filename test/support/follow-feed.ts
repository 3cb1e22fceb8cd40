/**
 * A feed on loopback that yt-dlp's generic extractor reads as a playlist (RSS
 * with enclosures), whose entries a test changes between checks.
 */
import { type RecordingOrigin, startRecordingOrigin } from './recording-origin.js';

export interface FeedItem {
  title: string;
  /** The entry's link (the enclosure), also its guid. */
  url: string;
}

export interface FollowFeed {
  origin: string;
  /** The feed's URL. */
  url: string;
  /** The entries served from now on, newest first. */
  items: FeedItem[];
  /** Requests for the feed so far: a check reads it once. */
  reads(): number;
  close(): Promise<void>;
}

const xmlText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

function rss(items: readonly FeedItem[]): string {
  const body = items
    .map(
      (i) =>
        `<item><title>${xmlText(i.title)}</title><guid>${xmlText(i.url)}</guid><enclosure url="${xmlText(i.url)}" type="video/mp4" length="1"/></item>`,
    )
    .join('\n');
  return `<?xml version="1.0"?>\n<rss version="2.0"><channel><title>A followed feed</title><link>https://example.invalid/</link><description>A fixture feed</description>\n${body}\n</channel></rss>`;
}

export async function startFollowFeed(): Promise<FollowFeed> {
  let items: FeedItem[] = [];
  const site: RecordingOrigin = await startRecordingOrigin('127.0.0.1');
  site.routes.set('/feed.xml', (_req, res) => {
    const body = Buffer.from(rss(items));
    res.writeHead(200, { 'Content-Type': 'application/rss+xml', 'Content-Length': body.length }).end(body);
  });
  return {
    origin: site.origin,
    url: site.url('/feed.xml'),
    get items() {
      return items;
    },
    set items(next) {
      items = next;
    },
    reads: () => site.requests.filter((r) => r.path === '/feed.xml').length,
    close: () => site.close(),
  };
}

/** An entry of the feed's origin (its link is never fetched by a webhook test). */
export const feedItem = (feed: Pick<FollowFeed, 'origin'>, n: number): FeedItem => ({
  title: `Entry ${n}`,
  url: `${feed.origin}/v/${n}.mp4`,
});
