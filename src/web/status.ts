import { ApiError } from './api.js';
import { apiKey, setKey } from './api-key.js';
import { isolated } from './dom.js';
import { t } from './i18n.js';
import type { Args } from './messages.js';
import { shared } from './shared-elements.js';

/** A sentence of the catalogue not yet said: the line keeps it so a change of language says it again. */
export interface Line {
  key: string;
  args?: Args;
}

/** What the line shows: a sentence of the catalogue, or the API's own words (already in the page's language). */
let shown: { line: Line | string; isError: boolean } = { line: '', isError: false };

/** Writes the line isolated: the API's words, or English standing in for a missing key, may run the other way. */
function write(text: string): void {
  shared.status.replaceChildren(...(text ? [isolated(text)] : []));
}

function show(line: Line | string, isError: boolean): void {
  shown = { line, isError };
  write(typeof line === 'string' ? line : t(line.key, line.args));
  shared.status.classList.toggle('error', isError);
  // On a phone the sentence sits above a long card: a press on a lower row must still show why it failed.
  if (isError) shared.status.scrollIntoView({ block: 'nearest' });
}

/** The sentence under the form: what is going on, or what went wrong. */
export function showStatus(key: string, args?: Args, isError = false): void {
  show(args ? { key, args } : { key }, isError);
}

/** Empties the line. */
export function clearStatus(): void {
  show('', false);
}

/** Says the line again in the language just picked (the API's words stay as they came). */
export function retranslateStatus(): void {
  if (typeof shown.line !== 'string') {
    write(t(shown.line.key, shown.line.args));
  }
}

/** Shows the key form: first time, or after a refused key. */
function askForKey(refused: boolean): void {
  shared.keyForm.hidden = false;
  showStatus(refused ? 'web-status-key-refused' : 'web-status-key-needed', undefined, refused);
  shared.key.focus();
}

/** A failed lookup or link: the key form when a key is needed (a refused one is forgotten), else the API's sentence. */
export function handleError(error: unknown): void {
  if (error instanceof ApiError && error.code === 'unauthorized') {
    askForKey(apiKey() !== null);
    if (apiKey() !== null) setKey(null);
    return;
  }
  if (error instanceof ApiError) show(error.message, true);
  else showStatus('web-error-page', undefined, true);
}
