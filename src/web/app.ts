/*
 * The web page's entry script (index.html loads it as a module), compiled with
 * the modules it imports by `npm run build` into dist/src/web/, from where
 * src/http/web.ts serves each by name. The page talks to the same origin only
 * (the CSP allows nothing else): /api/info for the card, /web/thumbnail for
 * its picture, /api/link for a signed download link that a plain navigation
 * can follow with API keys on. It speaks the reader's language (language.ts)
 * before anything else, so every sentence after is in it.
 */
import { apiKey, setKey } from './api-key.js';
import { redrawCard } from './card.js';
import { ui } from './elements.js';
import { startLanguage } from './language.js';
import { lookUp } from './lookup.js';
import { retranslateStatus, showStatus } from './status.js';

// The page's words load first; the link field has the focus and the forms listen at once, so a link
// typed before the words come is kept, and an early Enter waits for them instead of submitting the
// form natively (a reload).
const languageReady = startLanguage(() => {
  redrawCard();
  retranslateStatus();
});

/** A shared or bookmarked link: `?url=`, or the first http(s) link in a share sheet's `text`. */
function sharedLink(): string | undefined {
  const params = new URLSearchParams(location.search);
  const direct = params.get('url');
  if (direct) return direct;
  return /https?:\/\/\S+/.exec(params.get('text') ?? '')?.[0];
}

ui.lookup.addEventListener('submit', (event) => {
  event.preventDefault();
  void languageReady.then(lookUp);
});

ui.keyForm.addEventListener('submit', (event) => {
  event.preventDefault();
  const key = ui.key.value.trim();
  if (!key) return;
  setKey(key);
  ui.key.value = '';
  void languageReady.then(lookUp);
});

ui.forgetKey.addEventListener('click', () => {
  setKey(null);
  showStatus('web-status-key-removed');
});

// The link field takes the typing at once; a shared link is looked up once the words are here.
const shared = sharedLink();
if (!shared) ui.url.focus();
await languageReady;
setKey(apiKey());
if (shared) {
  ui.url.value = shared;
  void lookUp();
}
