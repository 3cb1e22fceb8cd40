/**
 * Every setting the code reads is documented where an owner looks for it:
 * a line of its own in .env.example (commented out or blank) and a mention
 * in docs/CONFIGURATION.md. A new variable without them fails here, not in a user's .env.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { settingNames } from '../../src/config/index.js';

const root = path.resolve(import.meta.dirname, '..', '..');
const read = (name: string) => readFileSync(path.join(root, name), 'utf8');

describe('the settings', () => {
  it('are read from the schema, not typed here', () => {
    expect(settingNames.length).toBeGreaterThan(30);
    expect(settingNames).toContain('METRICS_PORT');
  });

  it('each have a line in .env.example', () => {
    const example = read('.env.example');
    const missing = settingNames.filter((name) => !new RegExp(`^(# ?)?${name}=`, 'm').test(example));
    expect(missing).toEqual([]);
  });

  it('are each named in docs/CONFIGURATION.md', () => {
    const page = read('docs/CONFIGURATION.md');
    const missing = settingNames.filter((name) => !new RegExp(`\\b${name}\\b`).test(page));
    expect(missing).toEqual([]);
  });

  it('are the only variables .env.example names, beside the one PM2 sets that the config reads', () => {
    const setByPm2 = 'NODE_APP_INSTANCE';
    expect(read('src/config/load.ts')).toContain(`env.${setByPm2}`);
    const lines = read('.env.example').match(/^(?:# ?)?[A-Z][A-Z0-9_]*=/gm) ?? [];
    const named = lines.map((line) => line.replace(/^# ?/, '').slice(0, -1));
    expect(named.length).toBeGreaterThan(30);
    expect(named.filter((name) => !settingNames.includes(name) && name !== setByPm2)).toEqual([]);
  });
});
