/**
 * The configuration, the one way in for code outside this folder. Every
 * setting comes from the environment (and `.env`, loaded by main.ts); unset
 * and empty values take the default, so an `.env` copied from `.env.example`
 * with blanks behaves like no `.env` at all.
 *
 * The variables are declared by theme: server.ts (process and HTTP),
 * media.ts (tools, jobs, sizes), database.ts, usage-limits.ts, access.ts
 * (users and API keys), bots.ts, hosting.ts; values.ts holds the value kinds
 * they share, and load.ts joins them into one schema and parses.
 */

export { MAX_WATCHED_LINKS, watchedLinkSchema } from './canary.js';
export { type Config, ConfigError, loadConfig, settingNames, settingsSchema } from './load.js';
