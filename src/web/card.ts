import { post } from './api.js';
import type { Info } from './api-types.js';
import { isolated } from './dom.js';
import { ui } from './elements.js';
import { type ListActions, listItems } from './format-list.js';
import { t } from './i18n.js';
import { chosenLanguage, drawSound } from './sound.js';
import { formatClock } from './units.js';

/** The media on the card: the link it was looked up by, what /api/info said, and what its rows do. */
let current: { url: string; info: Info; actions: ListActions } | undefined;
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

/** Writes the card's texts in the page's language: the list, the meta line, the "To" field's hint. */
function drawTexts(info: Info, actions: ListActions): void {
  const length = info.durationSeconds === undefined ? '' : formatClock(info.durationSeconds);
  ui.clipEnd.placeholder = length || t('web-clip-end.placeholder');
  ui.title.replaceChildren(isolated(info.title));
  const parts = [info.uploader, length, info.platform].filter((part): part is string => Boolean(part));
  ui.meta.replaceChildren(...parts.flatMap((part, i) => (i === 0 ? [isolated(part)] : [' · ', isolated(part)])));
  drawSound(info);
  ui.formats.replaceChildren(...listItems(info, actions, chosenLanguage(info)));
}

/** Fills the card for a looked-up link and shows it; `actions` are what its rows do. */
export function showCard(url: string, info: Info, actions: ListActions): void {
  if (current?.url !== url) {
    // Another media: the part asked for belonged to the one before.
    ui.clipStart.value = '';
    ui.clipEnd.value = '';
    ui.clip.open = false;
    // And so did the sound's language: the new one starts in its original.
    ui.sound.value = '';
  }
  current = { url, info, actions };
  // A playlist has no part to cut: its items are looked up one by one.
  ui.clip.hidden = info.formats.length === 0;
  drawTexts(info, actions);
  ui.card.hidden = false;
  void showThumbnail(url, info);
}

/** Writes the card again after the language changed (the picture and the fields stay). */
export function redrawCard(): void {
  if (current) drawTexts(current.info, current.actions);
}

// Another language of the sound: the rows download the formats in it.
ui.sound.addEventListener('change', () => {
  if (current) ui.formats.replaceChildren(...listItems(current.info, current.actions, chosenLanguage(current.info)));
});
