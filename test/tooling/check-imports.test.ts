/**
 * The import rules `npm run lint` enforces (scripts/check-imports.mjs), run on
 * small trees made here: each rule must fail on the tree that breaks it.
 */
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const checker = path.resolve('scripts/check-imports.mjs');
const made: string[] = [];

async function tree(files: Record<string, string>): Promise<string> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'check-imports-'));
  made.push(root);
  for (const [name, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, name)), { recursive: true });
    await writeFile(path.join(root, name), text);
  }
  return root;
}

async function check(root: string): Promise<{ code: number; output: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, [checker, root]);
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

afterEach(async () => {
  for (const root of made.splice(0)) await rm(root, { recursive: true, force: true });
});

describe('check-imports', () => {
  it('passes a tree whose imports go one way and through the doors', async () => {
    const root = await tree({
      'src/media/index.ts': "export { a } from './lookup/a.js';\n",
      'src/media/lookup/a.ts': "import { b } from '../tools/b.js';\nexport const a = b;\n",
      'src/media/tools/b.ts': 'export const b = 1;\n',
      'bots/x.ts': "import { a } from '../src/media/index.js';\nexport const x = a;\n",
    });
    const result = await check(root);
    expect(result.code).toBe(0);
    expect(result.output).toMatch(/4 files, no circle/);
  });

  it('fails on a circle between files, naming them', async () => {
    const root = await tree({
      'bots/one.ts': "import { two } from './two.js';\nexport const one = () => two;\n",
      'bots/two.ts': "import type { one } from './one.js';\nexport const two = 2 as unknown as typeof one;\n",
    });
    const result = await check(root);
    expect(result.code).toBe(1);
    expect(result.output).toContain('import circle: bots/one.ts ↔ bots/two.ts');
  });

  it('fails on outside code that passes a door by', async () => {
    const root = await tree({
      'src/media/index.ts': "export { b } from './tools/b.js';\n",
      'src/media/tools/b.ts': 'export const b = 1;\n',
      'src/http/route.ts': "import { b } from '../media/tools/b.js';\nexport const r = b;\n",
    });
    const result = await check(root);
    expect(result.code).toBe(1);
    expect(result.output).toContain('src/http/route.ts imports src/media/tools/b.ts');
  });

  it('fails on media stages that import each other both ways, even without a file circle', async () => {
    const root = await tree({
      'src/media/tools/run.ts': "import { policy } from '../egress/policy.js';\nexport const run = policy;\n",
      'src/media/egress/policy.ts': 'export const policy = 1;\n',
      'src/media/egress/proxy.ts': "import { run } from '../tools/run.js';\nexport const proxy = run;\n",
    });
    const result = await check(root);
    expect(result.code).toBe(1);
    expect(result.output).toContain('stage circle in src/media: egress ↔ tools');
  });
});
