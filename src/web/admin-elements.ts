import { element } from './dom.js';
import { shared } from './shared-elements.js';

/** The elements of admin.html the dashboard's script works with, found once at start. */
export const adminUi = {
  ...shared,
  dashboard: element<HTMLDivElement>('dashboard'),
  running: element<HTMLUListElement>('running'),
  runningNone: element<HTMLParagraphElement>('running-none'),
  totals: element<HTMLDListElement>('totals'),
  charts: element<HTMLDivElement>('charts'),
  daysTable: element<HTMLTableElement>('days-table'),
  sites: element<HTMLOListElement>('sites'),
  users: element<HTMLOListElement>('users'),
  outcomes: element<HTMLOListElement>('outcomes'),
  errorCodes: element<HTMLOListElement>('error-codes'),
  ytdlpVersion: element<HTMLParagraphElement>('ytdlp-version'),
  ytdlpStale: element<HTMLParagraphElement>('ytdlp-stale'),
  ytdlpFixed: element<HTMLParagraphElement>('ytdlp-fixed'),
  ytdlpUpdate: element<HTMLButtonElement>('ytdlp-update'),
  ytdlpMessage: element<HTMLParagraphElement>('ytdlp-message'),
  refusals: element<HTMLUListElement>('refusals'),
  cookieSets: element<HTMLUListElement>('cookie-sets'),
  cookiesNone: element<HTMLParagraphElement>('cookies-none'),
  cookiesFile: element<HTMLInputElement>('cookies-file'),
  cookiesMessage: element<HTMLParagraphElement>('cookies-message'),
  follows: element<HTMLUListElement>('follows'),
  followsNone: element<HTMLParagraphElement>('follows-none'),
  refusalsNone: element<HTMLParagraphElement>('refusals-none'),
  updated: element<HTMLParagraphElement>('updated'),
};
