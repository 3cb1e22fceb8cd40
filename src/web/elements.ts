import { element } from './dom.js';
import { shared } from './shared-elements.js';

/** The elements of index.html the script works with, found once at start (those admin.html has too are shared's). */
export const ui = {
  ...shared,
  lookup: element<HTMLFormElement>('lookup'),
  url: element<HTMLInputElement>('url'),
  lookupButton: element<HTMLButtonElement>('lookup-button'),
  card: element<HTMLElement>('card'),
  thumbBox: element<HTMLDivElement>('thumb-box'),
  thumb: element<HTMLImageElement>('thumb'),
  title: element<HTMLHeadingElement>('title'),
  meta: element<HTMLParagraphElement>('meta'),
  formats: element<HTMLUListElement>('formats'),
  clip: element<HTMLDetailsElement>('clip'),
  clipStart: element<HTMLInputElement>('clip-start'),
  clipEnd: element<HTMLInputElement>('clip-end'),
  soundBox: element<HTMLDivElement>('sound-box'),
  sound: element<HTMLSelectElement>('sound'),
};
