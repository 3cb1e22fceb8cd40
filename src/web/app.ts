/*
 * The web page's only script, compiled by the project's tsc into dist/src/web/app.js.
 * It talks to the same origin only (the CSP allows nothing else): /api/info
 * for the card, /web/thumbnail for its picture, /api/link for a signed
 * download link that a plain navigation can follow with API keys on.
 */

interface Format {
  id: string;
  selector: string;
  ext: string;
  kind: 'video' | 'audio' | 'other';
  label: string;
  detail: string;
  filesizeApprox?: number;
}

interface Info {
  title: string;
  uploader?: string;
  durationSeconds?: number;
  thumbnail?: string;
  platform: string;
  webpageUrl: string;
  formats: Format[];
  /** A playlist's items (its formats are then empty); each is looked up on its own. */
  entries?: { id: string; title: string; url: string; durationSeconds?: number }[];
  /** The playlist's length when known; more than `entries` when the list was capped. */
  entryCount?: number;
}

/** What /api/link is asked for: a format, or an MP3 made from one. */
interface Choice {
  selector: string;
  ext: string;
  kind: string;
  convert?: 'mp3';
  quality?: number;
}

/** The part asked for in the "Only a part" fields, in seconds (either end may be left out). */
interface Part {
  start?: number;
  end?: number;
}

const KEY_STORAGE = 'media-fetcher.api-key';
const MP3_QUALITIES = [128, 192, 256, 320] as const;

function element<T extends HTMLElement>(id: string): T {
  const found = document.getElementById(id);
  if (!found) throw new Error(`#${id} is missing from index.html`);
  return found as T;
}

const ui = {
  lookup: element<HTMLFormElement>('lookup'),
  url: element<HTMLInputElement>('url'),
  lookupButton: element<HTMLButtonElement>('lookup-button'),
  keyForm: element<HTMLFormElement>('key-form'),
  key: element<HTMLInputElement>('api-key'),
  forgetKey: element<HTMLButtonElement>('forget-key'),
  status: element<HTMLParagraphElement>('status'),
  card: element<HTMLElement>('card'),
  thumbBox: element<HTMLDivElement>('thumb-box'),
  thumb: element<HTMLImageElement>('thumb'),
  title: element<HTMLHeadingElement>('title'),
  meta: element<HTMLParagraphElement>('meta'),
  formats: element<HTMLUListElement>('formats'),
  clip: element<HTMLDetailsElement>('clip'),
  clipStart: element<HTMLInputElement>('clip-start'),
  clipEnd: element<HTMLInputElement>('clip-end'),
};

/** An API error: its sentence and code, never the raw body. */
class ApiError extends Error {
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
  }
}

function storedKey(): string | null {
  try {
    return localStorage.getItem(KEY_STORAGE);
  } catch {
    return null; // storage may be off (private mode); the key is then asked for each time
  }
}

let sessionKey: string | null = storedKey();

function setKey(key: string | null): void {
  sessionKey = key;
  try {
    if (key) localStorage.setItem(KEY_STORAGE, key);
    else localStorage.removeItem(KEY_STORAGE);
  } catch {
    // kept for this visit only
  }
  ui.forgetKey.hidden = !key;
}

function say(message: string, isError = false): void {
  ui.status.textContent = message;
  ui.status.classList.toggle('error', isError);
  // On a phone the sentence sits above a long card: a press on a lower row must still show why it failed.
  if (isError) ui.status.scrollIntoView({ block: 'nearest' });
}

/** POSTs JSON to the API with the key when there is one; throws an ApiError with the API's sentence. */
async function post(path: string, body: unknown): Promise<Response> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (sessionKey) headers.authorization = `Bearer ${sessionKey}`;
  let response: Response;
  try {
    response = await fetch(path, { method: 'POST', headers, body: JSON.stringify(body) });
  } catch {
    throw new ApiError('The server could not be reached. Check the connection and try again.', 'network');
  }
  if (response.ok) return response;
  let error = { error: `The server answered ${response.status}.`, code: 'http_error' };
  try {
    const parsed = (await response.json()) as { error?: unknown; code?: unknown };
    if (typeof parsed.error === 'string' && typeof parsed.code === 'string') {
      error = { error: parsed.error, code: parsed.code };
    }
  } catch {
    // not JSON: keep the status sentence
  }
  throw new ApiError(error.error, error.code);
}

/** Shows the key form: first time, or after a refused key. */
function askForKey(refused: boolean): void {
  ui.keyForm.hidden = false;
  say(refused ? 'That API key was not accepted.' : 'Enter the API key to continue.', refused);
  ui.key.focus();
}

function formatSize(bytes: number | undefined): string {
  if (bytes === undefined) return '';
  const mb = bytes / (1024 * 1024);
  return mb >= 1 ? `~${mb < 10 ? mb.toFixed(1) : Math.round(mb)} MB` : `~${Math.max(1, Math.round(bytes / 1024))} KB`;
}

function formatDuration(seconds: number | undefined): string {
  if (seconds === undefined) return '';
  const s = Math.round(seconds);
  const hh = Math.floor(s / 3600);
  const mm = Math.floor((s % 3600) / 60);
  const ss = String(s % 60).padStart(2, '0');
  return hh > 0 ? `${hh}:${String(mm).padStart(2, '0')}:${ss}` : `${mm}:${ss}`;
}

/*
 * A time as the server reads it (src/media/clip.ts parseTimecode, which this
 * browser-only build cannot import): decimal seconds or [h:]mm:ss[.fff]. The
 * page checks the fields before asking for a link, since a link followed by
 * the browser's download shows no error sentence; the server checks again.
 */
function parseTime(text: string): number | undefined {
  const trimmed = text.trim();
  if (/^\d{1,9}(\.\d{1,9})?$/.test(trimmed)) return Math.round(Number(trimmed) * 1000) / 1000;
  const parts = /^(?:(\d{1,6}):)?(\d{1,6}):(\d{1,2})(\.\d{1,3})?$/.exec(trimmed);
  if (!parts) return undefined;
  const [, h, m, s, fraction] = parts;
  if (Number(s) >= 60 || (h !== undefined && Number(m) >= 60)) return undefined;
  return Math.round((Number(h ?? 0) * 3600 + Number(m) * 60 + Number(s) + Number(fraction ?? 0)) * 1000) / 1000;
}

/** The part asked for, or a sentence saying what is wrong with it (naming the field). */
function chosenPart(durationSeconds: number | undefined): Part | string {
  const fromText = ui.clipStart.value.trim();
  const toText = ui.clipEnd.value.trim();
  const start = fromText ? parseTime(fromText) : undefined;
  const end = toText ? parseTime(toText) : undefined;
  if (fromText && start === undefined) return 'From: write a time like 1:20 or 80.5.';
  if (toText && end === undefined) return 'To: write a time like 1:20 or 80.5.';
  if (start !== undefined && durationSeconds !== undefined && start >= durationSeconds) {
    return `From: the media ends at ${formatDuration(durationSeconds)}.`;
  }
  if (end !== undefined && durationSeconds !== undefined && end > durationSeconds) {
    return `To: the media ends at ${formatDuration(durationSeconds)}.`;
  }
  if (end !== undefined && end <= (start ?? 0)) return 'To must be after From.';
  return { ...(start !== undefined ? { start } : {}), ...(end !== undefined ? { end } : {}) };
}

/**
 * The format an MP3 is made from: the first audio-only one, else the smallest
 * video (the same MP3 for fewer bytes; the list is best first).
 */
function mp3Source(formats: Format[]): Format | undefined {
  return formats.find((f) => f.kind === 'audio') ?? formats.filter((f) => f.kind === 'video').at(-1) ?? formats[0];
}

function entry(label: string, detail: string, size: string, onChoose: () => void): HTMLLIElement {
  const item = document.createElement('li');
  const button = document.createElement('button');
  button.type = 'button';
  const text = document.createElement('span');
  const name = document.createElement('span');
  name.className = 'label';
  name.textContent = label;
  const more = document.createElement('span');
  more.className = 'detail';
  more.textContent = detail ? ` ${detail}` : '';
  text.append(name, more);
  const amount = document.createElement('span');
  amount.className = 'size';
  amount.textContent = size;
  button.append(text, amount);
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

let current: { url: string; info: Info } | undefined;
let thumbnailUrl: string | undefined;

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

function showCard(url: string, info: Info): void {
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
  const items: HTMLLIElement[] = [];
  for (const [kind, heading] of [
    ['video', 'Video'],
    ['audio', 'Audio'],
    ['other', 'Other'],
  ] as const) {
    const formats = info.formats.filter((f) => f.kind === kind);
    if (formats.length > 0) items.push(group(heading));
    for (const f of formats) {
      items.push(
        // The detail already names the container ("MP4 · H.264 · AAC"); the extension stands in where there is none.
        entry(f.label, f.detail || f.ext, formatSize(f.filesizeApprox), () =>
          download({ selector: f.selector, ext: f.ext, kind: f.kind }, `${f.label} ${f.ext}`),
        ),
      );
    }
  }
  if (info.entries?.length) {
    const total = info.entryCount ?? info.entries.length;
    items.push(group(total > info.entries.length ? `Items (first ${info.entries.length} of ${total})` : 'Items'));
    for (const item of info.entries) {
      items.push(
        entry(item.title, formatDuration(item.durationSeconds), 'Choose format', () => {
          ui.url.value = item.url;
          void lookUp();
        }),
      );
    }
  }
  const source = mp3Source(info.formats);
  if (source) {
    items.push(group('MP3'));
    for (const quality of MP3_QUALITIES) {
      const bytes = info.durationSeconds ? (quality * 1000 * info.durationSeconds) / 8 : undefined;
      items.push(
        entry(`MP3 ${quality}`, 'kbit/s', formatSize(bytes), () =>
          download(
            { selector: source.selector, ext: source.ext, kind: source.kind, convert: 'mp3', quality },
            `MP3 ${quality} kbit/s`,
          ),
        ),
      );
    }
  }
  ui.formats.replaceChildren(...items);
  ui.card.hidden = false;
  void showThumbnail(url, info);
}

function handleError(error: unknown): void {
  if (error instanceof ApiError && error.code === 'unauthorized') {
    askForKey(sessionKey !== null);
    if (sessionKey !== null) setKey(null);
    return;
  }
  say(error instanceof ApiError ? error.message : 'Something went wrong in this page. Reload it and try again.', true);
}

async function lookUp(): Promise<void> {
  const url = ui.url.value.trim();
  if (!url) {
    say('Paste a link first.', true);
    ui.url.focus();
    return;
  }
  ui.lookupButton.disabled = true;
  say('Looking it up…');
  try {
    const info = (await (await post('/api/info', { url })).json()) as Info;
    ui.keyForm.hidden = true;
    if (sessionKey) setKey(sessionKey);
    say('');
    showCard(url, info);
  } catch (error) {
    ui.card.hidden = true;
    handleError(error);
  } finally {
    ui.lookupButton.disabled = false;
  }
}

/** Asks for a signed link and follows it: the browser downloads with its own progress and resume. */
async function download(choice: Choice, formatName: string): Promise<void> {
  if (!current) return;
  const part = chosenPart(current.info.durationSeconds);
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

/** A shared or bookmarked link: `?url=`, or the first http(s) link in a share sheet's `text`. */
function sharedLink(): string | undefined {
  const params = new URLSearchParams(location.search);
  const direct = params.get('url');
  if (direct) return direct;
  return /https?:\/\/\S+/.exec(params.get('text') ?? '')?.[0];
}

ui.lookup.addEventListener('submit', (event) => {
  event.preventDefault();
  void lookUp();
});

ui.keyForm.addEventListener('submit', (event) => {
  event.preventDefault();
  const key = ui.key.value.trim();
  if (!key) return;
  setKey(key);
  ui.key.value = '';
  void lookUp();
});

ui.forgetKey.addEventListener('click', () => {
  setKey(null);
  say('The API key was removed from this browser.');
});

setKey(sessionKey);
const shared = sharedLink();
if (shared) {
  ui.url.value = shared;
  void lookUp();
} else {
  ui.url.focus();
}
