import { z } from 'zod';
import { INSTANCE_ID_PATTERN } from '../usage/index.js';
import { blankToUndefined, int, optionalString } from './values.js';

/** Where usage is kept: a SQLite file, or PostgreSQL shared by several instances, and this instance's name on its rows. */
export const databaseSettings = {
  DATABASE_PATH: optionalString(),
  // PostgreSQL instead of the SQLite file (several instances share it). Never logged: it holds the password.
  DATABASE_URL: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\/[^\s]+$/, 'must be a postgres:// URL, e.g. postgres://user:password@host:5432/name')
      .refine((url) => URL.canParse(url), 'must be a postgres:// URL, e.g. postgres://user:password@host:5432/name')
      .optional(),
  ),
  // PostgreSQL: a connection not made in this time fails, and a statement running longer is cancelled
  // (a hung query would otherwise hang its request, or a lease renewal, for ever).
  DATABASE_CONNECT_TIMEOUT_S: int(1, 600, 5),
  DATABASE_STATEMENT_TIMEOUT_S: int(1, 3600, 10),
  // This process's name on its usage rows; unset: an id generated once into DATA_DIR/instance-id.
  INSTANCE_ID: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(INSTANCE_ID_PATTERN, 'must be 1-100 letters, digits, dots, colons, underscores or dashes')
      .optional(),
  ),
};
