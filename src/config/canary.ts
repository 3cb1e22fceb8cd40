import { z } from 'zod';
import { blankToUndefined, int } from './values.js';

/** The most links the canary watches: each run asks every site once, so a few per site is plenty. */
export const MAX_WATCHED_LINKS = 20;

/**
 * A watched link: an http(s) URL of at most 2048 characters without credentials (it is shown on the
 * dashboard and in the owner's chats). Whether its address may be reached is the egress rules' to
 * say at each run, as for any link a user sends.
 */
export const watchedLinkSchema = z
  .string()
  .trim()
  .min(1)
  .max(2048)
  .refine((raw) => {
    const url = URL.canParse(raw) ? new URL(raw) : undefined;
    return (
      url !== undefined &&
      (url.protocol === 'http:' || url.protocol === 'https:') &&
      url.hostname !== '' &&
      url.username === '' &&
      url.password === ''
    );
  }, 'must be an http(s) link without a user or password')
  .transform((raw) => new URL(raw).href);

/** `CANARY_LINKS`: a comma list of watched links, each once. */
const watchedLinks = z.preprocess(
  (value) => blankToUndefined(value) ?? '',
  z.string().transform((raw, ctx): readonly string[] => {
    const links: string[] = [];
    for (const part of raw.split(',').filter((p) => p.trim() !== '')) {
      const parsed = watchedLinkSchema.safeParse(part);
      if (!parsed.success) {
        ctx.addIssue({ code: 'custom', message: `"${part.trim().slice(0, 80)}" ${parsed.error.issues[0]?.message}` });
        return z.NEVER;
      }
      if (!links.includes(parsed.data)) links.push(parsed.data);
    }
    if (links.length > MAX_WATCHED_LINKS) {
      ctx.addIssue({ code: 'custom', message: `at most ${MAX_WATCHED_LINKS} links` });
      return z.NEVER;
    }
    return Object.freeze(links);
  }),
);

/**
 * The canary (src/canary): CANARY_LINKS are watched besides the links the owner adds on the
 * dashboard, each run through the whole chain every CANARY_INTERVAL_S (at least a minute: a site
 * asked more often by one server looks like the bot it checks for).
 */
export const canarySettings = {
  CANARY_LINKS: watchedLinks.describe(
    'comma-separated links the canary runs through the whole chain every interval, besides those added on the dashboard (at most 20)',
  ),
  CANARY_INTERVAL_S: int(60, 86_400, 1800).describe(
    'seconds between canary runs (one instance per period; at least 60)',
  ),
};
