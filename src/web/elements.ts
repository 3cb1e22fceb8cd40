/** The elements of index.html the script works with, found once at start. */

function element<T extends HTMLElement>(id: string): T {
  const found = document.getElementById(id);
  if (!found) throw new Error(`#${id} is missing from index.html`);
  return found as T;
}

export const ui = {
  language: element<HTMLSelectElement>('language'),
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

/**
 * Text in its own direction, set apart from the page's (<bdi>): a title or an
 * API sentence in English reads left to right, full stop last, on a Persian
 * page, and a Persian title keeps its order on an English one, while the line
 * stays aligned as the page is.
 */
export function isolated(text: string): HTMLElement {
  const part = document.createElement('bdi');
  part.textContent = text;
  return part;
}
