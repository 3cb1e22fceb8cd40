/**
 * An RSS feed on loopback whose items a test changes between checks (yt-dlp's generic extractor reads it
 * as a playlist, an item's enclosure as its entry). Items are listed newest first, as feeds do.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FeedItem {
  guid: string;
  title: string;
  /** The enclosure: a media file's URL (the fixture server's). */
  url: string;
  type?: string;
}

export interface FollowFeeds {
  origin: string;
  /** The feed's URL at `/<name>.xml`. */
  url(name: string): string;
  /** Sets a feed's title and items (newest first); a feed not set answers 404. */
  set(name: string, title: string, items: FeedItem[]): void;
  /** Adds items on top (the newest), keeping the rest. */
  publish(name: string, items: FeedItem[]): void;
  /** How often each path was asked for. */
  hits: Map<string, number>;
  close(): Promise<void>;
}

const xml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

function rss(title: string, items: FeedItem[]): string {
  const body = items
    .map(
      (i) =>
        `<item><title>${xml(i.title)}</title><guid>${xml(i.guid)}</guid><enclosure url="${xml(i.url)}" type="${i.type ?? 'audio/mpeg'}" length="1"/></item>`,
    )
    .join('\n');
  return `<?xml version="1.0"?>\n<rss version="2.0"><channel><title>${xml(title)}</title><link>https://example.invalid/</link><description>A followed feed</description>\n${body}\n</channel></rss>`;
}

export async function startFollowFeeds(): Promise<FollowFeeds> {
  const feeds = new Map<string, { title: string; items: FeedItem[] }>();
  const hits = new Map<string, number>();
  const server = createServer((req, res) => {
    const path = req.url ?? '';
    hits.set(path, (hits.get(path) ?? 0) + 1);
    const feed = feeds.get(path.replace(/^\//, '').replace(/\.xml$/, ''));
    if (!feed) return void res.writeHead(404).end('not found');
    const body = rss(feed.title, feed.items);
    res.writeHead(200, { 'content-type': 'application/rss+xml', 'content-length': Buffer.byteLength(body) }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    url: (name) => `${origin}/${name}.xml`,
    set: (name, title, items) => void feeds.set(name, { title, items }),
    publish: (name, items) => {
      const feed = feeds.get(name);
      if (!feed) throw new Error(`no feed ${name}`);
      feed.items = [...items, ...feed.items];
    },
    hits,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
