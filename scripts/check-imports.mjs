#!/usr/bin/env node
// The import rules of docs/ARCHITECTURE.md, checked over the source tree (run by `npm run lint`):
// 1. no import circle in src/ or bots/;
// 2. a folder with a door (index.ts) is entered only through it from outside that folder.
// Imports are read with a regular expression: the code base writes them one way (`from '…'`,
// `import('…')`), and a missed form would show up as a missing edge, never as a false alarm.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const roots = ['src', 'bots'];
// Folders whose index.ts is the only way in for code outside them.
const doors = ['src/media', 'src/usage', 'src/db', 'src/http', 'src/config'];

/** @param {string} dir @returns {string[]} */
function sourceFiles(dir) {
  /** @type {string[]} */
  const out = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...sourceFiles(path));
    else if (name.endsWith('.ts') && !name.endsWith('.d.ts')) out.push(path);
  }
  return out;
}

const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)['"](\.[^'"]+)['"]/gm;

/** @param {string} file @returns {string[]} */
function importsOf(file) {
  const text = readFileSync(file, 'utf8');
  /** @type {string[]} */
  const found = [];
  for (const match of text.matchAll(IMPORT)) {
    const target = resolve(dirname(file), String(match[1]).replace(/\.js$/, '.ts'));
    const candidates = [target, `${target}.ts`, join(target, 'index.ts')];
    const hit = candidates.find((c) => c.endsWith('.ts') && existsSync(c));
    if (hit) found.push(hit);
  }
  return found;
}

const files = roots.flatMap((r) => (existsSync(join(root, r)) ? sourceFiles(join(root, r)) : []));
const graph = new Map(files.map((f) => [f, importsOf(f)]));
const rel = (/** @type {string} */ f) => relative(root, f);
const problems = [];

// Doors: an import that crosses into a door folder must land on its index.ts.
for (const [from, targets] of graph) {
  for (const to of targets) {
    for (const door of doors) {
      const folder = join(root, door);
      const inside = (/** @type {string} */ f) => f.startsWith(`${folder}/`);
      if (inside(to) && !inside(from) && to !== join(folder, 'index.ts')) {
        problems.push(`${rel(from)} imports ${rel(to)}: outside code enters ${door} through ${door}/index.ts`);
      }
    }
  }
}

// Circles: Tarjan's strongly connected components; any component of more than one file is a circle.
let index = 0;
/** @type {string[]} */
const stack = [];
/** @type {Map<string, { index: number; low: number; onStack: boolean }>} */
const state = new Map();
/** @param {string} node */
function connect(node) {
  const entry = { index, low: index, onStack: true };
  index += 1;
  state.set(node, entry);
  stack.push(node);
  for (const next of graph.get(node) ?? []) {
    const seen = state.get(next);
    if (!seen) {
      connect(next);
      entry.low = Math.min(entry.low, state.get(next)?.low ?? entry.low);
    } else if (seen.onStack) entry.low = Math.min(entry.low, seen.index);
  }
  if (entry.low === entry.index) {
    /** @type {string[]} */
    const component = [];
    let member;
    do {
      member = /** @type {string} */ (stack.pop());
      const memberState = state.get(member);
      if (memberState) memberState.onStack = false;
      component.push(member);
    } while (member !== node);
    if (component.length > 1) problems.push(`import circle: ${component.map(rel).sort().join(' ↔ ')}`);
  }
}
for (const file of graph.keys()) if (!state.has(file)) connect(file);

if (problems.length > 0) {
  for (const p of problems) console.error(p);
  console.error(`check-imports: ${problems.length} problem(s)`);
  process.exit(1);
}
console.log(`check-imports: ${files.length} files, no circle, every door respected`);
