import { adminUi } from './admin-elements.js';
import { formatBytes, formatCount } from './admin-format.js';
import type { AdminDashboard, DownloadOutcome } from './admin-types.js';
import { bar } from './chart.js';
import { isolated } from './dom.js';
import { t } from './i18n.js';

/*
 * The ranked lists of the 30 days: the busiest sites and users, how downloads
 * ended, and the error codes of those that failed. Each row says its name and
 * numbers in words, with a bar below for the eye (hidden from screen readers,
 * which have the words).
 */

/** Each outcome's name in the catalogue (written out, so test/web/messages.test.ts sees every key used). */
const OUTCOMES: Record<DownloadOutcome, string> = {
  ok: 'admin-outcome-ok',
  error: 'admin-outcome-error',
  cancelled: 'admin-outcome-cancelled',
  interrupted: 'admin-outcome-interrupted',
  running: 'admin-outcome-running',
};

interface Row {
  /** What the row is about: a site, a person, an outcome, a code. */
  name: (Node | string)[];
  /** Its numbers, in words. */
  value: string;
  /** What its bar measures, against the list's largest. */
  measure: number;
  /** A machine-readable name for the row (data-name): a site, an identity, an outcome, a code. */
  id: string;
}

function rows(list: HTMLOListElement, entries: readonly Row[]): void {
  if (entries.length === 0) {
    const none = document.createElement('li');
    none.className = 'none';
    none.textContent = t('admin-none');
    list.replaceChildren(none);
    return;
  }
  const largest = Math.max(...entries.map((entry) => entry.measure), 1);
  list.replaceChildren(
    ...entries.map(({ name, value, measure, id }) => {
      const item = document.createElement('li');
      item.dataset.name = id;
      const label = document.createElement('span');
      label.className = 'rank-name';
      label.append(...name);
      const amount = document.createElement('span');
      amount.className = 'rank-value';
      amount.textContent = value;
      item.append(label, amount, bar(measure / largest));
      return item;
    }),
  );
}

/** A code as it is written (error codes, identities): left to right in every language, set apart. */
function code(text: string): HTMLElement {
  const made = document.createElement('code');
  made.dir = 'ltr';
  made.textContent = text;
  return made;
}

/** A person by their latest display name, with the identity the numbers are kept under. */
function person(identity: string, displayName: string | null): (Node | string)[] {
  if (!displayName || displayName === identity) return [code(identity)];
  const who = isolated(displayName);
  const under = code(identity);
  under.classList.add('identity');
  return [who, ' ', under];
}

/** Draws the four lists of the dashboard's answer, in the page's language. */
export function drawRanks({ sites, users, outcomes, errorCodes }: AdminDashboard): void {
  // The size beside the count, not in its sentence: nothing sent reads "0 kB" (the catalogue's SIZE says at least 1 kB).
  const downloadsAndSize = (count: number, bytes: number) =>
    `${t('admin-rank-downloads', { count })} · ${formatBytes(bytes)}`;
  rows(
    adminUi.sites,
    sites.map((site) => ({
      name: [isolated(site.site)],
      value: downloadsAndSize(site.downloads, site.bytes),
      measure: site.downloads,
      id: site.site,
    })),
  );
  rows(
    adminUi.users,
    users.map((user) => ({
      name: person(user.identity, user.displayName),
      value: downloadsAndSize(user.downloads, user.bytes),
      measure: user.downloads,
      id: user.identity,
    })),
  );
  rows(
    adminUi.outcomes,
    outcomes.map(({ outcome, count }) => ({
      // An outcome this page does not know yet (a newer server) is written as the API names it.
      name: [OUTCOMES[outcome] ? t(OUTCOMES[outcome]) : code(outcome)],
      value: formatCount(count),
      measure: count,
      id: outcome,
    })),
  );
  rows(
    adminUi.errorCodes,
    errorCodes.map(({ code: name, count }) => ({
      name: [code(name)],
      value: formatCount(count),
      measure: count,
      id: name,
    })),
  );
}
