/**
 * The download options' toggles (src/options) beside a card's MP3 choices,
 * in both bots: a press turns one on or off on the card, and an MP3 pressed
 * then asks for the options on.
 */
import type { Translate } from '../../src/i18n/index.js';
import { downloadOptions, toggledValues } from '../../src/options/index.js';
import type { Choice } from './choices.js';

/** A toggle as a card shows it: its index among the registered options (the button's data) and its words. */
export interface OptionToggleButton {
  index: number;
  id: string;
  on: boolean;
  label: string;
}

const ON = '✅';
const OFF = '⬜';

/** The registered options' toggles, each marked on or off as the card has it. */
export function optionToggles(t: Translate, toggled: readonly string[] | undefined): OptionToggleButton[] {
  return downloadOptions().flatMap(({ id, toggle }, index) => {
    if (!toggle) return [];
    const on = toggled?.includes(id) ?? false;
    return [{ index, id, on, label: `${on ? ON : OFF} ${t(toggle.botLabel)}` }];
  });
}

/** The option id of a toggle's index (from a button: checked, undefined when there is none). */
export function toggleIdAt(index: number): string | undefined {
  const option = downloadOptions()[index];
  return option?.toggle ? option.id : undefined;
}

/** An MP3 choice with the card's toggles on (other choices are as they were). */
export function withToggles(choice: Choice, toggled: readonly string[] | undefined): Choice {
  if (choice.type !== 'mp3' || !toggled?.length) return choice;
  return { ...choice, options: toggledValues(toggled) };
}
