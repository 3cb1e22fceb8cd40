import type { Store } from '../db/index.js';
import type { LocaleCode } from '../i18n/index.js';
import { outcomeWords } from './notices.js';
import { knownOutcome } from './outcome.js';
import { listLinks, recentRuns } from './store.js';

/** What the strip covers. */
export const STRIP_MS = 24 * 60 * 60 * 1000;

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** Per watched link: its state, last success, last failure with its class in words, and the last day's runs. */
export async function canaryReport(store: Store, now: Date, locale: LocaleCode) {
  const links = await listLinks(store);
  const runs = await recentRuns(
    store,
    new Date(now.getTime() - STRIP_MS),
    links.map((link) => link.id),
  );
  return {
    links: links.map((link) => {
      const failure = link.lastFailureClass === null ? null : knownOutcome(link.lastFailureClass);
      return {
        id: link.id,
        url: link.url,
        site: link.site,
        source: link.source,
        up: link.up,
        lastOkAt: iso(link.lastOkAt),
        lastFailureAt: iso(link.lastFailureAt),
        lastFailureClass: failure,
        lastFailureText: failure === null ? null : outcomeWords(locale, failure),
        runs: runs
          .filter((run) => run.linkId === link.id)
          .map((run) => ({ at: run.at.toISOString(), outcome: knownOutcome(run.outcome), durationMs: run.durationMs })),
      };
    }),
  };
}
