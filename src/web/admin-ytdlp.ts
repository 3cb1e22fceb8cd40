import { adminUi } from './admin-elements.js';
import type { UpdateAnswer, YtdlpState } from './admin-types.js';
import { ApiError, post } from './api.js';
import { isolated } from './dom.js';
import { t } from './i18n.js';
import { handleError } from './status.js';

/*
 * yt-dlp: its version and age, a warning when it is old, and an Update button
 * where the server may replace it itself. The update's answer (its sentence,
 * already in the page's language) stays under the button until the next one.
 */

let shown: YtdlpState | undefined;
let updating = false;

/** Writes the version line and shows what may be done about it. */
function drawState(state: YtdlpState): void {
  shown = state;
  const version = document.createElement('span');
  version.dir = 'ltr';
  version.textContent = state.version;
  const parts: (Node | string)[] = [t('admin-ytdlp-version'), ' ', version];
  if (state.ageDays !== null) parts.push(' · ', t('admin-ytdlp-age', { days: state.ageDays }));
  adminUi.ytdlpVersion.replaceChildren(...parts);
  adminUi.ytdlpStale.hidden = !state.stale;
  adminUi.ytdlpFixed.hidden = state.updatable;
  adminUi.ytdlpUpdate.hidden = !state.updatable;
  adminUi.ytdlpUpdate.disabled = updating;
  adminUi.ytdlpUpdate.textContent = t(updating ? 'admin-ytdlp-updating' : 'admin-ytdlp-update');
}

function tell(message: string, isError: boolean): void {
  adminUi.ytdlpMessage.replaceChildren(isolated(message));
  adminUi.ytdlpMessage.classList.toggle('error', isError);
}

async function update(): Promise<void> {
  updating = true;
  if (shown) drawState(shown);
  adminUi.ytdlpMessage.replaceChildren();
  try {
    const answer = (await (await post('/api/admin/ytdlp/update')).json()) as UpdateAnswer;
    updating = false;
    drawState(answer.ytdlp);
    tell(answer.message, !answer.ok);
  } catch (error) {
    updating = false;
    if (shown) drawState(shown);
    // A refused key goes to the key form; any other failure is said here, beside the button pressed.
    if (error instanceof ApiError && error.code !== 'unauthorized') tell(error.message, true);
    else handleError(error);
  }
}

adminUi.ytdlpUpdate.addEventListener('click', () => {
  void update();
});

/** Draws yt-dlp's state from the dashboard's answer (while an update runs, the state before it: its answer says the new one). */
export function drawYtdlp(state: YtdlpState): void {
  drawState(updating && shown ? shown : state);
}
