import { post } from './api.js';
import type { Choice } from './api-types.js';
import { shownMedia } from './card.js';
import { chosenPart } from './clip.js';
import { ui } from './elements.js';
import { t } from './i18n.js';
import { checkedMp3Options } from './options.js';
import { handleError, showStatus } from './status.js';

/** Asks for a signed link and follows it: the browser downloads with its own progress and resume. */
export async function download(choice: Choice, formatName: string): Promise<void> {
  const current = shownMedia();
  if (!current) return;
  // A subtitle track is always the whole track.
  const part = choice.kind === 'subtitles' ? {} : chosenPart(current.info.durationSeconds);
  if ('key' in part) {
    showStatus(part.key, part.args, true);
    ui.clip.open = true;
    return;
  }
  const from = part.start ?? 0;
  let name = formatName;
  if (part.end !== undefined) name = t('web-part', { format: formatName, from, to: part.end });
  else if (part.start !== undefined) name = t('web-part-to-end', { format: formatName, from });
  showStatus('web-status-preparing', { name });
  try {
    // An MP3 takes the download options checked beside the MP3 rows (options.ts).
    const options = choice.convert === 'mp3' ? checkedMp3Options() : {};
    const body = { url: current.url, title: current.info.title, ...choice, ...part, ...options };
    const { url } = (await (await post('/api/link', body)).json()) as { url: string };
    const anchor = document.createElement('a');
    anchor.href = url;
    anchor.download = '';
    document.body.append(anchor);
    anchor.click();
    anchor.remove();
    showStatus('web-status-started', { name });
  } catch (error) {
    handleError(error);
  }
}
