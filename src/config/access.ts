import { z } from 'zod';
import { anonymousClientId } from '../usage/index.js';
import { blankToUndefined } from './values.js';

/** `telegram:123,discord:456` → ["telegram:123", "discord:456"]. */
const identityList = () =>
  z.preprocess(
    blankToUndefined,
    z
      .string()
      .default('')
      .transform((s) =>
        s
          .split(',')
          .map((x) => x.trim())
          .filter(Boolean),
      )
      .pipe(
        z.array(z.string().regex(/^(telegram|discord|http):[^\s,]{1,128}$/, 'expected platform:id, e.g. telegram:123')),
      )
      // An anonymous HTTP user is its address, an IPv6 one its /64: a listed address means that user.
      .transform((ids) => ids.map((id) => (id.startsWith('http:') ? `http:${anonymousClientId(id.slice(5))}` : id))),
  );

/** `API_KEYS=name:secret,other:secret2`. Secrets must be long enough to resist guessing. */
const apiKeys = z.preprocess(
  blankToUndefined,
  z
    .string()
    .default('')
    .transform((raw, ctx) => {
      const keys: { name: string; secret: string }[] = [];
      for (const part of raw
        .split(',')
        .map((p) => p.trim())
        .filter(Boolean)) {
        const at = part.indexOf(':');
        const name = part.slice(0, at);
        const secret = part.slice(at + 1);
        if (at < 1 || !/^[A-Za-z0-9_.-]{1,64}$/.test(name) || secret.length < 16) {
          ctx.addIssue({
            code: 'custom',
            message:
              'each entry must be name:secret (name of letters, digits, _ . -; secret of at least 16 characters)',
          });
          return z.NEVER;
        }
        keys.push({ name, secret });
      }
      return keys;
    }),
);

/** Who may use the service: users let in, kept out or owning it (platform:id), and the HTTP API's keys. */
export const accessSettings = {
  ALLOWED_USERS: identityList().describe(
    'users let in (`telegram:123,discord:456,http:alice`); a user is `telegram:<id>`, `discord:<id>` or `http:<key name or IP>`',
  ),
  BLOCKED_USERS: identityList().describe('users kept out, the same form'),
  OWNER_IDS: identityList().describe('owners, the same form: they bypass limits and get the owner commands'),
  API_KEYS: apiKeys.describe(
    '`name:secret,…`; when set, the API needs `Authorization: Bearer <secret>` and the user is `http:<name>`; otherwise users are counted by IP (an IPv6 client by its /64, and an IPv6 address in the user lists stands for its /64)',
  ),
};
