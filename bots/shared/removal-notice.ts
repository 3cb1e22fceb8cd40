import { z } from 'zod';

/*
 * A followed entry's delivery has a status message too, but should the process die under it, the entry stays
 * pending and is delivered again after the restart (src/follows) in a message of its own: its job-board notice
 * only asks the next start to take the old message away. "Interrupted" with "Try again" there would announce a
 * failure the restart then mends by itself, and a press would send the entry twice.
 */

/** The notice of a followed entry's delivery whose status message is at `where` (a chat's or channel's ids). */
export function removalNotice(where: Readonly<Record<string, string | number>>): string {
  return JSON.stringify({ remove: where });
}

/** A killed run's notice read back: a followed entry's status message to take away, or a download's to tell. */
export type CrashNotice<Where, Notice> = { remove: Where } | { tell: Notice };

/**
 * Reads a notice written by {@link removalNotice} (its place checked by `where`) or by the platform's
 * interrupted notice (checked by `notice`).
 * @throws when it is neither (not JSON, or outside both schemas).
 */
export function readCrashNotice<Where, Notice>(
  raw: string,
  schemas: { where: z.ZodType<Where>; notice: z.ZodType<Notice> },
): CrashNotice<Where, Notice> {
  const written: unknown = JSON.parse(raw);
  const removal = z.object({ remove: schemas.where }).safeParse(written);
  if (removal.success) return { remove: removal.data.remove };
  return { tell: schemas.notice.parse(written) };
}
