import { sql } from 'drizzle-orm';
import { FLOW_DONE_PERCENTAGE } from '../../engine/index.ts';
import { queryRows, type Db } from '../db/client.ts';

/** Aggregates need at least this many households (docs/architecture.md, "Privacy"). */
export const MIN_HOUSEHOLDS = 10;

export type NeighbourhoodComparison =
  | { available: true; gasUsageInM3: number; households: number }
  | { available: false; gasUsageInM3: null; reason: 'too_few_households' };

/**
 * The campaign's average expected (or, where given, measured and calibrated) gas use per home, over the homes
 * of households that finished the onboarding; rounded to 10 m³, and only when at least 10 distinct households
 * (not homes: one household may have several) take part. Computed at most every 30 seconds per campaign and
 * app instance (it changes slowly); one instance of this class lives in the app context.
 */
export class NeighbourhoodComparisons {
  private readonly byCampaign = new Map<number, { at: number; value: NeighbourhoodComparison }>();

  constructor(private readonly ttlMs = 30_000) {}

  async get(db: Db, measurementId: number, now: Date): Promise<NeighbourhoodComparison> {
    const hit = this.byCampaign.get(measurementId);
    if (hit && now.getTime() - hit.at < this.ttlMs && now.getTime() >= hit.at) return hit.value;
    const value = await computeNeighbourhoodGasUsage(db, measurementId);
    this.byCampaign.set(measurementId, { at: now.getTime(), value });
    return value;
  }

  /** A household left (deleted its data): its figure must not linger in the average. */
  forget(measurementId: number): void {
    this.byCampaign.delete(measurementId);
  }
}

async function computeNeighbourhoodGasUsage(db: Db, measurementId: number): Promise<NeighbourhoodComparison> {
  const [row] = await queryRows<{ households: number; average: number | null }>(
    db,
    sql`
    with onboarded as (
      select fp.participator_id, fp.real_estate_id
      from flow_progress fp
      join real_estate_objects reo on reo.id = fp.real_estate_id
      where reo.measurement_id = ${measurementId} and fp.flow_id = 'onboarding' and fp.percentage > ${FLOW_DONE_PERCENTAGE}
    )
    select count(distinct o.participator_id)::int as households,
           avg(ar.gas_m3_per_year) as average
    from onboarded o
    join advice_results ar on ar.real_estate_id = o.real_estate_id`,
  );
  const households = Number(row?.households ?? 0);
  if (households < MIN_HOUSEHOLDS || row?.average === null || row?.average === undefined)
    return { available: false, gasUsageInM3: null, reason: 'too_few_households' };
  return { available: true, gasUsageInM3: Math.round(Number(row.average) / 10) * 10, households };
}
