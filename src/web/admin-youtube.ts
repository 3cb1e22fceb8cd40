import { adminUi } from './admin-elements.js';
import type { AdminDashboard } from './admin-types.js';
import { isolated } from './dom.js';
import { t } from './i18n.js';

/*
 * YouTube's chain as /api/admin says it (the same object as /api/health's `youtube`): the JS
 * runtime, the solver scripts, the PO-token provider and its plugin, the cookie sets covering
 * YouTube, and what is missing (the server's sentences, as its health check says them).
 */

type Chain = NonNullable<AdminDashboard['youtube']>;

const installed = (value: boolean | null) =>
  t(value === null ? 'admin-state-unknown' : value ? 'admin-state-installed' : 'admin-state-missing');

function line(text: string, missing = false): HTMLLIElement {
  const item = document.createElement('li');
  if (missing) item.className = 'warning';
  item.append(isolated(text));
  return item;
}

/** The provider's states in words (each key written out: the page's message check finds them). */
const PROVIDER_STATES = {
  'not-set': 'admin-provider-not-set',
  down: 'admin-provider-down',
  up: 'admin-provider-up',
} as const;

/** Draws the chain's parts, a line each; the panel stays hidden where the server did not say it. */
export function drawYoutubeChain(chain: Chain | undefined): void {
  adminUi.youtubePanel.hidden = chain === undefined;
  if (!chain) return;
  const provider = t(PROVIDER_STATES[chain.potProvider.state]);
  // The parts as facts; what is missing is said once, in words, below them.
  adminUi.youtubeChain.replaceChildren(
    line(t('admin-youtube-runtime', { runtime: chain.jsRuntime ?? '–' })),
    line(t('admin-youtube-solver', { state: installed(chain.solverScripts) })),
    line(t('admin-youtube-provider', { state: provider, plugin: installed(chain.potProvider.plugin) })),
    line(t('admin-youtube-cookies', { count: chain.cookieSets })),
  );
  adminUi.youtubeMissing.replaceChildren(...chain.missing.map((text) => line(text, true)));
  adminUi.youtubeComplete.hidden = chain.missing.length > 0;
}
