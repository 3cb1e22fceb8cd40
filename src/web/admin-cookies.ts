import { actionButton, showActionError } from './admin-actions.js';
import { adminUi } from './admin-elements.js';
import { formatMoment } from './admin-format.js';
import { get, post, remove } from './api.js';
import { isolated } from './dom.js';
import { t } from './i18n.js';

/*
 * The owner's cookie sets: a line each (its sites, how many cookies, the earliest expiry, the last
 * use and how it went; never a cookie), a Remove button each, and a file field that adds a
 * cookies.txt (its text sent as JSON; the server checks it and names a wrong line).
 */

interface CookieSet {
  id: string;
  sites: string[];
  cookieCount: number;
  earliestExpiry: string | null;
  lastUsedAt: string | null;
  lastOutcome: string | null;
}

const when = formatMoment;

function line(set: CookieSet): HTMLLIElement {
  const item = document.createElement('li');
  const words = t('admin-cookies-line', {
    sites: set.sites.join(', '),
    count: set.cookieCount,
    expiry: when(set.earliestExpiry),
    used: when(set.lastUsedAt),
    outcome: set.lastOutcome ?? '–',
  });
  const button = actionButton(
    t('admin-cookies-remove'),
    () => void act(() => remove(`/api/admin/cookies/${encodeURIComponent(set.id)}`)),
  );
  item.append(isolated(words), ' ', button);
  return item;
}

/** Reads the sets and draws them. */
export async function loadCookieSets(): Promise<void> {
  const { sets } = (await (await get('/api/admin/cookies')).json()) as { sets: CookieSet[] };
  adminUi.cookiesNone.hidden = sets.length > 0;
  adminUi.cookieSets.replaceChildren(...sets.map(line));
}

/** Runs an add or a remove, then draws the sets again; a refusal is said under the file field. */
async function act(action: () => Promise<unknown>): Promise<void> {
  adminUi.cookiesMessage.replaceChildren();
  try {
    await action();
    await loadCookieSets();
  } catch (error) {
    showActionError(adminUi.cookiesMessage, error);
  }
}

adminUi.cookiesFile.addEventListener('change', () => {
  const file = adminUi.cookiesFile.files?.[0];
  if (!file) return;
  void act(async () => post('/api/admin/cookies', { cookies: await file.text() })).finally(() => {
    adminUi.cookiesFile.value = '';
  });
});
