import type { Identity } from './identity.js';
import { LimitReachedError } from './quota.js';
import type { UsageService } from './service.js';

/**
 * Counts extractions against a user's LIMIT_INFO_PER_MINUTE, for the media
 * layer's `lookups` option (structural, so src/usage needs nothing from
 * src/media). Each extraction the user causes, whichever door it came in by
 * (a download of a link not looked up, a playlist run's entries), is an
 * `info` row like POST /api/info's: refused, it is a LimitReachedError (its
 * refusal says when to try again) and nothing starts.
 */
export function lookupCounter(
  usage: UsageService,
  identity: Identity,
  url: string,
): { begin(): Promise<{ ok(mediaPlatform: string): void; failed(error: unknown): void }> } {
  return {
    async begin() {
      const begun = await usage.begin(identity, { action: 'info', url });
      if (!begun.ok) throw new LimitReachedError(begun.refusal);
      const { ticket } = begun;
      // The lookup's end is recorded in the background; a database closed by shutdown leaves the row
      // `running`, and the next start marks it interrupted.
      const finish = (result: Parameters<typeof ticket.finish>[0]) => void ticket.finish(result).catch(() => {});
      return {
        ok: (mediaPlatform) => finish({ outcome: 'ok', mediaPlatform }),
        failed: (error) => {
          const code = (error as { code?: unknown } | undefined)?.code;
          const errorCode = typeof code === 'string' ? code : 'internal';
          finish({ outcome: errorCode === 'cancelled' ? 'cancelled' : 'error', errorCode });
        },
      };
    },
  };
}
