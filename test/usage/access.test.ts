import { describe, expect, it } from 'vitest';
import { AccessChangeError, type BeginResult, type Identity } from '../../src/usage/index.js';
import { alice, bob, download, info, onEachBackend, owner } from './helpers.js';

const carol: Identity = { platform: 'http', externalId: 'carol-key' };
const code = (result: BeginResult) => (result.ok ? 'ok' : result.refusal.code);

onEachBackend((temp) => {
  describe('access from the configuration', () => {
    it('refuses blocked users before anything else, with a sentence', async () => {
      const { service } = await temp.service({ blockedUsers: ['discord:2002'] });
      const result = await service.begin(bob, info());
      expect(result).toEqual({
        ok: false,
        refusal: {
          code: 'user_blocked',
          message: 'You are blocked from using this service.',
          sentence: { key: 'refusal-user-blocked' },
        },
      });
      expect(code(await service.begin(alice, download()))).toBe('ok');
    });

    it('admits only allowed users and owners when ALLOWED_USERS is set, and tells others their id', async () => {
      const { service } = await temp.service({ allowedUsers: ['telegram:1001'], ownerIds: ['telegram:9999'] });
      expect(code(await service.begin(alice, download()))).toBe('ok');
      expect(code(await service.begin(owner, download()))).toBe('ok');
      expect(await service.begin(bob, download())).toEqual({
        ok: false,
        refusal: {
          code: 'user_not_allowed',
          message: 'This service is private; ask its owner to allow your id discord:2002.',
          sentence: expect.objectContaining({ key: 'refusal-user-not-allowed' }),
        },
      });
    });

    it('rejects malformed identity keys in the options', async () => {
      await expect(temp.service({ allowedUsers: ['nobody'] })).rejects.toThrow(/allowedUsers/);
      await expect(temp.service({ timeZone: 'Mars/Olympus_Mons' })).rejects.toThrow(/time zone/);
    });
  });

  describe('access set at run time by an owner', () => {
    const setup = async () => (await temp.service({ ownerIds: ['telegram:9999'] })).service;

    it('blocks and unblocks', async () => {
      const service = await setup();
      expect(await service.setAccess('discord:2002', 'blocked', owner)).toEqual({
        identity: 'discord:2002',
        state: 'blocked',
        allowListActive: false,
      });
      expect(code(await service.begin(bob, download()))).toBe('user_blocked');
      expect(code(await service.begin(alice, download()))).toBe('ok');

      expect(await service.clearAccess(' discord:2002 ', owner)).toBe(true);
      expect(await service.clearAccess('discord:2002', owner)).toBe(false);
      expect(code(await service.begin(bob, download()))).toBe('ok');
    });

    it('turns the allow-list on with the first /allow, and /block replaces /allow', async () => {
      const service = await setup();
      expect((await service.setAccess('telegram:1001', 'allowed', owner)).allowListActive).toBe(true);
      expect(code(await service.begin(alice, download()))).toBe('ok');
      expect(code(await service.begin(bob, download()))).toBe('user_not_allowed');
      expect(code(await service.begin(owner, download()))).toBe('ok');

      await service.setAccess('telegram:1001', 'blocked', owner);
      expect(code(await service.begin(alice, download()))).toBe('user_blocked');
      // No one is allowed at run time any more, so the service is open again.
      expect(code(await service.begin(bob, download()))).toBe('ok');
    });

    it('adds to the configured lists; a configured block wins over a run-time allow', async () => {
      const { service } = await temp.service({
        ownerIds: ['telegram:9999'],
        allowedUsers: ['telegram:1001'],
        blockedUsers: ['http:carol-key'],
      });
      await service.setAccess('discord:2002', 'allowed', owner);
      expect(code(await service.begin(bob, download()))).toBe('ok');
      await service.setAccess('http:carol-key', 'allowed', owner);
      expect(code(await service.begin(carol, download()))).toBe('user_blocked');
      await service.setAccess('telegram:1001', 'blocked', owner);
      expect(code(await service.begin(alice, download()))).toBe('user_blocked');
    });

    it('only owners may change access, owners cannot be blocked, and keys are validated', async () => {
      const service = await setup();
      await expect(service.setAccess('discord:2002', 'blocked', alice)).rejects.toThrow(AccessChangeError);
      await expect(service.clearAccess('discord:2002', alice)).rejects.toThrow(
        'Only an owner can change who may use this service.',
      );
      await expect(service.setAccess('telegram:9999', 'blocked', owner)).rejects.toThrow(
        'telegram:9999 is an owner and cannot be blocked.',
      );
      await expect(service.setAccess('2002', 'blocked', owner)).rejects.toThrow(/is not a user id/);
    });

    it('survives a restart', async () => {
      const first = await temp.service({ ownerIds: ['telegram:9999'] });
      await first.service.setAccess('discord:2002', 'blocked', owner);
      await first.handle.close();
      const second = await temp.service({ ownerIds: ['telegram:9999'], where: first.handle.where });
      expect(code(await second.service.begin(bob, download()))).toBe('user_blocked');
    });
  });

  describe('users', () => {
    it('are recorded on first request, with the latest display name the platform gave', async () => {
      const { service } = await temp.service();
      await service.begin({ ...alice, displayName: '  Alice \n A. ' }, info());
      expect((await service.stats()).users[0]).toMatchObject({ identity: 'telegram:1001', displayName: 'Alice A.' });
      await service.begin({ ...alice, displayName: 'Alice B' }, info());
      expect((await service.stats()).users[0]?.displayName).toBe('Alice B');
      // A request without a name keeps the one we have.
      await service.begin({ platform: 'telegram', externalId: '1001' }, info());
      expect((await service.stats()).users[0]?.displayName).toBe('Alice B');
      expect((await service.stats()).users).toHaveLength(1);
    });

    it('are recorded (and their last visit) even when refused', async () => {
      const { service } = await temp.service({ blockedUsers: ['discord:2002'] });
      await service.begin(bob, info());
      expect((await service.stats()).users).toMatchObject([{ identity: 'discord:2002', displayName: 'Bob' }]);
    });
  });
});
