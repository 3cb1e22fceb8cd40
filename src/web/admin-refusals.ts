import { adminUi } from './admin-elements.js';
import type { AdminDashboard } from './admin-types.js';
import { isolated } from './dom.js';

type Refusals = NonNullable<AdminDashboard['siteRefusals']>['refusals'];

/** A line per site and class that refused this server in the last day (the server says it in the page's language). */
export function drawRefusals(refusals: Refusals): void {
  adminUi.refusalsNone.hidden = refusals.length > 0;
  adminUi.refusals.replaceChildren(
    ...refusals.map((refusal) => {
      const item = document.createElement('li');
      item.dataset.site = refusal.site;
      item.dataset.class = refusal.class;
      item.append(isolated(refusal.text));
      return item;
    }),
  );
}
