import { afterEach, describe, expect, it } from 'vitest';
import { AccessChangeError, type BeginResult, type Identity } from '../../src/usage/index.js';
import { alice, bob, download, info, owner, TempDatabases } from './helpers.js';

const temp = new TempDatabases();
afterEach(() => temp.cleanup());

const carol: Identity = { platform: 'http', externalId: 'carol-key' };
const code = (result: BeginResult) => (result.ok ? 'ok' : result.refusal.code);

describe('access from the configuration', () => {
  it('refuses blocked users before anything else, with a sentence', () => {
    const { service } = temp.service({ blockedUsers: ['discord:2002'] });
    const result = service.begin(bob, info());
    expect(result).toEqual({
      ok: false,
      refusal: { code: 'user_blocked', message: 'You are blocked from using this service.' },
    });
    expect(code(service.begin(alice, download()))).toBe('ok');
  });

  it('admits only allowed users and owners when ALLOWED_USERS is set, and tells others their id', () => {
    const { service } = temp.service({ allowedUsers: ['telegram:1001'], ownerIds: ['telegram:9999'] });
    expect(code(service.begin(alice, download()))).toBe('ok');
    expect(code(service.begin(owner, download()))).toBe('ok');
    expect(service.begin(bob, download())).toEqual({
      ok: false,
      refusal: {
        code: 'user_not_allowed',
        message: 'This service is private; ask its owner to allow your id discord:2002.',
      },
    });
  });

  it('rejects malformed identity keys in the options', () => {
    expect(() => temp.service({ allowedUsers: ['nobody'] })).toThrow(/allowedUsers/);
    expect(() => temp.service({ timeZone: 'Mars/Olympus_Mons' })).toThrow(/time zone/);
  });
});

describe('access set at run time by an owner', () => {
  const setup = () => temp.service({ ownerIds: ['telegram:9999'] }).service;

  it('blocks and unblocks', () => {
    const service = setup();
    expect(service.setAccess('discord:2002', 'blocked', owner)).toEqual({
      identity: 'discord:2002',
      state: 'blocked',
      allowListActive: false,
    });
    expect(code(service.begin(bob, download()))).toBe('user_blocked');
    expect(code(service.begin(alice, download()))).toBe('ok');

    expect(service.clearAccess(' discord:2002 ', owner)).toBe(true);
    expect(service.clearAccess('discord:2002', owner)).toBe(false);
    expect(code(service.begin(bob, download()))).toBe('ok');
  });

  it('turns the allow-list on with the first /allow, and /block replaces /allow', () => {
    const service = setup();
    expect(service.setAccess('telegram:1001', 'allowed', owner).allowListActive).toBe(true);
    expect(code(service.begin(alice, download()))).toBe('ok');
    expect(code(service.begin(bob, download()))).toBe('user_not_allowed');
    expect(code(service.begin(owner, download()))).toBe('ok');

    service.setAccess('telegram:1001', 'blocked', owner);
    expect(code(service.begin(alice, download()))).toBe('user_blocked');
    // No one is allowed at run time any more, so the service is open again.
    expect(code(service.begin(bob, download()))).toBe('ok');
  });

  it('adds to the configured lists; a configured block wins over a run-time allow', () => {
    const { service } = temp.service({
      ownerIds: ['telegram:9999'],
      allowedUsers: ['telegram:1001'],
      blockedUsers: ['http:carol-key'],
    });
    service.setAccess('discord:2002', 'allowed', owner);
    expect(code(service.begin(bob, download()))).toBe('ok');
    service.setAccess('http:carol-key', 'allowed', owner);
    expect(code(service.begin(carol, download()))).toBe('user_blocked');
    service.setAccess('telegram:1001', 'blocked', owner);
    expect(code(service.begin(alice, download()))).toBe('user_blocked');
  });

  it('only owners may change access, owners cannot be blocked, and keys are validated', () => {
    const service = setup();
    expect(() => service.setAccess('discord:2002', 'blocked', alice)).toThrow(AccessChangeError);
    expect(() => service.clearAccess('discord:2002', alice)).toThrow(
      'Only an owner can change who may use this service.',
    );
    expect(() => service.setAccess('telegram:9999', 'blocked', owner)).toThrow(
      'telegram:9999 is an owner and cannot be blocked.',
    );
    expect(() => service.setAccess('2002', 'blocked', owner)).toThrow(/is not a user id/);
  });

  it('survives a restart', () => {
    const first = temp.service({ ownerIds: ['telegram:9999'] });
    first.service.setAccess('discord:2002', 'blocked', owner);
    first.handle.close();
    const second = temp.service({ ownerIds: ['telegram:9999'], file: first.handle.file });
    expect(code(second.service.begin(bob, download()))).toBe('user_blocked');
  });
});

describe('users', () => {
  it('are recorded on first request, with the latest display name the platform gave', () => {
    const { service } = temp.service();
    service.begin({ ...alice, displayName: '  Alice \n A. ' }, info());
    expect(service.stats().users[0]).toMatchObject({ identity: 'telegram:1001', displayName: 'Alice A.' });
    service.begin({ ...alice, displayName: 'Alice B' }, info());
    expect(service.stats().users[0]?.displayName).toBe('Alice B');
    // A request without a name keeps the one we have.
    service.begin({ platform: 'telegram', externalId: '1001' }, info());
    expect(service.stats().users[0]?.displayName).toBe('Alice B');
    expect(service.stats().users).toHaveLength(1);
  });

  it('are recorded (and their last visit) even when refused', () => {
    const { service } = temp.service({ blockedUsers: ['discord:2002'] });
    service.begin(bob, info());
    expect(service.stats().users).toMatchObject([{ identity: 'discord:2002', displayName: 'Bob' }]);
  });
});
