import { post } from './api.js';
import type { Choice } from './api-types.js';
import { shownMedia } from './card.js';
import { chosenPart } from './clip.js';
import { ui } from './elements.js';
import { handleError, say } from './status.js';
import { formatDuration } from './units.js';

/** Asks for a signed link and follows it: the browser downloads with its own progress and resume. */
export async function download(choice: Choice, formatName: string): Promise<void> {
  const current = shownMedia();
  if (!current) return;
  // A subtitle track is always the whole track.
  const part = choice.kind === 'subtitles' ? {} : chosenPart(current.info.durationSeconds);
  if (typeof part === 'string') {
    say(part, true);
    ui.clip.open = true;
    return;
  }
  const clipped = part.start !== undefined || part.end !== undefined;
  const to = part.end !== undefined ? formatDuration(part.end) : 'the end';
  const name = clipped ? `${formatName}, ${formatDuration(part.start ?? 0)}–${to}` : formatName;
  say(`Preparing ${name}…`);
  try {
    const body = { url: current.url, title: current.info.title, ...choice, ...part };
    const { url } = (await (await post('/api/link', body)).json()) as { url: string };
    const anchor = document.createElement('a');
    anchor.href = url;
    anchor.download = '';
    document.body.append(anchor);
    anchor.click();
    anchor.remove();
    say(`${name}: the download has started. Merged or converted files can take a few seconds to begin.`);
  } catch (error) {
    handleError(error);
  }
}
