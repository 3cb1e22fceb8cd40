/**
 * The rule `npm run lint` enforces with scripts/check-sentences.mjs: no words
 * for users written in code outside the catalogue. Run on small trees made
 * here, it must fail on each form a sentence can take and pass on what only
 * the owner reads.
 */
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const checker = path.resolve('scripts/check-sentences.mjs');
const made: string[] = [];

async function check(files: Record<string, string>): Promise<{ code: number; output: string }> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'check-sentences-'));
  made.push(root);
  for (const [name, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, name)), { recursive: true });
    await writeFile(path.join(root, name), text);
  }
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

describe('check-sentences', () => {
  it('fails on each form a sentence takes, naming the file and line', async () => {
    const cases: Record<string, string> = {
      'bots/telegram/reply.ts': "export const a = (ctx) => ctx.reply('Send me a link, please.');",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the checked file's own template literal
      'bots/shared/texts.ts': 'export const b = (n: number) => `You have ${n} files left`;',
      'bots/discord/x.ts': "export const c = 'try again later.';",
      'src/web/card.ts': "export const d = { label: 'Only a part' };",
    };
    const { code, output } = await check(cases);
    expect(code).toBe(1);
    for (const file of Object.keys(cases)) expect(output).toContain(`${file}:1:`);
    expect(output).toMatch(/4 sentence\(s\) outside the catalogue/);
  });

  it('passes on log lines, errors for the owner, marked lines, identifiers and code outside bots/ and src/web', async () => {
    const { code, output } = await check({
      'bots/telegram/ok.ts': [
        "import { x } from '../shared/some file.js';",
        "log.warn({ err }, 'The upload failed, the link was sent instead');",
        "throw new Error('The bot token is missing from the environment.');",
        "const mime = 'video/mp4';",
        "const id = 'dl:fmt';",
        "type Mode = 'Send now' | 'Later';",
        '// owner-only: a CLI line printed to the terminal of whoever runs the register command',
        "console.log('Registered the commands.');",
        "const key = t('tg-help');",
      ].join('\n'),
      'src/http/route.ts': "export const e = 'Sentences here are the API’s, in errors.ftl by key.';",
    });
    expect(output).toMatch(/check-sentences: 1 files/);
    expect(code).toBe(0);
  });
});
