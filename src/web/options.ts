/*
 * The download options' toggles of the MP3 rows: the server writes a
 * checkbox per registered option into index.html (#mp3-options); the list
 * puts that one box in a row under its MP3 heading each time it is drawn (the boxes
 * keep their state), and the checked ones are sent with an MP3.
 */

/** Held here: a list drawn anew takes the box out of the page with the old heading. */
const box = document.getElementById('mp3-options');

/** The toggles, shown, for the MP3 heading of the list (none when the server wrote no option). */
export function mp3OptionsBox(): HTMLElement | undefined {
  if (!box?.querySelector('input')) return undefined;
  box.hidden = false;
  return box;
}

/** The parameters of the toggles checked: `{ loudness: 'ebu-r128' }`. */
export function checkedMp3Options(): Record<string, string> {
  const checked = box?.querySelectorAll<HTMLInputElement>('input[type=checkbox]:checked') ?? [];
  return Object.fromEntries(Array.from(checked, (input) => [input.name, input.value]));
}
