import { ApiError } from './api.js';
import { isolated } from './dom.js';
import { handleError } from './status.js';

/** The button of a panel's line ("Remove"): pressing it runs `onPress`. */
export function actionButton(label: string, onPress: () => void): HTMLButtonElement {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'action';
  button.textContent = label;
  button.addEventListener('click', onPress);
  return button;
}

/** A refusal of the owner's action, said in `place` (under its field); a lost sign-in or a fault as the page says failures. */
export function showActionError(place: HTMLElement, error: unknown): void {
  if (error instanceof ApiError && error.code !== 'unauthorized') place.replaceChildren(isolated(error.message));
  else handleError(error);
}
