import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { splitExtras } from '../../scripts/yt-dlp/extras.mjs';
import { installExtras } from '../../scripts/yt-dlp/install.mjs';

/*
 * The image installs yt-dlp's optional packages with scripts/yt-dlp/install.mjs on Debian trixie's Python
 * (3.13): each pin of extras.lock goes in by hash only where its wheel fits that Python, and whatever is
 * installed without a hash check is said loudly, never in silence.
 */

const root = path.resolve(import.meta.dirname, '..', '..');
const lock = readFileSync(path.join(root, 'scripts/yt-dlp/extras.lock'), 'utf8');
const dockerfile = readFileSync(path.join(root, 'Dockerfile'), 'utf8');
const pins = lock
  .split('\n')
  .filter((line) => line.trim() !== '' && !line.startsWith('#'))
  .map((line) => line.trim().split(/\s+/)[0]);

/** Debian's Python by release: the image's base names the release. */
const DEBIAN_PYTHON: Record<string, string> = { bookworm: '3.11', trixie: '3.13' };
const imagePython = () => {
  const release = /^ARG BASE=\S*debian:(\w+)/m.exec(dockerfile)?.[1] ?? '';
  return DEBIAN_PYTHON[release];
};

describe("extras.lock and the image's Python", () => {
  it('names for every hash the wheel it is of, so that the install can tell whether it fits', () => {
    for (const line of lock.split('\n').filter((l) => l.trim() !== '' && !l.startsWith('#'))) {
      expect(line).toMatch(
        /^\S+==\S+ --hash=sha256:[0-9a-f]{64} +# wheel: (py3-none-any|cp\d+-(cp\d+|abi3)-linux_x86_64)$/,
      );
    }
  });

  it("installs by hash exactly the pins whose wheel fits the image's Python, and the rest by version", () => {
    const version = imagePython() ?? 'unknown';
    expect(version).not.toBe('unknown');
    const split = splitExtras(lock, version, 'linux_x64');
    const hashedPins = split.hashed.map((line: string) => line.split(/\s+/)[0]);
    expect([...hashedPins, ...split.unpinned].sort()).toEqual([...pins].sort());
    // A hashed line of a wheel for another CPython would fail the one hashed pip run, and with it every hash.
    for (const line of split.hashed) expect(line).toMatch(/# wheel: (py3-none-any|cp3\d-abi3-\S+)$|cp313-cp313/);
    for (const pin of split.unpinned) {
      const line = lock.split('\n').find((l) => l.startsWith(`${pin} `)) ?? '';
      expect(line).not.toMatch(/py3-none-any|cp313-cp313/);
    }
  });

  it('says loudly which extras went in without a hash check, naming each', () => {
    const said: string[] = [];
    const installed: string[][] = [];
    const pip = (args: string[]) => {
      installed.push(args);
      return true;
    };
    const { unpinned } = splitExtras(lock, '3.13', 'linux_x64');
    installExtras({
      extras: lock,
      pip,
      say: (msg: string) => said.push(msg),
      byVersion: unpinned,
      pythonVersion: '3.13',
    });
    const loud = said.find((line) => line.startsWith('NOT PINNED: '));
    expect(loud).toBeDefined();
    for (const pin of unpinned) expect(loud).toContain(pin);
    expect(loud).toContain('3.13');
    expect(installed.every((args) => !args.includes('--require-hashes'))).toBe(true);
  });

  it('the image builds its yt-dlp with that install, its output in the build log', () => {
    expect(dockerfile).toMatch(/^RUN node scripts\/yt-dlp\/install-venv\.mjs \/data\/yt-dlp$/m);
    const install = readFileSync(path.join(root, 'scripts/yt-dlp/install-venv.mjs'), 'utf8');
    expect(install).toMatch(/say: \(msg\) => console\.log/);
  });
});
