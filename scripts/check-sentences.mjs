#!/usr/bin/env node
// No sentence for users outside the catalogue (locales/<code>/*.ftl), checked by `npm run lint`:
// every string literal in bots/ and src/web/ that reads like words for a person (two or more
// words of letters, beginning with a capital or ending in punctuation) is a failure, except in
// what only the owner reads: log calls, `new Error(...)`, and a line marked `owner-only: <why>`.
// The TypeScript parser reads the literals, so comments, types and import paths never count.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = resolve(process.argv[2] ?? resolve(dirname(fileURLToPath(import.meta.url)), '..'));
const roots = ['bots', 'src/web'];
const LOG_METHODS = new Set(['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'log']);
const MARK = 'owner-only:';

/** @param {string} dir @returns {string[]} */
function sourceFiles(dir) {
  /** @type {string[]} */
  const out = [];
  let names;
  try {
    names = readdirSync(dir);
  } catch {
    return out;
  }
  for (const name of names) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...sourceFiles(path));
    else if (name.endsWith('.ts') && !name.endsWith('.d.ts')) out.push(path);
  }
  return out;
}

/** Words for a person: two words of letters at least, and a capital first or punctuation last. */
export function readsAsSentence(/** @type {string} */ text) {
  const plain = text.replace(/\$\{[^}]*\}/g, ' ').trim();
  const words = plain.match(/\p{L}{2,}/gu) ?? [];
  if (words.length < 2 || !/\s/.test(plain)) return false;
  if (/^[\p{Lu}]/u.test(plain)) return true;
  return /[.!?…:]$/.test(plain);
}

/** @param {ts.Node} node */
function exempt(node) {
  for (let at = node.parent; at; at = at.parent) {
    if (ts.isImportDeclaration(at) || ts.isExportDeclaration(at) || ts.isLiteralTypeNode(at)) return true;
    if (ts.isNewExpression(at) && ts.isIdentifier(at.expression) && at.expression.text.endsWith('Error')) return true;
    if (ts.isCallExpression(at) && ts.isPropertyAccessExpression(at.expression)) {
      if (LOG_METHODS.has(at.expression.name.text)) return true;
    }
  }
  return false;
}

/** @param {string} file */
function findings(file) {
  const text = readFileSync(file, 'utf8');
  const lines = text.split('\n');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  /** @type {string[]} */
  const found = [];
  /** @param {ts.Node} node */
  const visit = (node) => {
    let literal;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) literal = node.text;
    else if (ts.isTemplateExpression(node)) {
      literal = node.head.text + node.templateSpans.map((span) => ` \${x}${span.literal.text}`).join('');
    }
    if (literal !== undefined && readsAsSentence(literal) && !exempt(node)) {
      const line = source.getLineAndCharacterOfPosition(node.getStart()).line;
      const marked = [lines[line], lines[line - 1]].some((l) => l?.includes(MARK));
      if (!marked) found.push(`${relative(root, file)}:${line + 1}: ${literal.slice(0, 80)}`);
    }
    if (!ts.isTemplateExpression(node)) ts.forEachChild(node, visit);
    else for (const span of node.templateSpans) ts.forEachChild(span.expression, visit);
  };
  visit(source);
  return found;
}

const files = roots.flatMap((dir) => sourceFiles(join(root, dir)));
const all = files.flatMap(findings);
if (all.length > 0) {
  console.error(`check-sentences: ${all.length} sentence(s) outside the catalogue (locales/*/*.ftl):`);
  for (const line of all) console.error(`  ${line}`);
  process.exit(1);
}
console.log(`check-sentences: ${files.length} files, every sentence for users is in the catalogue`);
