/**
 * A site's refusal says the same sentence, the site's name in it, in a chat (both bots read
 * errorSentence) as in an API answer and on the web page (describeError), in every language.
 */
import { describe, expect, it } from 'vitest';
import { errorSentence } from '../../bots/shared/texts.js';
import { describeError } from '../../src/http/error-handler.js';
import { localeCodes, translator } from '../../src/i18n/index.js';
import { refusalClasses, siteRefusalError } from '../../src/media/index.js';

describe("a site's refusal in the bots' words", () => {
  it.each(refusalClasses)('%s names the site as the API does, in every language', (refusalClass) => {
    for (const locale of localeCodes) {
      const error = siteRefusalError(refusalClass, 'YouTube');
      const said = errorSentence(translator(locale), error);
      expect(said).toBe(describeError(error, locale).body.error);
      expect(said).toContain('YouTube');
    }
  });
});
