import { displayTitle } from '../../src/media/filename.js';
import type { DownloadRequest } from '../../src/media/types.js';

/**
 * The HTTP API's direct link for a request, `${PUBLIC_BASE_URL}/api/download?…`:
 * the same file over HTTP, given instead of an upload when it is over the
 * platform's limit. Without a public base URL there is no link. The title
 * in it is the short display title: it only names the file, and a link with
 * a 2000-character caption would not fit a chat message.
 */
export function directDownloadLink(publicBaseUrl: string, request: DownloadRequest): string;
export function directDownloadLink(publicBaseUrl: string | undefined, request: DownloadRequest): string | undefined;
export function directDownloadLink(publicBaseUrl: string | undefined, request: DownloadRequest): string | undefined {
  if (!publicBaseUrl) return undefined;
  const query = new URLSearchParams({
    url: request.url,
    selector: request.selector,
    ext: request.ext,
    kind: request.kind,
    title: displayTitle(request.title),
  });
  if (request.convert) query.set('convert', request.convert);
  if (request.quality) query.set('quality', String(request.quality));
  return `${publicBaseUrl.replace(/\/+$/, '')}/api/download?${query.toString()}`;
}
