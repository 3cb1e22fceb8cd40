/**
 * Cover and tags (issue 26): every MP3 and audio in a container that holds
 * tags carries the lookup's tags and, where the container takes one, the
 * media's thumbnail as its cover. Automatic: no parameter, no toggle; the
 * media core makes the tags and the cover (tags.ts, cover-art.ts), this
 * option says where they apply and how ffmpeg writes them.
 */
import type { AutomaticOption } from '../types.js';
import type { Tagging } from './media-tags.js';
import { taggingArgs } from './output-args.js';
import { isTaggedDownload } from './tagged.js';

export type { CoverArt, MediaTags, Tagging } from './media-tags.js';

export const coverAndTags: AutomaticOption<Tagging> = {
  id: 'cover-tags',
  applies: isTaggedDownload,
  output: { args: taggingArgs },
};
