import type { Choice, Format, Info } from './api-types.js';
import { t } from './i18n.js';
import { mp3OptionsBox } from './options.js';
import { audioInLanguage, inLanguage } from './sound.js';
import { formatClock } from './units.js';

/*
 * The card's list: the formats by kind, a playlist's items, MP3s at a few
 * bitrates, and the subtitle languages (each an .srt), each row a button.
 * What a press does is the caller's.
 */

const MP3_QUALITIES = [128, 192, 256, 320] as const;

/** What the rows do when pressed. */
export interface ListActions {
  /** Asks for this format (or MP3); `formatName` names it in the status sentence. */
  download(choice: Choice, formatName: string): void;
  /** Looks up one item of a playlist. */
  lookUpItem(url: string): void;
}

/**
 * The format an MP3 is made from: the first audio-only one (in the sound's
 * language chosen), else the smallest video (the same MP3 for fewer bytes;
 * the list is best first).
 */
function mp3Source(formats: Format[], lang: string | undefined): Format | undefined {
  const smallest = formats.filter((f) => f.kind === 'video').at(-1);
  return audioInLanguage(formats, lang)[0] ?? (smallest ? inLanguage(smallest, lang) : formats[0]);
}

/** "~12 MB" in the page's language, or nothing when the size is not known. */
function approximately(bytes: number | undefined): string {
  return bytes === undefined ? '' : t('web-size', { bytes });
}

/** A span of the row in its own direction (dir=auto isolates it), so "720p", a title or a Persian word each read right. */
function span(className: string, text: string): HTMLSpanElement {
  const part = document.createElement('span');
  part.className = className;
  part.dir = 'auto';
  part.textContent = text;
  return part;
}

function entry(label: string, detail: string, size: string, onChoose: () => void): HTMLLIElement {
  const item = document.createElement('li');
  const button = document.createElement('button');
  button.type = 'button';
  const text = document.createElement('span');
  // The space stays outside the isolated parts: inside one it could land on the wrong side.
  text.append(span('label', label), ...(detail ? [' ', span('detail', detail)] : []));
  button.append(text, span('size', size));
  button.addEventListener('click', onChoose);
  item.append(button);
  return item;
}

function group(title: string): HTMLLIElement {
  const item = document.createElement('li');
  item.className = 'group';
  item.textContent = title;
  return item;
}

/** The rows of the list for this media, headings included; `lang`: the sound's language chosen, if any. */
export function listItems(info: Info, actions: ListActions, lang?: string): HTMLLIElement[] {
  const items: HTMLLIElement[] = [];
  for (const [kind, heading] of [
    ['video', 'web-group-video'],
    ['audio', 'web-group-audio'],
    ['other', 'web-group-other'],
  ] as const) {
    const formats =
      kind === 'audio'
        ? audioInLanguage(info.formats, lang)
        : info.formats.filter((f) => f.kind === kind).map((f) => inLanguage(f, lang));
    if (formats.length > 0) items.push(group(t(heading)));
    for (const f of formats) {
      items.push(
        // The detail already names the container ("MP4 · H.264 · AAC"); the extension stands in where there is none.
        entry(f.label, f.detail || f.ext, approximately(f.filesizeApprox), () =>
          actions.download({ selector: f.selector, ext: f.ext, kind: f.kind }, `${f.label} ${f.ext}`),
        ),
      );
    }
  }
  if (info.entries?.length) {
    const total = info.entryCount ?? info.entries.length;
    const shown = info.entries.length;
    items.push(group(total > shown ? t('web-group-items-first', { shown, total }) : t('web-group-items')));
    for (const item of info.entries) {
      const length = item.durationSeconds === undefined ? '' : formatClock(item.durationSeconds);
      items.push(entry(item.title, length, t('web-item-choose'), () => actions.lookUpItem(item.url)));
    }
  }
  const source = mp3Source(info.formats, lang);
  if (source) {
    items.push(group(t('web-group-mp3')));
    // The download options' toggles (loudness) go with the MP3 rows, before them in the tab order.
    const toggles = mp3OptionsBox();
    if (toggles) {
      const row = document.createElement('li');
      row.append(toggles);
      items.push(row);
    }
    for (const quality of MP3_QUALITIES) {
      const bytes = info.durationSeconds ? (quality * 1000 * info.durationSeconds) / 8 : undefined;
      items.push(
        entry(t('web-mp3', { quality }), t('web-mp3-unit'), approximately(bytes), () =>
          actions.download(
            { selector: source.selector, ext: source.ext, kind: source.kind, convert: 'mp3', quality },
            t('web-mp3-name', { quality }),
          ),
        ),
      );
    }
  }
  items.push(...subtitleItems(info, actions));
  return items;
}

/** One row per subtitle language: the track alone as SubRip (kind=subtitles; its selector is not read). */
function subtitleItems(info: Info, actions: ListActions): HTMLLIElement[] {
  const tracks = info.subtitles ?? [];
  const selector = info.formats[0]?.selector;
  if (tracks.length === 0 || !selector) return [];
  return [
    group(t('web-group-subtitles')),
    ...tracks.map((track) => {
      const name = track.name ?? track.lang;
      const detail = track.automatic ? t('web-subtitles-automatic', { lang: track.lang }) : track.lang;
      return entry(name, detail, '.srt', () =>
        actions.download(
          { selector, ext: 'srt', kind: 'subtitles', subs: track.lang },
          t('web-subtitles-name', { name }),
        ),
      );
    }),
  ];
}
