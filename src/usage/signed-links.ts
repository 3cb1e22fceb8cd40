import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { english, type Sentence, sentence } from '../i18n/index.js';
import { readOrCreateDataFile } from '../support/data-file.js';
import { type Identity, identityKey, parseIdentity } from './identity.js';
import { MalformedQueryError, readQuery } from './link-query.js';
import { type LinkObserver, tell } from './observer.js';

/*
 * A signed download link carries its own authorization: the parameters of a
 * download, the user it was issued to (`u`), an expiry (`exp`, Unix seconds)
 * and an HMAC-SHA256 (`sig`) over all of them. Anyone holding the link can
 * use it until it expires, and the usage counts against the issuing user, so
 * a link made for a browser's <a href> or a chat message works with API keys on.
 */

/** The query parameters a link adds to a download's own. */
export const LINK_USER_PARAM = 'u';
export const LINK_EXPIRY_PARAM = 'exp';
export const LINK_SIGNATURE_PARAM = 'sig';

/** The secret file in DATA_DIR when LINK_SECRET is not set. */
export const LINK_SECRET_FILE = 'link-secret';

/** Why a link was refused; both mean "ask for a new link". */
export type LinkErrorCode = 'link_invalid' | 'link_expired';

/** A refused link; its sentence is said in the reader's language, `message` is the English for logs. */
export class LinkError extends Error {
  override name = 'LinkError';
  constructor(
    readonly code: LinkErrorCode,
    readonly sentence: Sentence,
  ) {
    super(english(sentence));
  }
}

/** A signed link's query: the download's parameters plus `u`, `exp` and `sig`. */
export interface SignedLink {
  /** `url=…&selector=…&u=…&exp=…&sig=…`, ready to follow `/api/download?`. */
  query: string;
  expiresAt: Date;
}

/** Signs and checks download links; one per process, built from the config. */
export interface LinkSigner {
  /**
   * Signs a download's parameters for `identity`, valid for the configured
   * time. Parameters with an undefined value are left out.
   */
  sign(params: Readonly<Record<string, string | number | undefined>>, identity: Identity): SignedLink;
  /**
   * Checks a link's query: the string as received (without the leading `?`,
   * read with {@link readQuery}), or the entries a caller already read with it.
   * The signature first, so a forged link never learns whether it expired.
   * Returns the user it was issued to and the download's own parameters.
   *
   * @throws LinkError `link_invalid` (changed, repeated or missing parameter, wrong signature,
   * an invalid escape) or `link_expired`.
   */
  verify(query: string | readonly (readonly [string, string])[]): {
    identity: Identity;
    params: Record<string, string>;
  };
}

export interface LinkSignerOptions {
  /** At least 32 bytes; see {@link loadLinkSecret}. */
  secret: Buffer;
  /** How long a link stays valid, in seconds. */
  ttlS: number;
  /** The clock, for tests. */
  now?: () => number;
  /** Told of every link made and every one refused (the process's metrics). */
  observer?: LinkObserver | undefined;
}

const reserved = new Set([LINK_USER_PARAM, LINK_EXPIRY_PARAM, LINK_SIGNATURE_PARAM]);

const optionsSchema = z.object({
  secret: z.instanceof(Buffer).refine((b) => b.length >= 32, 'the link secret must be at least 32 bytes'),
  ttlS: z.number().int().positive(),
});

/**
 * The signed text: every parameter as `key=value`, percent-encoded and sorted,
 * so neither the order nor the encoding a client chose changes the signature,
 * and no parameter can be added, dropped or moved into another.
 */
function canonical(entries: readonly (readonly [string, string])[]): string {
  return entries
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`)
    .sort()
    .join('&');
}

/** Builds the process's {@link LinkSigner}. */
export function createLinkSigner(options: LinkSignerOptions): LinkSigner {
  const { secret, ttlS } = optionsSchema.parse(options);
  const now = options.now ?? Date.now;
  const { observer } = options;
  const mac = (text: string) => createHmac('sha256', secret).update(`media-fetcher link v1\n${text}`).digest();
  const refuse = (error: LinkError) => {
    tell(() => observer?.refused(error.code));
    return error;
  };
  const invalid = () => refuse(new LinkError('link_invalid', sentence('error-link-invalid')));

  return {
    sign(params, identity) {
      const entries: [string, string][] = [];
      for (const [key, value] of Object.entries(params)) {
        if (reserved.has(key)) throw new Error(`"${key}" is reserved for the link itself`);
        if (value !== undefined) entries.push([key, String(value)]);
      }
      const expiresAt = new Date(Math.floor(now() / 1000) * 1000 + ttlS * 1000);
      entries.push([LINK_USER_PARAM, identityKey(identity)], [LINK_EXPIRY_PARAM, String(expiresAt.getTime() / 1000)]);
      const text = new URLSearchParams(entries).toString();
      // Signed as verify() will read it back (URLSearchParams writes a lone surrogate as U+FFFD).
      const signature = mac(canonical(readQuery(text))).toString('base64url');
      tell(() => observer?.signed());
      return { query: `${text}&${LINK_SIGNATURE_PARAM}=${signature}`, expiresAt };
    },

    verify(query) {
      let entries: readonly (readonly [string, string])[];
      try {
        entries = typeof query === 'string' ? readQuery(query) : query;
      } catch (error) {
        if (error instanceof MalformedQueryError) throw invalid();
        throw error;
      }
      const keys = new Set(entries.map(([key]) => key));
      // A repeated key would be read one way here and maybe another by the route.
      if (keys.size !== entries.length) throw invalid();
      const signature = entries.find(([key]) => key === LINK_SIGNATURE_PARAM)?.[1] ?? '';
      const signed = entries.filter(([key]) => key !== LINK_SIGNATURE_PARAM);
      const expected = mac(canonical(signed));
      const presented = Buffer.from(signature, 'base64url');
      if (presented.length !== expected.length || !timingSafeEqual(presented, expected)) throw invalid();

      const params = Object.fromEntries(signed);
      const expiry = Number(params[LINK_EXPIRY_PARAM]);
      const user = params[LINK_USER_PARAM];
      if (!Number.isSafeInteger(expiry) || user === undefined) throw invalid();
      if (now() >= expiry * 1000) {
        throw refuse(new LinkError('link_expired', sentence('error-link-expired')));
      }
      for (const key of reserved) delete params[key];
      return { identity: parseIdentity(user), params };
    },
  };
}

/**
 * The signing secret: LINK_SECRET when set, else a random one generated once
 * into `DATA_DIR/link-secret` (mode 0600) and read back on later starts, so
 * links stay valid across restarts and no one has to invent a secret.
 */
export function loadLinkSecret(dataDir: string, configured: string | undefined): Buffer {
  if (configured !== undefined) return Buffer.from(configured, 'utf8');
  return readOrCreateDataFile(dataDir, LINK_SECRET_FILE, {
    parse: (text) => {
      const stored = Buffer.from(text, 'base64url');
      return stored.length >= 32 ? stored : undefined;
    },
    create: () => {
      const secret = randomBytes(32);
      return { value: secret, text: secret.toString('base64url') };
    },
    mode: 0o600,
  });
}

/** Where downloads are served; a signed link's query follows it. */
export const DOWNLOAD_PATH = '/api/download';

/**
 * A signed `GET /api/download` link for `identity`: absolute under `baseUrl`
 * (PUBLIC_BASE_URL) when given, else the path alone. This is what the bots
 * hand out for a file too big for the chat, and what `POST /api/link` returns.
 */
export function signedDownloadUrl(
  signer: LinkSigner,
  params: Readonly<Record<string, string | number | undefined>>,
  identity: Identity,
  baseUrl?: string,
): { url: string; expiresAt: Date } {
  const { query, expiresAt } = signer.sign(params, identity);
  return { url: `${baseUrl?.replace(/\/+$/, '') ?? ''}${DOWNLOAD_PATH}?${query}`, expiresAt };
}
