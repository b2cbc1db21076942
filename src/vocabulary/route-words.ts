import { ROUTE_CODES, ROUTE_VOCABULARY, type RouteCode } from './routes.ts';

/**
 * How a resident reads a route's name beyond its title (routes.ts), each form the same kind of phrase for all four
 * routes. Every screen, document and content file names a route with one of these or the title
 * (src/vocabulary/vocabulary.test.ts walks them); the fourth route is 'een eigen oplossing' in every form.
 */
export interface RouteWords {
  /** A label beside a figure in the buurtkeuze ('Gas: groen gas of waterstof'). */
  short: string;
  /** Inside a sentence ('… het laagst bij het warmtenet'). */
  inSentence: string;
  /** After a percentage in a mix ('30 % warmtenet'). */
  share: string;
  /**
   * A row of a list of the four routes with a figure or a choice beside it: the working group's overview, the console,
   * the CLI's report and Mijn data's choices ('Warmtenet: 12').
   */
  overview: string;
}

export const ROUTE_WORDS = {
  fuel: {
    short: 'Gas: groen gas of waterstof',
    inSentence: 'groen gas of waterstof',
    share: 'groen gas of waterstof',
    overview: 'Groen gas of waterstof',
  },
  all_electric: {
    short: 'Elektrisch: warmtepomp',
    inSentence: 'de warmtepomp',
    share: 'warmtepomp',
    overview: 'Elektrisch',
  },
  heat_grid: {
    short: 'Warmtenet',
    inSentence: 'het warmtenet',
    share: 'warmtenet',
    overview: 'Warmtenet',
  },
  other: {
    short: 'Eigen oplossing',
    inSentence: 'een eigen oplossing',
    share: 'eigen oplossing',
    overview: 'Eigen oplossing',
  },
} as const satisfies Record<RouteCode, RouteWords>;

export type RouteForm = 'title' | keyof RouteWords;

/** Each route's name in one form: `routeWords('title')` → { fuel: 'Warmte via gas', … }. */
export function routeWords(form: RouteForm): Record<RouteCode, string> {
  return Object.fromEntries(
    ROUTE_CODES.map((route) => [route, form === 'title' ? ROUTE_VOCABULARY[route].title : ROUTE_WORDS[route][form]]),
  ) as Record<RouteCode, string>;
}

/** The title inside a sentence ('Hoe enthousiast ben je over warmte via gas?'). */
export const routeTitleInSentence = (route: RouteCode): string => {
  const title: string = ROUTE_VOCABULARY[route].title;
  return title.charAt(0).toLowerCase() + title.slice(1);
};
