import { ApiError } from './api.js';
import { apiKey, setKey } from './api-key.js';
import { ui } from './elements.js';

/** The sentence under the form: what is going on, or what went wrong. */
export function say(message: string, isError = false): void {
  ui.status.textContent = message;
  ui.status.classList.toggle('error', isError);
  // On a phone the sentence sits above a long card: a press on a lower row must still show why it failed.
  if (isError) ui.status.scrollIntoView({ block: 'nearest' });
}

/** Shows the key form: first time, or after a refused key. */
function askForKey(refused: boolean): void {
  ui.keyForm.hidden = false;
  say(refused ? 'That API key was not accepted.' : 'Enter the API key to continue.', refused);
  ui.key.focus();
}

/** A failed lookup or link: the key form when a key is needed (a refused one is forgotten), else the API's sentence. */
export function handleError(error: unknown): void {
  if (error instanceof ApiError && error.code === 'unauthorized') {
    askForKey(apiKey() !== null);
    if (apiKey() !== null) setKey(null);
    return;
  }
  say(error instanceof ApiError ? error.message : 'Something went wrong in this page. Reload it and try again.', true);
}
