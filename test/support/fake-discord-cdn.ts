/**
 * Files users attach to a command (an attachment option), served on the fake Discord's own origin
 * as Discord's CDN serves them: `GET /attachments/<channel>/<id>/<name>`. Every fetch is recorded,
 * so a test can tell which URLs the bot read. Kept beside fake-discord.ts, which routes to it.
 */
import type { ServerResponse } from 'node:http';

/** An attachment as an interaction's `resolved.attachments` carries it. */
export interface FakeAttachment {
  id: string;
  filename: string;
  size: number;
  url: string;
  proxy_url: string;
  content_type: string;
}

export class FakeCdn {
  /** The paths fetched, in order. */
  readonly fetches: string[] = [];
  private readonly files = new Map<string, Buffer>();

  /** Keeps `content` under `origin` as attachment `id`; `size` is what it says of itself (default: the content's). */
  add(
    origin: string,
    ids: { id: string; channelId: string },
    file: { filename: string; content: string | Buffer; size?: number | undefined },
  ): FakeAttachment {
    const { id, channelId } = ids;
    const { filename, content, size } = file;
    const bytes = Buffer.from(content);
    const at = `/attachments/${channelId}/${id}/${encodeURIComponent(filename)}`;
    this.files.set(at, bytes);
    const url = `${origin}${at}?ex=${Date.now().toString(16)}`;
    return { id, filename, size: size ?? bytes.length, url, proxy_url: url, content_type: 'text/plain; charset=utf-8' };
  }

  /** Answers a GET of a kept file (404 for another attachment path); false for a path that is no attachment's. */
  serve(pathname: string, res: ServerResponse): boolean {
    if (!pathname.startsWith('/attachments/')) return false;
    this.fetches.push(pathname);
    const bytes = this.files.get(pathname);
    if (!bytes) res.writeHead(404).end();
    else res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8', 'content-length': bytes.length }).end(bytes);
    return true;
  }
}
