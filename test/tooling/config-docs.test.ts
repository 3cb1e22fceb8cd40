/**
 * The check `npm run lint` runs with scripts/config-docs.ts: docs/CONFIGURATION.md's table is the config
 * schema's, row for row. Passes on this tree; on a copy whose page lost a row, kept an old text and names
 * a setting that is gone, and whose .env.example lacks a line, it fails naming each and the command.
 */
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const tsx = path.resolve('node_modules/.bin/tsx');
const script = path.resolve('scripts/config-docs.ts');
const made: string[] = [];

async function check(root?: string): Promise<{ code: number; output: string }> {
  try {
    const { stdout, stderr } = await run(tsx, [script, '--check', ...(root ? ['--root', root] : [])]);
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

afterAll(async () => {
  for (const root of made) await rm(root, { recursive: true, force: true });
});

describe('the configuration page', () => {
  it('is current on this tree', async () => {
    expect(await check()).toEqual({ code: 0, output: '' });
  });

  it('fails when stale, naming each row, the missing .env.example line and the command', async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'config-docs-'));
    made.push(root);
    const page = await readFile('docs/CONFIGURATION.md', 'utf8');
    const rows = page.split('\n');
    const hostRow = rows.findIndex((line) => line.startsWith('| `HOST` |'));
    const stale = rows
      .filter((line) => !line.startsWith('| `LINK_TTL_S` |'))
      .map((line, index) => (index === hostRow ? '| `HOST` | `127.0.0.1` | an old text |' : line));
    const endOfTable = stale.indexOf('<!-- end of settings -->');
    stale.splice(endOfTable, 0, '| `GONE_SETTING` | – | a setting the code no longer reads |');
    await mkdir(path.join(root, 'docs'));
    await writeFile(path.join(root, 'docs/CONFIGURATION.md'), stale.join('\n'));
    const example = await readFile('.env.example', 'utf8');
    await writeFile(path.join(root, '.env.example'), example.replace(/^#? ?WEB_UI=.*$/m, ''));

    const { code, output } = await check(root);
    expect(code).toBe(1);
    expect(output).toContain('missing row: LINK_TTL_S');
    expect(output).toContain('changed row: HOST');
    expect(output).toContain('row of no setting: GONE_SETTING');
    expect(output).toContain('.env.example has no line for WEB_UI');
    expect(output).toContain('npm run docs:config');
    expect(output).not.toMatch(/row: (PORT|DATA_DIR)\b/);
  });
});
