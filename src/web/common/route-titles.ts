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
