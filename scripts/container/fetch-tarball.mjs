#!/usr/bin/env node
// The image's build fetches two npm packages without npm: npm itself (the toolchain stage, where Debian's npm
// would bring about 400 node-* packages only to install another npm) and TypeScript (the build stage, which
// otherwise installs every dev dependency only to run tsc). Each tarball comes from the npm registry and is
// checked against a pinned integrity (sha512) before it is unpacked.
//
//   node scripts/container/fetch-tarball.mjs --pin <file> <folder>        the `name@version sha512-…` line of <file>
//   node scripts/container/fetch-tarball.mjs --lock <lock> <name> <folder> the version and integrity package-lock.json holds
//
// The registry is npm's own unless npm_config_registry says otherwise; an egress proxy's CA comes in through
// NODE_EXTRA_CA_CERTS, as for any Node program.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';

/** @typedef {{ name: string, version: string, integrity: string, resolved?: string }} Wanted */

/**
 * @param {string} message
 * @returns {never}
 */
function fail(message) {
  console.error(`fetch-tarball: ${message}`);
  process.exit(1);
}

/**
 * `name@version sha512-…` from the first line of a pin file that is not a comment.
 * @param {string} file
 * @returns {Wanted}
 */
function fromPin(file) {
  const line = readFileSync(file, 'utf8')
    .split('\n')
    .map((l) => l.trim())
    .find((l) => l !== '' && !l.startsWith('#'));
  const match = /^(@?[^@\s]+)@(\S+)\s+(sha512-\S+)$/.exec(line ?? '');
  if (!match?.[1] || !match[2] || !match[3]) return fail(`${file} holds no "name@version sha512-..." line`);
  return { name: match[1], version: match[2], integrity: match[3] };
}

/**
 * The version and integrity of node_modules/<name> in package-lock.json.
 * @param {string} file
 * @param {string} name
 * @returns {Wanted}
 */
function fromLock(file, name) {
  const entry = JSON.parse(readFileSync(file, 'utf8')).packages?.[`node_modules/${name}`];
  if (!entry?.version || !entry.integrity?.startsWith('sha512-')) fail(`${file} has no sha512 integrity for ${name}`);
  return { name, version: entry.version, integrity: entry.integrity, resolved: entry.resolved };
}

/** @returns {{ wanted: Wanted, folder: string }} */
function parseArgs() {
  const [mode, a, b, c] = process.argv.slice(2);
  if (mode === '--pin' && a && b && !c) return { wanted: fromPin(a), folder: b };
  if (mode === '--lock' && a && b && c) return { wanted: fromLock(a, b), folder: c };
  return fail('usage: --pin <file> <folder> | --lock <package-lock.json> <name> <folder>');
}

const { wanted, folder } = parseArgs();
const registry = (process.env.npm_config_registry || 'https://registry.npmjs.org/').replace(/\/?$/, '/');
const bare = wanted.name.split('/').at(-1);
const url = wanted.resolved ?? `${registry}${wanted.name}/-/${bare}-${wanted.version}.tgz`;
const response = await fetch(url).catch((/** @type {Error & { cause?: Error }} */ error) =>
  fail(`${url}: ${error.cause?.message ?? error.message}`),
);
if (!response.ok) fail(`${url}: HTTP ${response.status}`);
const tarball = Buffer.from(await response.arrayBuffer());
const got = `sha512-${createHash('sha512').update(tarball).digest('base64')}`;
if (got !== wanted.integrity) fail(`${url}: integrity ${got}, pinned ${wanted.integrity}`);

mkdirSync(folder, { recursive: true });
const untar = spawnSync('tar', ['-xz', '--strip-components=1', '--no-same-owner', '-C', folder], { input: tarball });
if (untar.status !== 0) fail(`tar: ${untar.stderr ?? untar.error}`);
console.log(`${wanted.name}@${wanted.version}: ${tarball.length} bytes, integrity checked, in ${folder}`);
