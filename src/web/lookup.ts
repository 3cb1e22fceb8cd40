import { post } from './api.js';
import { apiKey, setKey } from './api-key.js';
import type { Info } from './api-types.js';
import { showCard } from './card.js';
import { download } from './download.js';
import { ui } from './elements.js';
import { clearStatus, handleError, showStatus } from './status.js';

/** Looks up the link in the field (/api/info) and shows its card, or says why not. */
export async function lookUp(): Promise<void> {
  const url = ui.url.value.trim();
  if (!url) {
    showStatus('web-status-paste-first', undefined, true);
    ui.url.focus();
    return;
  }
  ui.lookupButton.disabled = true;
  showStatus('web-status-looking-up');
  try {
    const info = (await (await post('/api/info', { url })).json()) as Info;
    ui.keyForm.hidden = true;
    const key = apiKey();
    if (key) setKey(key);
    clearStatus();
    showCard(url, info, { download, lookUpItem });
  } catch (error) {
    ui.card.hidden = true;
    handleError(error);
  } finally {
    ui.lookupButton.disabled = false;
  }
}

/** A playlist's item: looked up on its own, as if pasted. */
function lookUpItem(url: string): void {
  ui.url.value = url;
  void lookUp();
}
