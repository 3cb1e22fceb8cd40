/**
 * Writes the settings table of docs/CONFIGURATION.md from the config schema (src/config): one row per
 * variable, its default and its `.describe()` text. `--check` (run by `npm run lint`) writes nothing and
 * fails naming each row that is missing, changed or gone, and each setting .env.example lacks.
 * Usage: tsx scripts/config-docs.ts [--check] [--root DIR]
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { settingsSchema } from '../src/config/index.js';

const PAGE = 'docs/CONFIGURATION.md';
const BEGIN =
  "<!-- settings: written by `npm run docs:config` from src/config (each setting's .describe()); edit them there -->";
const END = '<!-- end of settings -->';
const HEAD = ['| variable | default | what it does |', '|---|---|---|'];
const REGENERATE = 'npm run docs:config';

/** The default as the page shows it: the schema's own text where the value depends on the machine or other settings. */
function shownDefault(setting: z.ZodType): string {
  const text = setting.meta()?.defaultText;
  if (typeof text === 'string') return text;
  const parsed = setting.safeParse(undefined);
  const value: unknown = parsed.success ? parsed.data : undefined;
  if (value === undefined || (Array.isArray(value) && value.length === 0)) return '–';
  return `\`${Array.isArray(value) ? value.join(',') : String(value)}\``;
}

/** Each setting's row, by name, in the schema's order; a setting without a description is a problem, not a row. */
function expectedRows(): { rows: Map<string, string>; undescribed: string[] } {
  const rows = new Map<string, string>();
  const undescribed: string[] = [];
  for (const [name, setting] of Object.entries(settingsSchema.shape) as [string, z.ZodType][]) {
    if (!setting.description) undescribed.push(name);
    const cells = [`\`${name}\``, shownDefault(setting), setting.description ?? ''].map((cell) =>
      cell.replaceAll('|', '\\|'),
    );
    rows.set(name, `| ${cells.join(' | ')} |`);
  }
  return { rows, undescribed };
}

/** The page's table rows, by the name in their first cell. */
function pageRows(table: string): Map<string, string> {
  const rows = new Map<string, string>();
  for (const line of table.split('\n')) {
    const name = /^\| `([A-Z][A-Z0-9_]*)` \|/.exec(line)?.[1];
    if (name) rows.set(name, line);
  }
  return rows;
}

/** Where the generated table sits in the page: between the two markers. */
function tableBounds(page: string): { start: number; end: number } {
  const start = page.indexOf(BEGIN);
  const end = page.indexOf(END);
  if (start < 0 || end < start)
    throw new Error(`${PAGE} has lost its markers (${BEGIN} … ${END}); put them back around the table`);
  return { start: start + BEGIN.length, end };
}

function staleness(current: Map<string, string>, wanted: Map<string, string>): string[] {
  return [
    ...[...wanted.keys()].filter((name) => !current.has(name)).map((name) => `missing row: ${name}`),
    ...[...wanted]
      .filter(([name, row]) => current.has(name) && current.get(name) !== row)
      .map(([name]) => `changed row: ${name}`),
    ...[...current.keys()].filter((name) => !wanted.has(name)).map((name) => `row of no setting: ${name}`),
  ];
}

function main(): void {
  const args = process.argv.slice(2);
  const rootAt = args.indexOf('--root');
  const root = rootAt >= 0 ? path.resolve(args[rootAt + 1] ?? '.') : path.resolve(import.meta.dirname, '..');
  const pagePath = path.join(root, PAGE);
  const page = readFileSync(pagePath, 'utf8');
  const { start, end } = tableBounds(page);
  const { rows, undescribed } = expectedRows();
  const table = `\n${[...HEAD, ...rows.values()].join('\n')}\n`;
  if (!args.includes('--check')) {
    writeFileSync(pagePath, page.slice(0, start) + table + page.slice(end));
    return;
  }
  const example = readFileSync(path.join(root, '.env.example'), 'utf8');
  const problems = [
    ...undescribed.map((name) => `no .describe() text: ${name} (add one where src/config declares it)`),
    ...staleness(pageRows(page.slice(start, end)), rows).map((problem) => `${PAGE}: ${problem}`),
    ...[...rows.keys()]
      .filter((name) => !new RegExp(`^(# ?)?${name}=`, 'm').test(example))
      .map((name) => `.env.example has no line for ${name}`),
  ];
  if (problems.length === 0) return;
  console.error(
    `The settings' documentation is stale:\n  ${problems.join('\n  ')}\nRun \`${REGENERATE}\` to rewrite the table (and add the .env.example lines by hand).`,
  );
  process.exitCode = 1;
}

main();
