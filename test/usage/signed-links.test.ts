import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createLinkSigner, LinkError, loadLinkSecret, signedDownloadUrl } from '../../src/usage/index.js';

const secret = Buffer.alloc(32, 7);
const alice = { platform: 'http', externalId: 'alice' } as const;
const params = { url: 'https://example.com/v?a=1&b=2', selector: '18', ext: 'mp4', kind: 'video', title: 'A b/c' };

/** A signer whose clock the test sets. */
function signerAt(start: number, ttlS = 60) {
  let now = start;
  const signer = createLinkSigner({ secret, ttlS, now: () => now });
  return { signer, set: (ms: number) => (now = ms) };
}

function codeOf(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    if (error instanceof LinkError) return error.code;
    throw error;
  }
  return undefined;
}

describe('signed links', () => {
  it('round-trips every parameter and the user, whatever order the query comes in', () => {
    const { signer } = signerAt(Date.UTC(2026, 0, 1));
    const { query, expiresAt } = signer.sign({ ...params, quality: undefined }, alice);
    expect(expiresAt.toISOString()).toBe('2026-01-01T00:01:00.000Z');
    const reordered = new URLSearchParams([...new URLSearchParams(query)].reverse()).toString();
    expect(signer.verify(reordered)).toEqual({ identity: alice, params });
  });

  it('refuses a changed, added, dropped or repeated parameter, another user and a wrong signature', () => {
    const { signer } = signerAt(Date.UTC(2026, 0, 1));
    const { query } = signer.sign(params, alice);
    const edit = (change: (q: URLSearchParams) => void) => {
      const q = new URLSearchParams(query);
      change(q);
      return q.toString();
    };
    const tampered = [
      edit((q) => q.set('selector', '22')),
      edit((q) => q.set('title', 'A b/d')),
      edit((q) => q.set('convert', 'mp3')),
      edit((q) => q.delete('title')),
      edit((q) => q.append('ext', 'mp4')),
      edit((q) => q.set('u', 'http:bob')),
      edit((q) => q.set('exp', String(Number(q.get('exp')) + 3600))),
      edit((q) => q.set('sig', `${q.get('sig')?.slice(0, -2)}AA`)),
      edit((q) => q.set('sig', '')),
      edit((q) => q.delete('sig')),
    ];
    for (const q of tampered)
      expect(
        codeOf(() => signer.verify(q)),
        q,
      ).toBe('link_invalid');
    // Another secret does not accept it either.
    const other = createLinkSigner({ secret: Buffer.alloc(32, 8), ttlS: 60 });
    expect(codeOf(() => other.verify(query))).toBe('link_invalid');
  });

  it('expires after the configured time, and a forged link is invalid rather than expired', () => {
    const start = Date.UTC(2026, 0, 1);
    const { signer, set } = signerAt(start, 60);
    const { query } = signer.sign(params, alice);
    set(start + 59_999);
    expect(signer.verify(query).identity).toEqual(alice);
    set(start + 60_000);
    expect(codeOf(() => signer.verify(query))).toBe('link_expired');
    const forged = new URLSearchParams(query);
    forged.set('selector', '22');
    expect(codeOf(() => signer.verify(forged.toString()))).toBe('link_invalid');
  });

  it('builds the download URL, absolute under a base URL or as a path', () => {
    const { signer } = signerAt(Date.UTC(2026, 0, 1));
    const bob = { platform: 'telegram', externalId: '42' } as const;
    const relative = signedDownloadUrl(signer, params, bob);
    expect(relative.url).toMatch(/^\/api\/download\?url=/);
    const absolute = signedDownloadUrl(signer, params, bob, 'https://fetch.example/');
    expect(absolute.url.startsWith('https://fetch.example/api/download?')).toBe(true);
    expect(signer.verify(new URL(absolute.url).search.slice(1)).identity).toEqual(bob);
  });

  it('signs what it reads back, and refuses an escape a lenient reader would read as the signed one', () => {
    const { signer } = signerAt(Date.UTC(2026, 0, 1));
    // A lone surrogate cannot be written in a URL: the link carries U+FFFD and is signed so.
    const { query } = signer.sign({ ...params, title: 'a \uD800 \uFFFD+&=%' }, alice);
    expect(signer.verify(query).params.title).toBe('a \uFFFD \uFFFD+&=%');
    // URLSearchParams reads %FF as U+FFFD too; the signature must not cover that second spelling.
    const swapped = query.replace('%EF%BF%BD', '%FF');
    expect(swapped).not.toBe(query);
    expect(codeOf(() => signer.verify(swapped))).toBe('link_invalid');
  });

  it('will not sign a parameter named like its own', () => {
    const { signer } = signerAt(0);
    expect(() => signer.sign({ ...params, sig: 'x' }, alice)).toThrow(/reserved/);
  });
});

describe('the link secret', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
  const tempDir = () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'link-secret-'));
    dirs.push(dir);
    return dir;
  };

  it('is generated once into DATA_DIR with mode 0600 and read back on the next start', () => {
    const dir = path.join(tempDir(), 'data');
    const first = loadLinkSecret(dir, undefined);
    expect(first.length).toBe(32);
    const file = path.join(dir, 'link-secret');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(loadLinkSecret(dir, undefined).equals(first)).toBe(true);
    expect(readFileSync(file, 'utf8')).not.toContain(first.toString('hex'));
  });

  it('replaces a stored secret too short to use', () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, 'link-secret'), 'c2hvcnQ\n');
    const secret = loadLinkSecret(dir, undefined);
    expect(secret.length).toBe(32);
    expect(loadLinkSecret(dir, undefined).equals(secret)).toBe(true);
  });

  it('comes from LINK_SECRET when set, and the file is then left alone', () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, 'link-secret'), 'x');
    expect(loadLinkSecret(dir, 'a'.repeat(32)).toString()).toBe('a'.repeat(32));
    expect(readFileSync(path.join(dir, 'link-secret'), 'utf8')).toBe('x');
  });

  it('is refused when shorter than 32 bytes', () => {
    expect(() => createLinkSigner({ secret: Buffer.alloc(16), ttlS: 60 })).toThrow(/32 bytes/);
  });
});
