import { post } from './api.js';
import type { Info } from './api-types.js';
import { ui } from './elements.js';
import { type ListActions, listItems } from './format-list.js';
import { formatDuration } from './units.js';

/** The media on the card: the link it was looked up by, and what /api/info said. */
let current: { url: string; info: Info } | undefined;
let thumbnailUrl: string | undefined;

/** The media the card shows, if any: what a chosen format is downloaded from. */
export function shownMedia(): { url: string; info: Info } | undefined {
  return current;
}

async function showThumbnail(link: string, info: Info): Promise<void> {
  if (thumbnailUrl) URL.revokeObjectURL(thumbnailUrl);
  thumbnailUrl = undefined;
  ui.thumb.hidden = true;
  // The box keeps its place while the picture loads; media without one has no box.
  ui.thumbBox.hidden = !info.thumbnail;
  if (!info.thumbnail) return;
  try {
    const response = await post('/web/thumbnail', { link });
    thumbnailUrl = URL.createObjectURL(await response.blob());
    ui.thumb.src = thumbnailUrl;
    ui.thumb.hidden = false;
  } catch {
    // The card is whole without its picture; the box keeps its place.
  }
}

/** Fills the card for a looked-up link and shows it; `actions` are what its rows do. */
export function showCard(url: string, info: Info, actions: ListActions): void {
  if (current?.url !== url) {
    // Another media: the part asked for belonged to the one before.
    ui.clipStart.value = '';
    ui.clipEnd.value = '';
    ui.clip.open = false;
  }
  current = { url, info };
  ui.clipEnd.placeholder = formatDuration(info.durationSeconds) || 'end';
  // A playlist has no part to cut: its items are looked up one by one.
  ui.clip.hidden = info.formats.length === 0;
  ui.title.textContent = info.title;
  ui.meta.textContent = [info.uploader, formatDuration(info.durationSeconds), info.platform]
    .filter(Boolean)
    .join(' · ');
  ui.formats.replaceChildren(...listItems(info, actions));
  ui.card.hidden = false;
  void showThumbnail(url, info);
}
