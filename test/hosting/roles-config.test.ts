/**
 * ROLES, DISCORD_SHARDS / DISCORD_SHARD_COUNT and the long-polling lease
 * setting as loadConfig reads them: what is accepted, and that every
 * refusal is one line naming the variable.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config/index.js';
import { telegramPollingLeaseName } from '../../src/role-leases.js';

const base = { DATA_DIR: '/tmp/roles-config-test' };
const telegramBot = { TELEGRAM_BOT_TOKEN: '123456:secret-part-of-the-token' };
const discordBot = { DISCORD_BOT_TOKEN: 'discord-token', DISCORD_APPLICATION_ID: '123456789012345678' };

/** The refusal's message, which must be one line. */
function refusal(env: Record<string, string>): string {
  try {
    loadConfig({ ...base, ...env });
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).not.toContain('\n');
    return message;
  }
  throw new Error('the configuration was accepted');
}

describe('ROLES', () => {
  it('defaults to all three when unset or blank', () => {
    expect(loadConfig(base).ROLES).toEqual(['api', 'telegram', 'discord']);
    expect(loadConfig({ ...base, ROLES: '  ' }).ROLES).toEqual(['api', 'telegram', 'discord']);
  });

  it('takes a comma list in any order, case and spacing, each role once', () => {
    expect(loadConfig({ ...base, ...telegramBot, ROLES: ' Telegram , api,telegram' }).ROLES).toEqual([
      'api',
      'telegram',
    ]);
    expect(loadConfig({ ...base, ROLES: 'api' }).ROLES).toEqual(['api']);
  });

  it('refuses unknown roles, naming them and the known ones', () => {
    const message = refusal({ ROLES: 'api,web,bots' });
    expect(message).toMatch(/ROLES: unknown role "web", "bots"; expected a comma list of api, telegram, discord/);
    expect(refusal({ ROLES: ',' })).toMatch(/ROLES/);
  });

  it('refuses a bot role asked for by name without its token', () => {
    expect(refusal({ ROLES: 'telegram' })).toMatch(/ROLES: the telegram role needs TELEGRAM_BOT_TOKEN/);
    expect(refusal({ ROLES: 'api,discord', DISCORD_BOT_TOKEN: 'x' })).toMatch(
      /ROLES: the discord role needs DISCORD_BOT_TOKEN and DISCORD_APPLICATION_ID/,
    );
    // By default a bot without a token simply stays off.
    expect(loadConfig(base).ROLES).toContain('telegram');
  });

  it('refuses telegram in webhook mode without the api role, which serves the webhook', () => {
    const webhook = { ...telegramBot, TELEGRAM_WEBHOOK_URL: 'https://bot.example.com/telegram' };
    expect(refusal({ ...webhook, ROLES: 'telegram' })).toMatch(/ROLES: telegram in webhook mode .* needs the api role/);
    expect(loadConfig({ ...base, ...webhook, ROLES: 'api,telegram' }).ROLES).toEqual(['api', 'telegram']);
  });
});

describe('METRICS_PORT', () => {
  it('is unset by default, and takes a port other than the API one, or 0 for any free one', () => {
    expect(loadConfig(base).METRICS_PORT).toBeUndefined();
    expect(loadConfig({ ...base, METRICS_PORT: '9400' }).METRICS_PORT).toBe(9400);
    expect(loadConfig({ ...base, METRICS_PORT: '0' }).METRICS_PORT).toBe(0);
    // Without the api role nothing else listens on PORT.
    expect(loadConfig({ ...base, ...telegramBot, ROLES: 'telegram', METRICS_PORT: '3000' }).METRICS_PORT).toBe(3000);
  });

  it("refuses the API's own port, and what is not a port", () => {
    expect(refusal({ PORT: '3000', METRICS_PORT: '3000' })).toMatch(/METRICS_PORT: must differ from PORT/);
    expect(refusal({ METRICS_PORT: '70000' })).toMatch(/METRICS_PORT/);
    expect(refusal({ METRICS_PORT: 'nine' })).toMatch(/METRICS_PORT/);
  });
});

describe('DISCORD_SHARDS and DISCORD_SHARD_COUNT', () => {
  it('are both unset by default, and read as sorted ids and a count', () => {
    const plain = loadConfig(base);
    expect(plain.DISCORD_SHARDS).toBeUndefined();
    expect(plain.DISCORD_SHARD_COUNT).toBeUndefined();
    const sharded = loadConfig({ ...base, ...discordBot, DISCORD_SHARDS: '3, 1', DISCORD_SHARD_COUNT: '4' });
    expect(sharded.DISCORD_SHARDS).toEqual([1, 3]);
    expect(sharded.DISCORD_SHARD_COUNT).toBe(4);
  });

  it('refuses ids at or above the count, one without the other, repeats and non-numbers', () => {
    expect(refusal({ DISCORD_SHARDS: '0,2', DISCORD_SHARD_COUNT: '2' })).toMatch(
      /DISCORD_SHARDS: shard 2 does not exist with DISCORD_SHARD_COUNT=2 \(ids go from 0 to 1\)/,
    );
    expect(refusal({ DISCORD_SHARDS: '0' })).toMatch(/DISCORD_SHARD_COUNT: must be set with DISCORD_SHARDS/);
    expect(refusal({ DISCORD_SHARD_COUNT: '2' })).toMatch(/DISCORD_SHARDS: must be set with DISCORD_SHARD_COUNT/);
    expect(refusal({ DISCORD_SHARDS: '1,1', DISCORD_SHARD_COUNT: '2' })).toMatch(
      /DISCORD_SHARDS: a shard id is listed twice/,
    );
    expect(refusal({ DISCORD_SHARDS: 'one', DISCORD_SHARD_COUNT: '2' })).toMatch(
      /DISCORD_SHARDS: "one" is not a shard id/,
    );
    expect(refusal({ DISCORD_SHARDS: '-1', DISCORD_SHARD_COUNT: '2' })).toMatch(/DISCORD_SHARDS/);
    expect(refusal({ DISCORD_SHARDS: '0', DISCORD_SHARD_COUNT: '0' })).toMatch(/DISCORD_SHARD_COUNT/);
  });
});

describe('ROLE_LEASE_S', () => {
  it('defaults to 30 s and refuses less than 3', () => {
    expect(loadConfig(base).ROLE_LEASE_S).toBe(30);
    expect(loadConfig({ ...base, ROLE_LEASE_S: '5' }).ROLE_LEASE_S).toBe(5);
    expect(refusal({ ROLE_LEASE_S: '1' })).toMatch(/ROLE_LEASE_S/);
  });

  it('is per bot, named by its public id and never by the secret part of the token', () => {
    expect(telegramPollingLeaseName('123456:secret')).toBe('telegram-polling:123456');
    const odd = telegramPollingLeaseName('no-colon-secret');
    expect(odd).toMatch(/^telegram-polling:[0-9a-f]{16}$/);
    expect(odd).not.toContain('secret');
  });
});

describe('TMP_DIR of processes sharing DATA_DIR', () => {
  it('is a folder of its own per PM2 worker and per INSTANCE_ID, since each sweeps its temp folder at start and stop', () => {
    expect(loadConfig(base).TMP_DIR).toBe(path.resolve('/tmp/roles-config-test/tmp'));
    expect(loadConfig({ ...base, NODE_APP_INSTANCE: '1' }).TMP_DIR).toBe(
      path.resolve('/tmp/roles-config-test/tmp/worker-1'),
    );
    expect(loadConfig({ ...base, INSTANCE_ID: 'host-a' }).TMP_DIR).toBe(
      path.resolve('/tmp/roles-config-test/tmp/instance-host-a'),
    );
    expect(loadConfig({ ...base, INSTANCE_ID: 'host-a', NODE_APP_INSTANCE: '0' }).TMP_DIR).toBe(
      path.resolve('/tmp/roles-config-test/tmp/instance-host-a/worker-0'),
    );
  });
});
