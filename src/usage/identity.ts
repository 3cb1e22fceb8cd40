import { z } from 'zod';
import { type UserPlatform, userPlatforms } from '../db/index.js';

/** Who is asking: a person on one platform. */
export type Identity = {
  platform: UserPlatform;
  /** The platform's id for the person: 1–128 characters, no whitespace or commas. */
  externalId: string;
  /** A name to show in /stats; stored when given, kept when a later request has none. */
  displayName?: string;
};

/** Display names longer than this are cut: they are only for people to read. */
const MAX_DISPLAY_NAME_LENGTH = 128;

const externalIdSchema = z.string().regex(/^[^\s,]{1,128}$/, 'must be 1–128 characters without whitespace or commas');

/** Validates and normalises an {@link Identity}; blank display names become absent. */
export const identitySchema = z.object({
  platform: z.enum(userPlatforms),
  externalId: externalIdSchema,
  displayName: z
    .string()
    .optional()
    .transform((name) => {
      const trimmed = name?.replace(/\s+/g, ' ').trim();
      return trimmed ? trimmed.slice(0, MAX_DISPLAY_NAME_LENGTH) : undefined;
    }),
});

/** `{ platform: 'telegram', externalId: '123' }` → `"telegram:123"`, the form used in config and commands. */
export function identityKey(identity: Pick<Identity, 'platform' | 'externalId'>): string {
  return `${identity.platform}:${identity.externalId}`;
}

/** Thrown by {@link parseIdentity}; the message is a sentence fit to show a person. */
export class InvalidIdentityError extends Error {
  override name = 'InvalidIdentityError';
}

/**
 * `"telegram:123"` → `{ platform: 'telegram', externalId: '123' }`.
 * Surrounding whitespace is ignored.
 *
 * @throws InvalidIdentityError when the text is not `platform:id`.
 */
export function parseIdentity(text: string): Identity {
  const trimmed = text.trim();
  const colon = trimmed.indexOf(':');
  const parsed = identitySchema.safeParse({
    platform: trimmed.slice(0, colon),
    externalId: trimmed.slice(colon + 1),
  });
  if (colon < 0 || !parsed.success) {
    throw new InvalidIdentityError(
      `"${trimmed.slice(0, 140)}" is not a user id; expected platform:id with platform one of ${userPlatforms.join(', ')}, e.g. telegram:123.`,
    );
  }
  const { displayName: _none, ...identity } = parsed.data;
  return identity;
}

/** Validates an identity given by a caller, throwing a ZodError naming the bad field. */
export function validateIdentity(identity: Identity): Identity {
  const { displayName, ...rest } = identitySchema.parse(identity);
  return displayName === undefined ? rest : { ...rest, displayName };
}
