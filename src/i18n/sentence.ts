/**
 * A sentence not yet said: the catalogue key and its arguments. Errors and
 * refusals carry one, so each reader (an HTTP client by Accept-Language, a
 * chat user by their language) gets it in their own words; numbers stay
 * numbers so plural rules and Intl apply in the reader's locale.
 */
export type SentenceArg = string | number | Date;
export type SentenceArgs = Record<string, SentenceArg>;

export interface Sentence {
  readonly key: string;
  readonly args?: SentenceArgs | undefined;
}

export const sentence = (key: string, args?: SentenceArgs): Sentence => (args ? { key, args } : { key });

/** Says a key with its arguments in one locale: what a bot's or the API's `t` is. */
export type Translate = (key: string, args?: SentenceArgs) => string;
