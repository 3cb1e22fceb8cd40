import { type DownloadRequest, displayTitle, formatSeconds } from '../../src/media/index.js';
import { type Identity, type LinkSigner, signedDownloadUrl } from '../../src/usage/index.js';

/** What a bot needs to hand out direct links: where the API is, and the process's link signer. */
export interface DirectLinks {
  /** PUBLIC_BASE_URL; without it there is no link a chat user could follow. */
  publicBaseUrl?: string | undefined;
  /** Signs those links for the user who pressed, so they work with API_KEYS set. */
  links: LinkSigner;
}

/**
 * The HTTP API's signed link for a request, `${PUBLIC_BASE_URL}/api/download?…&u=…&exp=…&sig=…`:
 * the same file over HTTP, given instead of an upload when it is over the
 * platform's limit. It needs no API key (it is signed for the user who
 * pressed, and counts against that user's limits) and expires after
 * LINK_TTL_S. Without a public base URL there is no link. The title in it is
 * the short display title: it only names the file, and a link with a
 * 2000-character caption would not fit a chat message.
 */
export function directDownloadLink(
  direct: DirectLinks,
  request: DownloadRequest,
  identity: Identity,
): string | undefined {
  if (!direct.publicBaseUrl) return undefined;
  const params = {
    url: request.url,
    selector: request.selector,
    ext: request.ext,
    kind: request.kind,
    title: displayTitle(request.title),
    convert: request.convert,
    quality: request.convert ? request.quality : undefined,
    // A clip's link delivers the clip, in seconds as the HTTP API reads them.
    start: request.clip && formatSeconds(request.clip.startS),
    end: request.clip && formatSeconds(request.clip.endS),
    cut: request.clip?.cut,
    // The options asked for (src/options: loudness), as /api/download reads them.
    ...request.options,
  };
  return signedDownloadUrl(direct.links, params, identity, direct.publicBaseUrl).url;
}
