import { createHash } from 'node:crypto';
import { desc, sql } from 'drizzle-orm';
import type { RouteProgress, RouteProgressView } from '../../contract/route-progress.ts';
import { ROUTE_CODES } from '../../vocabulary/routes.ts';
import { ROUTE_STEP_CODES } from '../../vocabulary/route-steps.ts';
import { queryRows, type Db } from '../db/client.ts';
import { routeProgressHistory, routeProgressPublications } from '../db/schema.ts';
import { PublishedInSteps } from './publish-in-steps.ts';
import { cell } from './small-cells.ts';

/** How far a household got with one step of one route: the furthest of its homes. */
type Reached = 'busy' | 'done';
/** Per household, per `route:step`, how far it got; households that set no step are absent. */
type HouseholdSteps = Map<number, Map<string, Reached>>;

/** How many publications back the view reaches: two years of monthly steps is plenty for a campaign's report. */
const EARLIER = 24;

/**
 * Every household's steps in the campaign (route_steps, issue #38.1): a step counts once per household, at the
 * furthest status any of its homes reached; 'not started' counts nowhere.
 */
async function householdSteps(db: Db, measurementId: number): Promise<HouseholdSteps> {
  const rows = await queryRows<{ participator_id: number; route: string; step_code: string; done: boolean }>(
    db,
    sql`select participator_id, route, step_code, bool_or(status = 'done') as done
        from route_steps
        where measurement_id = ${measurementId} and status in ('busy', 'done')
        group by participator_id, route, step_code`,
  );
  const steps: HouseholdSteps = new Map();
  for (const row of rows) {
    const own = steps.get(row.participator_id) ?? new Map<string, Reached>();
    own.set(`${row.route}:${row.step_code}`, row.done ? 'done' : 'busy');
    steps.set(row.participator_id, own);
  }
  return steps;
}

/** A short hash of one household's steps: enough to see that it changed, nothing to read back. */
function stateOf(own: Map<string, Reached>): string {
  const canonical = [...own].sort(([a], [b]) => a.localeCompare(b));
  return createHash('sha256').update(JSON.stringify(canonical)).digest('base64url').slice(0, 16);
}

/** The counts over all households, each cell ten or more or '< 10'. */
export function progressOf(steps: HouseholdSteps): RouteProgress {
  const count = (key: string, reached: Reached) => [...steps.values()].filter((own) => own.get(key) === reached).length;
  return {
    households: cell(steps.size),
    routes: ROUTE_CODES.map((route) => ({
      route,
      steps: ROUTE_STEP_CODES.map((step) => ({
        step,
        busy: cell(count(`${route}:${step}`, 'busy')),
        done: cell(count(`${route}:${step}`, 'done')),
      })),
    })),
  };
}

const publications = new PublishedInSteps<RouteProgress, 'progress'>(routeProgressPublications, 'progress');

/**
 * The progress a working-group member and the campaign's organiser read (issue #38.5): published in steps of ten
 * changed households like the overview (publish-in-steps.ts), so a household's single step change never shows on its
 * own; each new publication is also kept in the history, which holds only published cells and no household.
 */
export async function publishedRouteProgress(db: Db, measurementId: number, now: Date): Promise<RouteProgressView> {
  const steps = await householdSteps(db, measurementId);
  const states = Object.fromEntries([...steps].map(([id, own]) => [String(id), stateOf(own)]));
  const { content, publishedAt } = await publications.read(db, measurementId, now, states, () => progressOf(steps));
  if (publishedAt.getTime() === now.getTime())
    await db.insert(routeProgressHistory).values({ measurementId, progress: content, publishedAt: now });
  const earlier = await db
    .select({ progress: routeProgressHistory.progress, publishedAt: routeProgressHistory.publishedAt })
    .from(routeProgressHistory)
    .where(
      sql`${routeProgressHistory.measurementId} = ${measurementId} and ${routeProgressHistory.publishedAt} < ${publishedAt.toISOString()}`,
    )
    .orderBy(desc(routeProgressHistory.publishedAt))
    .limit(EARLIER);
  return {
    current: { ...content, publishedAt: publishedAt.toISOString() },
    earlier: earlier.map((row) => ({ ...row.progress, publishedAt: row.publishedAt.toISOString() })),
  };
}

/** A deleted household leaves no hash behind (the published cells are counts of ten or more, or '< 10'). */
export async function forgetProgressHousehold(db: Db, measurementId: number, participatorId: number): Promise<void> {
  await publications.forgetHousehold(db, measurementId, participatorId);
}
