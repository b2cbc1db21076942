import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client.ts';
import { ONBOARDING_FLOW } from '../../contract/flow-ids.ts';

/** Aggregates need at least this many households (docs/architecture.md, "Privacy"). */
export const MIN_HOUSEHOLDS = 10;

export type NeighbourhoodComparison =
  | { available: true; gasUsageInM3: number; households: number }
  | { available: false; gasUsageInM3: null; reason: 'too_few_households' };

/** A published figure moves only when at least this many households changed since (docs/decisions/0091). */
export const MIN_CHANGED_HOUSEHOLDS = 10;

/**
 * The campaign's average expected (or, where given, measured and calibrated) gas use per home, over the homes
 * of households that finished the onboarding; rounded to 10 m³, and only when at least 10 distinct households
 * (not homes: one household may have several) take part. The figure residents see is the one last **published**
 * (table neighbourhood_figures): a new one is published only when at least ten households joined or got another
 * gas figure since, so the difference between two figures a resident can read always mixes ten households'
 * changes — their own among them at most once, however often they change their answers (docs/decisions/0091).
 * The number of households is shown rounded down to tens. Checked at most every 30 seconds per campaign and
 * app instance; one instance of this class lives in the app context.
 */
export class NeighbourhoodComparisons {
  private readonly byCampaign = new Map<number, { at: number; value: NeighbourhoodComparison }>();

  constructor(private readonly ttlMs = 30_000) {}

  async get(db: Db, measurementId: number, now: Date): Promise<NeighbourhoodComparison> {
    const hit = this.byCampaign.get(measurementId);
    if (hit && now.getTime() - hit.at < this.ttlMs && now.getTime() >= hit.at) return hit.value;
    const value = await publishedNeighbourhoodGasUsage(db, measurementId, now);
    this.byCampaign.set(measurementId, { at: now.getTime(), value });
    return value;
  }

  /** A household left (deleted its data): the campaign is looked at again on the next read. */
  forget(measurementId: number): void {
    this.byCampaign.delete(measurementId);
  }
}

const ONBOARDED = (measurementId: number) => sql`
  select fp.participator_id, fp.real_estate_id, fp.finished_at
  from flow_progress fp
  join real_estate_objects reo on reo.id = fp.real_estate_id
  where reo.measurement_id = ${measurementId} and fp.flow_id = ${ONBOARDING_FLOW} and fp.finished_at is not null`;

async function publishedNeighbourhoodGasUsage(
  db: Db,
  measurementId: number,
  now: Date,
): Promise<NeighbourhoodComparison> {
  const [state] = await queryRows<{
    households: number;
    changed: number;
    published_gas: number | null;
    published_households: number | null;
    published_at: Date | null;
  }>(
    db,
    sql`
    with onboarded as (${ONBOARDED(measurementId)}),
    published as (select * from neighbourhood_figures where measurement_id = ${measurementId})
    select count(distinct o.participator_id)::int as households,
           count(distinct o.participator_id) filter (
             where p.published_at is null or o.finished_at > p.published_at or ar.gas_changed_at > p.published_at
           )::int as changed,
           max(p.gas_m3_per_year) as published_gas,
           max(p.households_at_least) as published_households,
           max(p.published_at) as published_at
    from onboarded o
    join advice_results ar on ar.real_estate_id = o.real_estate_id
    left join published p on true`,
  );
  const households = Number(state?.households ?? 0);
  if (households < MIN_HOUSEHOLDS) return { available: false, gasUsageInM3: null, reason: 'too_few_households' };
  const published =
    state?.published_gas === null || state?.published_gas === undefined
      ? undefined
      : {
          available: true as const,
          gasUsageInM3: Number(state.published_gas),
          households: Number(state.published_households),
        };
  if (published && Number(state!.changed) < MIN_CHANGED_HOUSEHOLDS) return published;
  return publish(db, measurementId, now);
}

async function publish(db: Db, measurementId: number, now: Date): Promise<NeighbourhoodComparison> {
  const [row] = await queryRows<{ households: number; average: number | null }>(
    db,
    sql`
    with onboarded as (${ONBOARDED(measurementId)})
    select count(distinct o.participator_id)::int as households, avg(ar.gas_m3_per_year) as average
    from onboarded o
    join advice_results ar on ar.real_estate_id = o.real_estate_id`,
  );
  const households = Number(row?.households ?? 0);
  if (households < MIN_HOUSEHOLDS || row?.average === null || row?.average === undefined)
    return { available: false, gasUsageInM3: null, reason: 'too_few_households' };
  const figure = {
    gasM3PerYear: Math.round(Number(row.average) / 10) * 10,
    householdsAtLeast: Math.floor(households / 10) * 10,
  };
  // Two instances publishing at once write the same figure; the later one wins, which is the same state.
  await queryRows(
    db,
    sql`
    insert into neighbourhood_figures (measurement_id, gas_m3_per_year, households_at_least, published_at)
    values (${measurementId}, ${figure.gasM3PerYear}, ${figure.householdsAtLeast}, ${now.toISOString()})
    on conflict (measurement_id) do update set
      gas_m3_per_year = excluded.gas_m3_per_year,
      households_at_least = excluded.households_at_least,
      published_at = excluded.published_at`,
  );
  return { available: true, gasUsageInM3: figure.gasM3PerYear, households: figure.householdsAtLeast };
}
