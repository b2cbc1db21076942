import { z } from 'zod';
import { ROUTE_CODES, type RouteCode } from '../vocabulary/routes.ts';
import { ROUTE_STEP_CODES, type RouteStepCode } from '../vocabulary/route-steps.ts';
import { householdCellSchema } from './working-group.ts';

/**
 * The neighbourhood's progress on the steps of its routes (issue #38.5, docs/decisions/0131): per route and step how
 * many households are busy with it and how many are done, every cell ten or more households or '< 10', published in
 * steps as the overview is (a new publication only once ten households changed their steps), and every earlier
 * publication kept so the working group and the organiser see it over time.
 */
export const routeProgressSchema = z.object({
  /** Households that set at least one step. */
  households: householdCellSchema,
  routes: z.array(
    z.object({
      route: z.enum(ROUTE_CODES),
      steps: z.array(
        z.object({ step: z.enum(ROUTE_STEP_CODES), busy: householdCellSchema, done: householdCellSchema }),
      ),
    }),
  ),
});
export type RouteProgress = z.infer<typeof routeProgressSchema>;

const publishedProgressSchema = routeProgressSchema.extend({ publishedAt: z.string() });
export type PublishedRouteProgress = z.infer<typeof publishedProgressSchema>;

/** The current publication and the earlier ones, newest first. */
export const routeProgressViewSchema = z.object({
  current: publishedProgressSchema,
  earlier: z.array(publishedProgressSchema),
});
export type RouteProgressView = z.infer<typeof routeProgressViewSchema>;

export const routeProgressTexts = {
  title: 'Voortgang in de buurt',
  intro:
    'Hoeveel huishoudens bij elke stap van een route bezig zijn, en hoeveel er klaar mee zijn. Je ziet alleen aantallen van tien huishoudens of meer.',
  inSteps:
    'De cijfers veranderen pas als tien huishoudens iets aan hun stappen veranderden. Zo zie je nooit wat één huishouden deed.',
  households: (cell: string) => `Huishoudens die stappen bijhouden: ${cell}`,
  publishedAt: (when: string) => `Cijfers van ${when}`,
  step: 'Stap',
  busy: 'Bezig',
  done: 'Klaar',
  earlierTitle: 'Eerdere cijfers',
  earlierNone: 'Er zijn nog geen eerdere cijfers.',
  earlierItem: (when: string) => `Cijfers van ${when}`,
  link: 'Bekijk de voortgang in de buurt',
  loading: 'Voortgang laden',
  loadFailed: 'Let op: de voortgang kon niet worden geladen. Probeer het later nog een keer.',
  csv: 'Download als CSV voor het verslag aan de gemeente',
  csvFile: (campaign: string) => `voortgang-${campaign.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.csv`,
  csvHeader: ['publicatie', 'route', 'stap', 'bezig', 'klaar'],
} as const;

/**
 * The CSV for the municipality's report: one row per publication, route and step, the cells exactly as published,
 * so no count under ten ever leaves as a number. `;`-separated, as Dutch spreadsheets open it; text in quotes.
 */
export function routeProgressCsv(
  view: RouteProgressView,
  words: { route: (route: RouteCode) => string; step: (step: RouteStepCode, route: RouteCode) => string },
): string {
  const quote = (text: string) => `"${text.replace(/"/g, '""')}"`;
  const rows = [routeProgressTexts.csvHeader.map(quote).join(';')];
  for (const publication of [view.current, ...view.earlier])
    for (const { route, steps } of publication.routes)
      for (const { step, busy, done } of steps)
        rows.push(
          [publication.publishedAt, words.route(route), words.step(step, route), busy, done].map(quote).join(';'),
        );
  return `${rows.join('\r\n')}\r\n`;
}
