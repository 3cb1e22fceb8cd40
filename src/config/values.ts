import { z } from 'zod';

/*
 * The value kinds every settings file builds its variables from. Unset and
 * empty values take the default, so an `.env` copied from `.env.example` with
 * blanks behaves like no `.env` at all.
 */

export const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/** A whole number in [min, max]; blank or unset: the fallback. */
export const int = (min: number, max: number, fallback: number) =>
  z.preprocess(blankToUndefined, z.coerce.number().int().min(min).max(max).default(fallback));

/** A limit: 0 or unset means "off". */
export const limit = () => int(0, 1_000_000_000, 0).meta({ defaultText: 'off' });

/** true/false, 1/0 or yes/no; blank or unset: the fallback. */
export const bool = (fallback: boolean) =>
  z.preprocess(
    blankToUndefined,
    z
      .enum(['true', 'false', '1', '0', 'yes', 'no'])
      .default(fallback ? 'true' : 'false')
      .transform((v) => v === 'true' || v === '1' || v === 'yes'),
  );

export const optionalString = () => z.preprocess(blankToUndefined, z.string().optional());

/** An http(s) URL without its trailing slashes (paths are appended to it). */
export const optionalUrl = () =>
  z.preprocess(
    blankToUndefined,
    z
      .url({ protocol: /^https?$/ })
      .transform((u) => u.replace(/\/+$/, ''))
      .optional(),
  );
