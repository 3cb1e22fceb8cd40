/**
 * The canary's requests are the owner's: with neither OWNER_IDS nor API keys its identity,
 * `http:owner`, is one of the usage service's owners, so an allow-list it is not on (ALLOWED_USERS)
 * does not refuse it.
 */
import { describe, expect, it } from 'vitest';
import { canaryIdentity, usageOwnerIds } from '../../src/canary/index.js';
import { download, info, onEachBackend } from '../usage/helpers.js';

const code = (result: { ok: boolean; refusal?: { code: string } }) => (result.ok ? 'ok' : result.refusal?.code);

describe("the canary's identity", () => {
  it('is an owner of the usage records only where no client can take its name', () => {
    expect(usageOwnerIds({ OWNER_IDS: [], API_KEYS: [] })).toEqual(['http:owner']);
    expect(usageOwnerIds({ OWNER_IDS: ['telegram:1'], API_KEYS: [] })).toEqual(['telegram:1']);
    // With API keys a key could be named "owner": the owners are OWNER_IDS alone.
    expect(usageOwnerIds({ OWNER_IDS: [], API_KEYS: [{ name: 'owner', secret: 'x'.repeat(32) }] })).toEqual([]);
  });
});

onEachBackend((temp) => {
  it('is not refused by an allow-list it is not on, while a stranger is', async () => {
    const ownerIds = usageOwnerIds({ OWNER_IDS: [], API_KEYS: [] });
    const { service } = await temp.service({ allowedUsers: ['telegram:1001'], ownerIds });
    const canary = canaryIdentity([]);
    expect(code(await service.begin(canary, info()))).toBe('ok');
    expect(code(await service.begin(canary, download()))).toBe('ok');
    const stranger = { platform: 'http' as const, externalId: '203.0.113.9' };
    expect(code(await service.begin(stranger, info()))).toBe('user_not_allowed');
  });
});
