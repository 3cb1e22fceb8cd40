import type { Follow, FollowPreview } from '../../src/follows/index.js';
import type { Translate } from '../../src/i18n/index.js';
import { formLabel } from './follow-delivery.js';

/** The follows' sentences both bots say: the offer, the lists. */

/** How many of a link's latest entries an offer shows. */
const OFFER_ENTRIES = 5;
/** A title in a list: long ones make lines nobody reads. */
const TITLE_MAX = 60;

const short = (title: string) => (title.length > TITLE_MAX ? `${title.slice(0, TITLE_MAX - 1)}…` : title);

/** "Follow “X”? Its latest entries: … In which form should new ones come?" */
export function followOfferText(t: Translate, preview: FollowPreview): string {
  const latest = preview.entries.slice(0, OFFER_ENTRIES).map((entry) => `• ${short(entry.title)}`);
  return [t('follow-offer', { title: preview.title }), ...latest, t('follow-ask-form')].join('\n');
}

/** One follow as a numbered line: its title, form and state. */
function followLine(t: Translate, follow: Follow, index: number, withUser: boolean): string {
  const line = t('follow-line', { n: index + 1, title: short(follow.title), form: formLabel(t, follow.form) });
  const paused = follow.pausedReason ? ` ${t('follow-line-paused')}` : '';
  return withUser ? `${line}${paused} · ${follow.userKey}` : `${line}${paused}`;
}

/** /following's answer (the owner's /follows with each follower named). */
export function followListText(t: Translate, follows: readonly Follow[], everyone: boolean): string {
  if (follows.length === 0) return t(everyone ? 'follow-list-none-all' : 'follow-list-none');
  const head = t(everyone ? 'follow-list-all' : 'follow-list', { count: follows.length });
  return [head, ...follows.map((follow, index) => followLine(t, follow, index, everyone))].join('\n');
}
