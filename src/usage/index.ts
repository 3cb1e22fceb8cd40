/**
 * Per-user usage records and personal-use limits, shared by the HTTP API and
 * both bots. No platform code lives here: callers turn an Identity and a
 * Refusal into their own responses.
 */
export { admitDownload, type DownloadAdmission, downloadUsageRequest } from './admission.js';
export { isValidTimeZone } from './calendar-day.js';
export { anonymousClientId } from './client-network.js';
export { BYTES_PER_MB } from './format.js';
export { HISTORY_TOP, type HistoryDay, type UsageHistory } from './history.js';
export {
  type Identity,
  InvalidIdentityError,
  identityKey,
  identitySchema,
  parseIdentity,
} from './identity.js';
export { INSTANCE_ID_PATTERN, resolveInstanceId } from './instance.js';
export { MalformedQueryError, readQuery } from './link-query.js';
export { lookupCounter } from './lookup-counter.js';
export type { FinishedJob, JobLabels, JobOrigin, LinkObserver, UsageObserver } from './observer.js';
export type { UsageServiceOptions } from './options.js';
export { downloadDurationLimit, downloadQuota, LimitReachedError } from './quota.js';
export { CONCURRENCY_RETRY_AFTER_S } from './refusals.js';
export { AccessChangeError, createUsageService, type UsageService } from './service.js';
export {
  createLinkSigner,
  DOWNLOAD_PATH,
  LINK_EXPIRY_PARAM,
  LINK_SIGNATURE_PARAM,
  LINK_USER_PARAM,
  LinkError,
  type LinkErrorCode,
  type LinkSigner,
  loadLinkSecret,
  type SignedLink,
  signedDownloadUrl,
} from './signed-links.js';
export type {
  AccessChange,
  BeginResult,
  PlatformStats,
  Refusal,
  RefusalCode,
  UsageCounts,
  UsageFinish,
  UsageLimits,
  UsageRequest,
  UsageStats,
  UsageSummary,
  UsageTicket,
  UserStats,
} from './types.js';
