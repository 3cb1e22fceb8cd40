import { int } from './values.js';

/**
 * A site that keeps refusing this server (its bot check, its rate limit) is left alone for a while
 * (src/refusals): SITE_REFUSAL_LIMIT refusals within SITE_REFUSAL_WINDOW_S start a cooling-off of
 * SITE_COOLING_FIRST_S, doubled at each refusal after one, up to SITE_COOLING_MAX_S.
 */
export const refusalSettings = {
  SITE_REFUSAL_LIMIT: int(1, 1000, 3).describe(
    'a site that refused this server this many times within `SITE_REFUSAL_WINDOW_S` cools off ([OPERATIONS.md](OPERATIONS.md#youtube-and-sites-that-refuse-servers))',
  ),
  SITE_REFUSAL_WINDOW_S: int(1, 86_400, 600).describe('the window, in seconds, the refusals are counted in'),
  SITE_COOLING_FIRST_S: int(1, 86_400, 120).describe(
    "a cooling-off's first length in seconds, doubled while each first lookup after one still meets a refusal",
  ),
  SITE_COOLING_MAX_S: int(1, 86_400, 3600).describe("a cooling-off's longest length in seconds"),
};
