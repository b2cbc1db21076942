import { t } from '@lingui/core/macro';
import type { RouteCode } from '../../vocabulary/routes.ts';

/**
 * Each route's title in the active language (issue #40). The vocabulary (src/vocabulary/routes.ts) keeps the Dutch
 * title that the engine, the server and the PDFs use; the web reads it here, through the catalogue, and
 * route-titles.test.ts holds the Dutch source of each message to the vocabulary's title so the two cannot drift.
 */
export function routeTitle(route: RouteCode): string {
  switch (route) {
    case 'fuel':
      return t`Warmte via gas`;
    case 'all_electric':
      return t`Warmte via elektriciteit`;
    case 'heat_grid':
      return t`Warmte via een warmtenet`;
    case 'other':
      return t`Warmte met een eigen oplossing`;
  }
}

/** The title inside a sentence ('Bekijk warmte via gas'), lower-cased at the start as the vocabulary does. */
export function routeTitleInSentence(route: RouteCode): string {
  const title = routeTitle(route);
  return title.charAt(0).toLowerCase() + title.slice(1);
}

/**
 * A route in a list of the four, with a figure or a choice beside it (the vocabulary's `routeWords('overview')`:
 * 'Warmtenet', 'Eigen oplossing'): the working group's overview and Mijn data's choices. One function in the first
 * catalogue (`messages`), which every page has loaded, so two areas do not each keep a copy (record 0160);
 * route-titles.test.ts holds its Dutch to the vocabulary's.
 */
export function routeOverviewName(route: RouteCode): string {
  switch (route) {
    case 'fuel':
      return t`Groen gas of waterstof`;
    case 'all_electric':
      return t`Elektrisch`;
    case 'heat_grid':
      return t`Warmtenet`;
    case 'other':
      return t`Eigen oplossing`;
  }
}
