import { createHash } from 'node:crypto';
import { INSULATED_PARTS, type PublishedOverview, type WorkingGroupOverview } from '../../contract/working-group.ts';
import { ROUTES } from '../../engine/index.ts';
import type { Db } from '../db/client.ts';
import { workingGroupOverviews } from '../db/schema.ts';
import type { AdviceSettingsResolver } from '../advice/settings.ts';
import { campaignAggregates, householdFacts, type HouseholdFacts } from './campaign-report.ts';
import { PublishedInSteps } from './publish-in-steps.ts';

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

/** The overview, published in steps (docs/decisions/0093). */
const overviews = new PublishedInSteps<WorkingGroupOverview, 'overview'>(workingGroupOverviews, 'overview');

/**
 * The overview a working-group member reads (docs/decisions/0093). Cells of ten or more are exact, so it is
 * published in steps of ten changed households (publish-in-steps.ts).
 */
export async function publishedOverview(
  deps: { db: Db; adviceSettings: AdviceSettingsResolver },
  measurementId: number,
  now: Date,
): Promise<PublishedOverview> {
  const facts = await householdFacts(deps.db, measurementId);
  const states = Object.fromEntries([...facts].map(([id, f]) => [String(id), stateOf(f)]));
  const { content, publishedAt } = await overviews.read(deps.db, measurementId, now, states, () =>
    campaignAggregates(deps, measurementId, now, facts),
  );
  return { ...content, publishedAt: publishedAt.toISOString() };
}

/** A deleted household leaves no trace here either: its entry goes (the published cells are sums, ≥ 10 or '< 10'). */
export async function forgetPublishedHousehold(db: Db, measurementId: number, participatorId: number): Promise<void> {
  await overviews.forgetHousehold(db, measurementId, participatorId);
}
