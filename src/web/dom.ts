/*
 * Finding a page's elements and writing text apart from the page's direction:
 * what both pages (/ and /admin) need, with no element of either.
 */

/** An element the page must have: a missing one is a slip in the template, said at start rather than later. */
export function element<T extends HTMLElement>(id: string): T {
  const found = document.getElementById(id);
  if (!found) throw new Error(`#${id} is missing from the page`);
  return found as T;
}

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
