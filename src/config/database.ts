import { z } from 'zod';
import { INSTANCE_ID_PATTERN } from '../usage/index.js';
import { blankToUndefined, int, optionalString } from './values.js';

/** Where usage is kept: a SQLite file, or PostgreSQL shared by several instances, and this instance's name on its rows. */
export const databaseSettings = {
  DATABASE_PATH: optionalString().meta({ defaultText: '`DATA_DIR/app.db`' }).describe('SQLite file (WAL mode)'),
  DATABASE_URL: z
    .preprocess(
      blankToUndefined,
      z
        .string()
        .regex(/^postgres(ql)?:\/\/[^\s]+$/, 'must be a postgres:// URL, e.g. postgres://user:password@host:5432/name')
        .refine((url) => URL.canParse(url), 'must be a postgres:// URL, e.g. postgres://user:password@host:5432/name')
        .optional(),
    )
    .describe(
      '`postgres://user:password@host:5432/name`: usage, access list, cards and the Telegram file_id cache in PostgreSQL instead of the SQLite file ([SCALING.md](SCALING.md#postgresql)); never logged',
    ),
  // A hung query would otherwise hang its request, or a lease renewal, for ever.
  DATABASE_CONNECT_TIMEOUT_S: int(1, 600, 5).describe('PostgreSQL only: the longest a connection attempt may take'),
  DATABASE_STATEMENT_TIMEOUT_S: int(1, 3600, 10).describe(
    'PostgreSQL only: the longest one statement may take (migrations at start have no limit)',
  ),
  INSTANCE_ID: z
    .preprocess(
      blankToUndefined,
      z
        .string()
        .regex(INSTANCE_ID_PATTERN, 'must be 1-100 letters, digits, dots, colons, underscores or dashes')
        .optional(),
    )
    .meta({ defaultText: 'generated into `DATA_DIR/instance-id`' })
    .describe(
      "this process's name on its usage rows (plus `-<n>` under PM2 cluster mode); processes sharing `DATA_DIR` each need one",
    ),
};
