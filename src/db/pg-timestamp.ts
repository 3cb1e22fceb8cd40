import { customType } from 'drizzle-orm/pg-core';

/** Unix milliseconds stored as bigint, read and written as Date (drizzle's `timestamp_ms` in SQLite). */
export const timestampMs = customType<{ data: Date; driverData: string | number }>({
  dataType: () => 'bigint',
  toDriver: (value) => value.getTime(),
  // node-postgres returns int8 as a string: it may not fit a JS number, but milliseconds since 1970 do.
  fromDriver: (value) => new Date(Number(value)),
});
