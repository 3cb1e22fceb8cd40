/**
 * The signed download link a webhook carries: a GET /api/download for the
 * entry in the follow's form, signed for the follower as POST /api/link signs
 * one, so the receiver needs no API key and the download counts for the follower.
 */
import { type Identity, type LinkSigner, parseIdentity, signedDownloadUrl } from '../../usage/index.js';
import type { FollowForm } from '../types.js';

/** Selectors every site's formats answer to: no lookup happens before the webhook is sent. */
function downloadParams(form: FollowForm): Record<string, string | number> {
  switch (form.kind) {
    case 'mp3':
      return { selector: 'bestaudio/best', ext: 'mp3', kind: 'audio', convert: 'mp3', quality: form.bitrate };
    case 'audio':
      return { selector: 'bestaudio[ext=m4a]/bestaudio', ext: 'm4a', kind: 'audio' };
    default:
      // A webhook has no chat whose size to fit: the best video as MP4.
      return { selector: 'bv*+ba/b', ext: 'mp4', kind: 'video' };
  }
}

export interface EntryLinkInput {
  form: FollowForm;
  /** The follower's usage identity (`platform:id`). */
  userKey: string;
  url: string;
  title: string;
}

/** `{ url, expiresAt }` of the entry's signed download link (absolute under PUBLIC_BASE_URL when set). */
export function entryDownloadLink(signer: LinkSigner, input: EntryLinkInput, publicBaseUrl: string | undefined) {
  const identity: Identity = parseIdentity(input.userKey);
  const params = {
    url: input.url,
    title: input.title.slice(0, 200) || 'download',
    ...downloadParams(input.form),
  };
  return signedDownloadUrl(signer, params, identity, publicBaseUrl);
}
