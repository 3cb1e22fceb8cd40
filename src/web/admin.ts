/*
 * The owner's dashboard's entry script: reads GET /api/admin every 2 s while visible and draws it, in the reader's
 * language. The owner is known by the session cookie a one-time sign-in link opens, or by an owner's API key kept
 * in this browser; anyone else is told how to sign in, or offered the key form.
 */

import { startCanary } from './admin-canary.js';
import { loadCookieSets } from './admin-cookies.js';
import { drawDays } from './admin-days.js';
import { adminUi } from './admin-elements.js';
import { loadFollows } from './admin-follows.js';
import { formatTime } from './admin-format.js';
import { signIn, takeLoginCode } from './admin-login.js';
import { refresh, startPolling } from './admin-poll.js';
import { drawRanks } from './admin-ranks.js';
import { drawRefusals } from './admin-refusals.js';
import { drawRunning } from './admin-running.js';
import type { AdminDashboard } from './admin-types.js';
import { drawYoutubeChain } from './admin-youtube.js';
import { drawYtdlp } from './admin-ytdlp.js';
import { ApiError } from './api.js';
import { apiKey, setKey } from './api-key.js';
import { addCatalogue, t } from './i18n.js';
import { startLanguage } from './language.js';
import { clearStatus, handleError, retranslateStatus, showStatus } from './status.js';

addCatalogue('admin');

/** The latest answer, drawn again when the language changes. */
let latest: AdminDashboard | undefined;
/**
 * What the status line says about reading the dashboard ("Loading…", or the
 * last failure's code), so an answer clears it but no other sentence, and a
 * failure that repeats every 2 s is said (and scrolled to) once.
 */
let pollLine: string | undefined = 'loading';
/** A sign-in link was refused (used, expired): its sentence says more than "not signed in" would, and stays. */
let signInRefused = false;

function draw(dashboard: AdminDashboard): void {
  latest = dashboard;
  drawRunning(dashboard, () => void refresh());
  drawDays(dashboard);
  drawRanks(dashboard);
  drawYtdlp(dashboard.ytdlp);
  drawRefusals(dashboard.siteRefusals?.refusals ?? []);
  drawYoutubeChain(dashboard.youtube);
  adminUi.updated.textContent = t('admin-updated', { time: formatTime(dashboard.generatedAt) });
  adminUi.dashboard.hidden = false;
}

function failed(error: unknown, stopped: boolean): void {
  const code = error instanceof ApiError ? error.code : 'page';
  if (stopped) {
    // Refused: what was shown is not this key's to see.
    latest = undefined;
    adminUi.dashboard.hidden = true;
  } else if (pollLine === code) {
    return;
  }
  pollLine = code;
  if (code === 'owner_login_required') {
    // No API keys on the server and no session here: how to get the link, in the page's words.
    if (!signInRefused) showStatus('admin-login-needed');
    return;
  }
  handleError(error);
  // Not an owner's key: its sentence, and the form for another key.
  if (code === 'forbidden') adminUi.keyForm.hidden = false;
}

const languageReady = startLanguage(() => {
  if (latest) draw(latest);
  retranslateStatus();
});

adminUi.keyForm.addEventListener('submit', (event) => {
  event.preventDefault();
  const key = adminUi.key.value.trim();
  if (!key) return;
  setKey(key);
  adminUi.key.value = '';
  adminUi.keyForm.hidden = true;
  pollLine = 'loading';
  showStatus('admin-status-loading');
  void languageReady.then(refresh);
});

adminUi.forgetKey.addEventListener('click', () => {
  setKey(null);
  pollLine = undefined;
  showStatus('web-status-key-removed');
});

await languageReady;
setKey(apiKey());
const loginCode = takeLoginCode();
if (loginCode) {
  showStatus('admin-status-signing-in');
  try {
    await signIn(loginCode);
    showStatus('admin-status-loading');
  } catch (error) {
    signInRefused = true;
    handleError(error);
  }
} else {
  showStatus('admin-status-loading');
}
startPolling({
  answer(dashboard) {
    if (pollLine) clearStatus();
    pollLine = undefined;
    adminUi.keyForm.hidden = true;
    // The sets once the owner is known (then after each add or remove), not at every poll.
    if (!latest) void loadCookieSets().catch(handleError);
    if (!latest) startCanary();
    if (!latest) void loadFollows().catch(handleError);
    draw(dashboard);
  },
  failed,
});
