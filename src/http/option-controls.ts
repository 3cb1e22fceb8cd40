import { translate } from '../i18n/index.js';
import { downloadOptions } from '../options/index.js';

/**
 * The registered download options' toggles on the page (src/options), beside the MP3 rows: a checkbox each,
 * its name the option's parameter and its value the toggle's (src/web/options.ts sends the checked ones with an
 * MP3). Its words are a data-l10n label, filled in the reader's language like the rest of index.html.
 */
export function optionControls(): string {
  return downloadOptions()
    .flatMap(({ id, toggle }) => {
      if (!toggle) return [];
      const standIn = translate('en', toggle.pageLabel).replace(/[<&]/g, '');
      return [
        `<label class="mp3-option"><input type="checkbox" name="${id}" value="${toggle.value}"> <span data-l10n="${toggle.pageLabel}">${standIn}</span></label>`,
      ];
    })
    .join('\n        ');
}
