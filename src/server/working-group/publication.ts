import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { INSULATED_PARTS, type PublishedOverview } from '../../contract/working-group.ts';
import { ROUTES } from '../../engine/index.ts';
import type { Db } from '../db/client.ts';
import { workingGroupOverviews } from '../db/schema.ts';
import type { AdviceSettingsResolver } from '../advice/settings.ts';
import { campaignAggregates, householdFacts, type HouseholdFacts } from './campaign-report.ts';
import { MIN_HOUSEHOLDS } from '../advice/neighbourhood-comparison.ts';

/** A short hash of what the overview counts of one household: enough to see that it changed, nothing to read back. */
function stateOf(f: HouseholdFacts): string {
  // In a fixed order, whatever order the queries returned the rows in.
  const canonical = [
    f.finished,
    f.label,
    INSULATED_PARTS.map((part) => f.insulation[part] ?? null),
    ROUTES.map((route) => [f.routes[route]?.state ?? null, f.routes[route]?.favourite ?? null]),
    [f.requests.help.open, f.requests.help.handled, f.requests.incorrectData.open, f.requests.incorrectData.handled],
  ];
  return createHash('sha256').update(JSON.stringify(canonical)).digest('base64url').slice(0, 16);
}

/** Households that joined, left or changed something a publication counts since its states were published. */
export function changedHouseholds(published: Record<string, string>, current: Record<string, string>): number {
  const ids = new Set([...Object.keys(published), ...Object.keys(current)]);
  return [...ids].filter((id) => published[id] !== current[id]).length;
}

/**
 * The overview a working-group member reads (docs/decisions/0093). Cells of ten or more are exact, so re-reading
 * them after one household acts would show what that household did. The overview is therefore published: a new
 * one only once at least ten households changed something it counts since the last, and every reading in between
 * answers the published one. The first reading of a campaign publishes.
 */
export async function publishedOverview(
  deps: { db: Db; adviceSettings: AdviceSettingsResolver },
  measurementId: number,
  now: Date,
): Promise<PublishedOverview> {
  const facts = await householdFacts(deps.db, measurementId);
  const states = Object.fromEntries([...facts].map(([id, f]) => [String(id), stateOf(f)]));
  const [published] = await deps.db
    .select()
    .from(workingGroupOverviews)
    .where(eq(workingGroupOverviews.measurementId, measurementId));
  if (published && changedHouseholds(published.householdStates, states) < MIN_HOUSEHOLDS)
    return { ...published.overview, publishedAt: published.publishedAt.toISOString() };
  const overview = await campaignAggregates(deps, measurementId, now, facts);
  await deps.db
    .insert(workingGroupOverviews)
    .values({ measurementId, overview, householdStates: states, publishedAt: now })
    .onConflictDoUpdate({
      target: workingGroupOverviews.measurementId,
      set: { overview, householdStates: states, publishedAt: now },
    });
  return { ...overview, publishedAt: now.toISOString() };
}

/** A deleted household leaves no trace here either: its entry goes (the published cells are sums, ≥ 10 or '< 10'). */
export async function forgetPublishedHousehold(db: Db, measurementId: number, participatorId: number): Promise<void> {
  await db
    .update(workingGroupOverviews)
    .set({ householdStates: sql`${workingGroupOverviews.householdStates} - ${String(participatorId)}` })
    .where(eq(workingGroupOverviews.measurementId, measurementId));
}
