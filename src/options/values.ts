/** What the rest of the house reads of the registered options, for one request's values. */
import { z } from 'zod';
import { downloadOption, downloadOptions } from './registry.js';
import type { OptionValues } from './types.js';

/** The registered options' parameters, spread into a download's query (their OpenAPI part comes along). */
export function optionParams(): Record<string, z.ZodType<string | undefined>> {
  return Object.fromEntries(downloadOptions().flatMap((option) => Object.entries(option.params)));
}

/** The options' values as the media core takes them (checked again there, as every input from outside). */
export function optionValuesSchema() {
  return z.object(optionParams()).strict();
}

/** The values a parsed query or body gives the registered options (those left out are not there). */
export function optionValuesOf(fields: Record<string, unknown>): OptionValues {
  const values: OptionValues = {};
  for (const id of Object.keys(optionParams())) {
    const value = fields[id];
    if (typeof value === 'string') values[id] = value;
  }
  return values;
}

/** An option's id as a card keeps it (a toggle on): short, plain, and only a registered one counts. */
export const toggledSchema = z
  .array(z.string().regex(/^[a-z][a-z0-9-]{0,23}$/))
  .max(8)
  .transform((ids) => ids.filter((id) => downloadOption(id) !== undefined));

/** The values of the toggles a card has on. */
export function toggledValues(toggled: readonly string[] | undefined): OptionValues {
  const values: OptionValues = {};
  for (const id of toggled ?? []) {
    const option = downloadOption(id);
    if (option?.toggle) values[option.id] = option.toggle.value;
  }
  return values;
}

/** The toggles of a card after a press on the option's: on becomes off and off on. */
export function flipToggle(toggled: readonly string[] | undefined, id: string): string[] {
  const now = toggled ?? [];
  return now.includes(id) ? now.filter((on) => on !== id) : [...now, id];
}

/** The options a request asks for (one of whose fields has a value), in registry order. */
function asked(values: OptionValues | undefined) {
  const given = Object.keys(values ?? {});
  return downloadOptions().filter((option) => Object.keys(option.params).some((field) => given.includes(field)));
}

/** Whether an option asked for makes the audio an MP3 (ext=mp3 even on MP3 audio: it is re-encoded). */
export function optionsMakeMp3(values: OptionValues | undefined): boolean {
  return asked(values).some((option) => option.plan?.makesMp3 === true);
}

/** Whether an option asked for keeps the file from passing through untouched. */
export function optionsStopPassThrough(values: OptionValues | undefined): boolean {
  return asked(values).some((option) => option.plan?.stopsPassThrough === true);
}

/** The audio stages of the options asked for, in registry order. */
export function audioStages(values: OptionValues | undefined) {
  return asked(values).flatMap((option) => (option.audio ? [option.audio] : []));
}
