import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config/index.js';
import { resolveInstanceId } from '../../src/usage/index.js';
import { TempDatabases } from './helpers.js';

const temp = new TempDatabases();
afterEach(() => temp.cleanup());

describe('DATABASE_URL and INSTANCE_ID', () => {
  it('take a postgres:// URL, refuse anything else without echoing it, and default to the SQLite file', () => {
    expect(loadConfig({}).DATABASE_URL).toBeUndefined();
    expect(loadConfig({ DATABASE_URL: '' }).DATABASE_URL).toBeUndefined();
    const url = 'postgres://app:pw@db.example:5432/media';
    expect(loadConfig({ DATABASE_URL: url }).DATABASE_URL).toBe(url);
    expect(loadConfig({ DATABASE_URL: 'postgresql://app@localhost/media' }).DATABASE_URL).toBeDefined();
    let thrown: unknown;
    try {
      loadConfig({ DATABASE_URL: 'mysql://app:hunter2-secret@db/media' });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ConfigError);
    expect((thrown as Error).message).toMatch(/^Invalid configuration: DATABASE_URL: must be a postgres:\/\/ URL/);
    expect((thrown as Error).message).not.toContain('hunter2-secret');
    expect(() => loadConfig({ INSTANCE_ID: 'has space' })).toThrow(/INSTANCE_ID/);
    expect(loadConfig({ INSTANCE_ID: 'eu-1:a' }).INSTANCE_ID).toBe('eu-1:a');
  });

  it('is INSTANCE_ID when set, else an id generated once into DATA_DIR and read back after a restart', () => {
    const dataDir = path.join(temp.dir(), 'data');
    expect(resolveInstanceId(dataDir, 'given', {})).toBe('given');
    expect(fs.existsSync(dataDir)).toBe(false);

    const first = resolveInstanceId(dataDir, undefined, {});
    expect(first).toMatch(/^[0-9a-f]{12}$/);
    expect(fs.readFileSync(path.join(dataDir, 'instance-id'), 'utf8').trim()).toBe(first);
    expect(resolveInstanceId(dataDir, undefined, {})).toBe(first);
    // Another DATA_DIR, another instance.
    expect(resolveInstanceId(path.join(temp.dir(), 'data'), undefined, {})).not.toBe(first);
    // PM2 cluster workers share the DATA_DIR and are told apart by their number.
    expect(resolveInstanceId(dataDir, undefined, { NODE_APP_INSTANCE: '1' })).toBe(`${first}-1`);
  });
});
