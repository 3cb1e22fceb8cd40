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

function fail(message) {
  console.error(`fetch-tarball: ${message}`);
  process.exit(1);
}

/** `name@version sha512-…` from the first line of a pin file that is not a comment. */
function fromPin(file) {
  const line = readFileSync(file, 'utf8')
    .split('\n')
    .map((l) => l.trim())
    .find((l) => l !== '' && !l.startsWith('#'));
  const match = /^(@?[^@\s]+)@(\S+)\s+(sha512-\S+)$/.exec(line ?? '');
  if (!match) fail(`${file} holds no "name@version sha512-..." line`);
  const [, name, version, integrity] = match;
  return { name, version, integrity };
}

/** The version and integrity of node_modules/<name> in package-lock.json. */
function fromLock(file, name) {
  const entry = JSON.parse(readFileSync(file, 'utf8')).packages?.[`node_modules/${name}`];
  if (!entry?.version || !entry.integrity?.startsWith('sha512-')) fail(`${file} has no sha512 integrity for ${name}`);
  return { name, version: entry.version, integrity: entry.integrity, resolved: entry.resolved };
}

const [mode, ...rest] = process.argv.slice(2);
let wanted;
let folder;
if (mode === '--pin' && rest.length === 2) {
  wanted = fromPin(rest[0]);
  folder = rest[1];
} else if (mode === '--lock' && rest.length === 3) {
  wanted = fromLock(rest[0], rest[1]);
  folder = rest[2];
} else {
  fail('usage: --pin <file> <folder> | --lock <package-lock.json> <name> <folder>');
}

const registry = (process.env.npm_config_registry || 'https://registry.npmjs.org/').replace(/\/?$/, '/');
const bare = wanted.name.split('/').at(-1);
const url = wanted.resolved ?? `${registry}${wanted.name}/-/${bare}-${wanted.version}.tgz`;
const response = await fetch(url).catch((error) => fail(`${url}: ${error.cause?.message ?? error.message}`));
if (!response.ok) fail(`${url}: HTTP ${response.status}`);
const tarball = Buffer.from(await response.arrayBuffer());
const got = `sha512-${createHash('sha512').update(tarball).digest('base64')}`;
if (got !== wanted.integrity) fail(`${url}: integrity ${got}, pinned ${wanted.integrity}`);

mkdirSync(folder, { recursive: true });
const untar = spawnSync('tar', ['-xz', '--strip-components=1', '--no-same-owner', '-C', folder], { input: tarball });
if (untar.status !== 0) fail(`tar: ${untar.stderr}`);
console.log(`${wanted.name}@${wanted.version}: ${tarball.length} bytes, integrity checked, in ${folder}`);
