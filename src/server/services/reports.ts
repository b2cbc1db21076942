import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client.ts';

/** Aggregates need at least this many households (architecture.md, Aggregates; security-checklist J1). */
export const MIN_HOUSEHOLDS = 10;

export type NeighbourhoodComparison =
  | { available: true; gasUsageInM3: number; households: number }
  | { available: false; gasUsageInM3: null; reason: 'too_few_households' };

/**
 * Average expected (or, where given, measured and calibrated) gas use over the campaign's homes with a house
 * profile, from their current advice; rounded to 10 m³, and only with at least 10 households.
 */
const NEIGHBOURHOOD_TTL_MS = 30_000;
const neighbourhoodCache = new WeakMap<Db, Map<number, { at: number; value: NeighbourhoodComparison }>>();

/** The comparison, computed at most every 30 seconds per campaign and instance (it changes slowly). */
export async function neighbourhoodGasUsage(
  db: Db,
  measurementId: number,
  now: Date,
): Promise<NeighbourhoodComparison> {
  let cache = neighbourhoodCache.get(db);
  if (!cache) neighbourhoodCache.set(db, (cache = new Map()));
  const hit = cache.get(measurementId);
  if (hit && now.getTime() - hit.at < NEIGHBOURHOOD_TTL_MS && now.getTime() >= hit.at) return hit.value;
  const value = await computeNeighbourhoodGasUsage(db, measurementId);
  cache.set(measurementId, { at: now.getTime(), value });
  return value;
}

export function forgetNeighbourhood(db: Db, measurementId: number): void {
  neighbourhoodCache.get(db)?.delete(measurementId);
}

async function computeNeighbourhoodGasUsage(db: Db, measurementId: number): Promise<NeighbourhoodComparison> {
  const [row] = await queryRows<{ households: number; average: number | null }>(
    db,
    sql`
    select count(*)::int as households, avg((ar.result -> 'gasUsage' ->> 'totalGasUsageInM3')::float8) as average
    from advice_results ar
    join house_profiles hp on hp.real_estate_id = ar.real_estate_id
    join real_estate_objects reo on reo.id = ar.real_estate_id
    where reo.measurement_id = ${measurementId}`,
  );
  const households = Number(row?.households ?? 0);
  if (households < MIN_HOUSEHOLDS || row?.average === null || row?.average === undefined)
    return { available: false, gasUsageInM3: null, reason: 'too_few_households' };
  return { available: true, gasUsageInM3: Math.round(Number(row.average) / 10) * 10, households };
}
