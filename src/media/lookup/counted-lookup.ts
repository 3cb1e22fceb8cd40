import type { LookupCounter, MediaInfo } from '../types.js';

/**
 * Runs `load` (an extraction, or a wait for one in flight) as one lookup of
 * `lookups`: recorded before it starts (a refusal throws and nothing starts)
 * and ended with its outcome. Without `lookups` it only runs `load`.
 */
export async function countedLookup<T extends { info: MediaInfo }>(
  lookups: LookupCounter | undefined,
  load: () => Promise<T>,
): Promise<T> {
  const record = await lookups?.begin();
  const loading = load();
  loading.then(
    (loaded) => record?.ok(loaded.info.platform),
    (error: unknown) => record?.failed(error),
  );
  return loading;
}
