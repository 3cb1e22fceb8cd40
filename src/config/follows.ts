import { int } from './values.js';

/**
 * Follows (src/follows): how often a followed link is checked (FOLLOW_CHECK_INTERVAL_S, never more
 * often than every 5 minutes: a site asked more often starts refusing this server), how many new
 * entries one check delivers, and how many follows one user may keep.
 */
export const followSettings = {
  FOLLOW_CHECK_INTERVAL_S: int(300, 7 * 86_400, 3600).describe(
    'How often each followed link is checked, in seconds (at least 300); checks are spread over the period.',
  ),
  FOLLOW_ENTRIES_PER_CHECK: int(1, 50, 3).describe(
    'New entries one check delivers at most, newest first; the follower is told how many were left.',
  ),
  FOLLOWS_PER_USER: int(0, 1000, 10).describe('Follows one user may keep (0: no follows).'),
};
