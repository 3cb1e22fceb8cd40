import { actionButton, showActionError } from './admin-actions.js';
import { adminUi } from './admin-elements.js';
import { formatMoment, formatTime } from './admin-format.js';
import { get, post, remove } from './api.js';
import { isolated } from './dom.js';
import { t } from './i18n.js';
import { handleError } from './status.js';

/*
 * The canary: per watched link its state, last success, last failure with its class (the server
 * says the class in the page's language), and the last 24 hours as a strip (a cell per run, its
 * time and outcome as the cell's title); a field that adds a link, Remove, and Run now.
 */

interface Run {
  at: string;
  outcome: string;
}
interface WatchedLink {
  id: string;
  url: string;
  up: boolean | null;
  lastOkAt: string | null;
  lastFailureAt: string | null;
  lastFailureText: string | null;
  runs: Run[];
}

/** How often the panel is read again while the page is open: runs are minutes apart at the least. */
const REREAD_MS = 30_000;

const when = formatMoment;

function strip(runs: Run[]): HTMLOListElement {
  const cells = document.createElement('ol');
  cells.className = 'canary-strip';
  cells.setAttribute('aria-label', t('admin-canary-strip'));
  for (const run of runs) {
    const cell = document.createElement('li');
    cell.dataset.outcome = run.outcome;
    cell.title = `${formatTime(run.at)} · ${run.outcome}`;
    cells.append(cell);
  }
  return cells;
}

function line(link: WatchedLink): HTMLLIElement {
  const item = document.createElement('li');
  item.dataset.state = link.up === null ? 'unknown' : link.up ? 'up' : 'down';
  const url = document.createElement('span');
  url.dir = 'ltr';
  url.className = 'canary-url';
  url.textContent = link.url;
  const state = t(link.up === null ? 'admin-canary-unknown' : link.up ? 'admin-canary-works' : 'admin-canary-fails');
  const words = t('admin-canary-line', {
    state,
    ok: when(link.lastOkAt),
    failed: when(link.lastFailureAt),
    what: link.lastFailureText ?? '–',
  });
  const button = actionButton(
    t('admin-canary-remove'),
    () => void act(() => remove(`/api/admin/canary/links/${encodeURIComponent(link.id)}`)),
  );
  item.append(url, ' ', isolated(words), ' ', button, strip(link.runs));
  return item;
}

function draw(links: WatchedLink[]): void {
  adminUi.canaryNone.hidden = links.length > 0;
  adminUi.canaryLinks.replaceChildren(...links.map(line));
}

/** Reads the panel and draws it. */
export async function loadCanary(): Promise<void> {
  draw(((await (await get('/api/admin/canary')).json()) as { links: WatchedLink[] }).links);
}

/** Runs an add, a remove or a run, then draws the answer; a refusal is said under the field. */
async function act(action: () => Promise<Response>): Promise<void> {
  adminUi.canaryMessage.replaceChildren();
  try {
    draw(((await (await action()).json()) as { links: WatchedLink[] }).links);
  } catch (error) {
    showActionError(adminUi.canaryMessage, error);
  }
}

/** The first read, then one every REREAD_MS. */
export function startCanary(): void {
  void loadCanary().catch(handleError);
  setInterval(() => void loadCanary().catch(() => undefined), REREAD_MS);
}

adminUi.canaryForm.addEventListener('submit', (event) => {
  event.preventDefault();
  const url = adminUi.canaryUrl.value.trim();
  if (!url) return;
  void act(() => post('/api/admin/canary/links', { url })).then(() => {
    adminUi.canaryUrl.value = '';
  });
});

adminUi.canaryRun.addEventListener('click', () => {
  adminUi.canaryRun.disabled = true;
  void act(() => post('/api/admin/canary/run')).finally(() => {
    adminUi.canaryRun.disabled = false;
  });
});
