import type { BotDeps } from './deps.js';
import type { JobListing } from './job-registry.js';

/**
 * How a bot's job registry lists its downloads on the process's job board,
 * or undefined without a board (tests that run one bot alone): Cancel then
 * reaches this process's jobs only, as it did before instances shared them.
 */
export function jobListing(
  deps: Pick<BotDeps, 'jobBoard' | 'usage'>,
  platform: JobListing['platform'],
): JobListing | undefined {
  const { jobBoard, usage } = deps;
  if (!jobBoard) return undefined;
  return { board: jobBoard, platform, isOwner: (askerId) => usage.isOwner({ platform, externalId: askerId }) };
}
