import { element } from './dom.js';

/**
 * The elements both pages have (index.html and admin.html, with the same ids):
 * the language picker, the key form, the "Forget the API key" button and the
 * status line, which the modules both pages use (language, api-key, status)
 * work with.
 */
export const shared = {
  language: element<HTMLSelectElement>('language'),
  keyForm: element<HTMLFormElement>('key-form'),
  key: element<HTMLInputElement>('api-key'),
  forgetKey: element<HTMLButtonElement>('forget-key'),
  status: element<HTMLParagraphElement>('status'),
};
