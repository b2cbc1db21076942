/**
 * The four routes (spec §4), each spelled once: its code on the wire and in the database, the preference net the spec
 * pairs with it, the slug of its advice page, its result flow, its FAQ file and its title; route-words.ts holds the
 * other Dutch names a resident reads for it. Everything else derives from these (docs/decisions/0125-one-vocabulary.md):
 * the engine's `Route`, the contract's `z.enum(ROUTE_CODES)`, the database column's enum, the web app's paths and words.
 */
export const ROUTE_CODES = ['fuel', 'all_electric', 'heat_grid', 'other'] as const;
export type RouteCode = (typeof ROUTE_CODES)[number];

/** The spec's preference net codes (§4), in route order. */
export const NET_CODES = ['gas', 'electric', 'heat', 'no'] as const;
export type NetCode = (typeof NET_CODES)[number];

export interface RouteEntry {
  net: NetCode;
  /** The advice page is /advies/{slug} (issue 11). */
  slug: string;
  /** The route's result flow (content/flows/{id}.json) and where it lives. */
  resultFlow: { id: `results_${string}`; path: string };
  /** content/faq/{faqFile}.json */
  faqFile: string;
  /**
   * Its name as a heading or on its own: the advice page, the plan, the result flow, /uitleg, the breadcrumb. Its other
   * Dutch forms are in route-words.ts, apart so that the first screens, which need the title, do not load them.
   */
  title: string;
}

export const ROUTE_VOCABULARY = {
  fuel: {
    net: 'gas',
    slug: 'gas',
    resultFlow: { id: 'results_gas', path: '/gasnet' },
    faqFile: 'route-gas',
    title: 'Warmte via gas',
  },
  all_electric: {
    net: 'electric',
    slug: 'elektrisch',
    resultFlow: { id: 'results_electric', path: '/elektriciteitsnet' },
    faqFile: 'route-electric',
    title: 'Warmte via elektriciteit',
  },
  heat_grid: {
    net: 'heat',
    slug: 'warmtenet',
    resultFlow: { id: 'results_heat_grid', path: '/warmtenet' },
    faqFile: 'route-heat-grid',
    title: 'Warmte via een warmtenet',
  },
  other: {
    net: 'no',
    slug: 'zelfstandig',
    resultFlow: { id: 'results_nonet', path: '/geennet' },
    faqFile: 'route-independent',
    title: 'Warmte met een eigen oplossing',
  },
} as const satisfies Record<RouteCode, RouteEntry>;

export type ResultFlowId = (typeof ROUTE_VOCABULARY)[RouteCode]['resultFlow']['id'];

export const netByRoute = Object.fromEntries(ROUTE_CODES.map((route) => [route, ROUTE_VOCABULARY[route].net])) as {
  [R in RouteCode]: (typeof ROUTE_VOCABULARY)[R]['net'];
};
export const routeByNet = Object.fromEntries(ROUTE_CODES.map((route) => [ROUTE_VOCABULARY[route].net, route])) as {
  [R in RouteCode as (typeof ROUTE_VOCABULARY)[R]['net']]: R;
};

/** The advice page of a route: /advies/gas, /advies/elektrisch, … */
export const routeAdvicePath = (route: RouteCode): string => `/advies/${ROUTE_VOCABULARY[route].slug}`;

export function routeFromSlug(slug: string | undefined): RouteCode | undefined {
  return ROUTE_CODES.find((route) => ROUTE_VOCABULARY[route].slug === slug);
}
