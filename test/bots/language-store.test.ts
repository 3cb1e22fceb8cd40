/**
 * The languages chosen with /language: one table on SQLite and PostgreSQL,
 * shared by every instance (each with its own short read cache), the group's
 * choice before its member's, and nothing stored that is not a supported
 * language or a platform id.
 */
import { expect, it } from 'vitest';
import { LanguageChoices } from '../../bots/shared/language-store.js';
import { onEachBackend } from '../usage/helpers.js';

const alice = { scope: 'user' as const, id: '1001' };
const group = { scope: 'chat' as const, id: '-100200300' };

onEachBackend((temp) => {
  it('keeps a choice per person and per group, replaces it, and shares it with another instance', async () => {
    const first = await temp.open();
    const here = new LanguageChoices(first, 'telegram');
    // Another instance on the same database, reading without a cache.
    const there = new LanguageChoices(await temp.open(first.where), 'telegram', { cacheMs: 0 });

    expect(await there.choiceFor([alice])).toBeUndefined();
    await here.set(alice, 'es', 'telegram:1001');
    expect(await here.choiceFor([alice])).toBe('es');
    expect(await there.choiceFor([alice])).toBe('es');

    // In the group: its own choice first, the member's when it has none.
    expect(await there.choiceFor([group, alice])).toBe('es');
    await here.set(group, 'de', 'telegram:1002');
    expect(await there.choiceFor([group, alice])).toBe('de');

    await there.set(alice, 'pt-BR', 'telegram:1001');
    expect(await there.choiceFor([alice])).toBe('pt-BR');
    // The same platform id on Discord is another person.
    expect(await new LanguageChoices(first, 'discord', { cacheMs: 0 }).choiceFor([alice])).toBeUndefined();
  });

  it('refuses what is not a supported language or a platform id, and reads a stray row as no choice', async () => {
    const handle = await temp.open();
    const choices = new LanguageChoices(handle, 'telegram', { cacheMs: 0 });
    await expect(choices.set(alice, 'xx', 'telegram:1001')).rejects.toThrow();
    await expect(choices.set(alice, 'pt-br', 'telegram:1001')).rejects.toThrow();
    await expect(choices.set({ scope: 'user', id: '1; drop table users' }, 'es', 'x')).rejects.toThrow();
    expect(await choices.choiceFor([{ scope: 'user', id: 'not-an-id' }, alice])).toBeUndefined();

    // A language once stored and since removed from the catalogue: the platform's own language applies.
    const { languageChoices } = handle.t;
    await handle.db.insert(languageChoices).values({
      platform: 'telegram',
      scope: 'user',
      subjectId: alice.id,
      locale: 'tlh',
      setBy: 'telegram:1001',
      setAt: new Date(),
    });
    expect(await choices.choiceFor([alice])).toBeUndefined();
  });
});
