/**
 * Sites that refuse this server (issue 44): their refusals counted, the owner told, and a site
 * that keeps refusing left alone for a while. The folder's one door.
 */

export { ownerChatsFor, siteRefusalsFor } from './from-config.js';
export { discordOwnerChat, type OwnerChat, telegramOwnerChat } from './owner-chats.js';
export type { CoolingPolicy } from './policy.js';
export { NOTICE_EVERY_MS, SiteRefusals, type SiteRefusalsOptions } from './service.js';
export { knownSites, siteOfLink } from './sites.js';
