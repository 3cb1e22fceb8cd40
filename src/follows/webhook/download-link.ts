/**
 * The signed download link a webhook carries: a GET /api/download for the
 * entry in the follow's form, signed for the follower as POST /api/link signs
 * one, so the receiver needs no API key and the download counts for the follower.
 */
import { z } from 'zod';
import { type Identity, type LinkSigner, parseIdentity, signedDownloadUrl } from '../../usage/index.js';

/** The follow's form as stored (the follows engine's column). */
export const followFormSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('video_fit') }),
  z.object({
    kind: z.literal('mp3'),
    bitrate: z.union([z.literal(128), z.literal(192), z.literal(256), z.literal(320)]),
  }),
  z.object({ kind: z.literal('audio') }),
]);

export type FollowForm = z.infer<typeof followFormSchema>;

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
  /** The stored form (JSON text); an unreadable one is the best video. */
  form: string;
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
    ...downloadParams(readForm(input.form)),
  };
  return signedDownloadUrl(signer, params, identity, publicBaseUrl);
}

function readForm(text: string): FollowForm {
  try {
    return followFormSchema.parse(JSON.parse(text));
  } catch {
    return { kind: 'video_fit' };
  }
}
