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

// The CSV goes to the municipality's report: Dutch in its name and header, whatever language the console is read in
// (the working group's words on screen are the web's, features/working-group/texts.ts).
const CSV_HEADER = ['publicatie', 'route', 'stap', 'bezig', 'klaar'];
export const routeProgressCsvFile = (campaign: string) =>
  `voortgang-${campaign.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.csv`;

/**
 * The CSV for the municipality's report: one row per publication, route and step, the cells exactly as published,
 * so no count under ten ever leaves as a number. `;`-separated, as Dutch spreadsheets open it; text in quotes.
 */
export function routeProgressCsv(
  view: RouteProgressView,
  words: { route: (route: RouteCode) => string; step: (step: RouteStepCode, route: RouteCode) => string },
): string {
  const quote = (text: string) => `"${text.replace(/"/g, '""')}"`;
  const rows = [CSV_HEADER.map(quote).join(';')];
  for (const publication of [view.current, ...view.earlier])
    for (const { route, steps } of publication.routes)
      for (const { step, busy, done } of steps)
        rows.push(
          [publication.publishedAt, words.route(route), words.step(step, route), busy, done].map(quote).join(';'),
        );
  return `${rows.join('\r\n')}\r\n`;
}
