import { actionButton } from './admin-actions.js';
import { adminUi } from './admin-elements.js';
import { ApiError, get, remove } from './api.js';
import { isolated } from './dom.js';
import { pageLocale, t } from './i18n.js';
import { handleError } from './status.js';

/*
 * Everyone's follows on the owner's dashboard: a line each (who, what, in which form, where it
 * goes, the next check or why it is paused) and a Remove button each.
 */

interface FollowLine {
  id: string;
  user: string;
  title: string;
  form: string;
  target: string;
  nextCheckAt: string;
  pausedReason: string | null;
}

const when = (iso: string) =>
  new Intl.DateTimeFormat(pageLocale(), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

function line(follow: FollowLine): HTMLLIElement {
  const item = document.createElement('li');
  const { user, title, form, target } = follow;
  const words = follow.pausedReason
    ? t('admin-follows-paused', { user, title, form, target, reason: follow.pausedReason })
    : t('admin-follows-line', { user, title, form, target, next: when(follow.nextCheckAt) });
  const button = actionButton(t('admin-follows-remove'), () => void removeFollow(follow.id));
  item.append(isolated(words), ' ', button);
  return item;
}

/** Reads everyone's follows and draws them. */
export async function loadFollows(): Promise<void> {
  const { follows } = (await (await get('/api/admin/follows')).json()) as { follows: FollowLine[] };
  adminUi.followsNone.hidden = follows.length > 0;
  adminUi.follows.replaceChildren(...follows.map(line));
}

async function removeFollow(id: string): Promise<void> {
  try {
    await remove(`/api/admin/follows/${encodeURIComponent(id)}`);
  } catch (error) {
    // Gone already (another owner's tab): the list drawn again says so.
    if (!(error instanceof ApiError && error.code === 'not_found')) return handleError(error);
  }
  await loadFollows().catch(handleError);
}
