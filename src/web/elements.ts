/** The elements of index.html the script works with, found once at start. */

function element<T extends HTMLElement>(id: string): T {
  const found = document.getElementById(id);
  if (!found) throw new Error(`#${id} is missing from index.html`);
  return found as T;
}

export const ui = {
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
