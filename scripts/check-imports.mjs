#!/usr/bin/env node
// The import rules of docs/ARCHITECTURE.md, checked over the source tree (run by `npm run lint`):
// 1. no import circle in src/ or bots/, between files or between the media core's stage folders;
// 2. a folder with a door (index.ts) is entered only through it from outside that folder.
// Imports are read with a regular expression: the code base writes them one way (`from '…'`,
// `import('…')`), and a missed form would show up as a missing edge, never as a false alarm.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// The tree to check: this checkout, or the folder given (the checker's own test).
const root = resolve(process.argv[2] ?? resolve(dirname(fileURLToPath(import.meta.url)), '..'));
const roots = ['src', 'bots'];
// Folders whose index.ts is the only way in for code outside them.
const doors = [
  'src/media',
  'src/usage',
  'src/db',
  'src/http',
  'src/config',
  'src/i18n',
  'src/metrics',
  'src/jobs',
  'src/owner',
  'src/binaries',
  'src/options',
];

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

/**
 * The circles of a graph: Tarjan's strongly connected components; any component of more than one node is one.
 * @param {Map<string, string[]>} edges
 * @returns {string[][]}
 */
function circlesOf(edges) {
  let index = 0;
  /** @type {string[]} */
  const stack = [];
  /** @type {Map<string, { index: number; low: number; onStack: boolean }>} */
  const state = new Map();
  /** @type {string[][]} */
  const circles = [];
  /** @param {string} node */
  function connect(node) {
    const entry = { index, low: index, onStack: true };
    index += 1;
    state.set(node, entry);
    stack.push(node);
    for (const next of edges.get(node) ?? []) {
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
      if (component.length > 1) circles.push(component.sort());
    }
  }
  for (const node of edges.keys()) if (!state.has(node)) connect(node);
  return circles;
}

for (const circle of circlesOf(graph)) problems.push(`import circle: ${circle.map(rel).join(' ↔ ')}`);

// The media core's stages (its sub-folders) import each other in one direction only:
// download → lookup → tools → egress, and fetch → egress (docs/ARCHITECTURE.md).
const media = join(root, 'src/media');
/** @param {string} file */
const stageOf = (file) => {
  const parts = relative(media, file).split('/');
  return parts.length > 1 && !parts[0]?.startsWith('..') ? parts[0] : undefined;
};
/** @type {Map<string, string[]>} */
const stages = new Map();
for (const [from, targets] of graph) {
  const source = stageOf(from);
  if (!source) continue;
  const list = stages.get(source) ?? [];
  for (const to of targets) {
    const target = stageOf(to);
    if (target && target !== source && !list.includes(target)) list.push(target);
  }
  stages.set(source, list);
}
for (const circle of circlesOf(stages)) problems.push(`stage circle in src/media: ${circle.join(' ↔ ')}`);

if (problems.length > 0) {
  for (const p of problems) console.error(p);
  console.error(`check-imports: ${problems.length} problem(s)`);
  process.exit(1);
}
console.log(`check-imports: ${files.length} files, no circle, every door respected`);
