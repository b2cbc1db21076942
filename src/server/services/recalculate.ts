import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { adviceResults, houseProfiles, measurements, realEstateObjects } from '../db/schema.ts';
import { AdviceSettingsResolver } from './advice-settings.ts';
import { announceHomeChanged } from './advice-state-cache.ts';
import { AdviceResultMemo, recalculateAdviceBatch, type PreferenceRow } from './advice-store.ts';

const BATCH = 100;
const IN_FLIGHT = 2;

/**
 * Recomputes and stores the advice of every home of a campaign through the advice store (the only writer of
 * advice_results). A home whose stored input hash still matches is skipped unless `force`. The rejected routes
 * are those of the home's first resident, as the advice read for a single-resident home uses.
 */
export async function recalculateCampaign(
  db: Db,
  measurementId: number,
  options: { force: boolean; now: Date; onProgress?: (done: number) => void },
): Promise<{ homes: number; recalculated: number }> {
  const [campaign] = await db
    .select({ overrides: measurements.adviceSettings })
    .from(measurements)
    .where(eq(measurements.id, measurementId));
  if (!campaign) throw new Error(`no campaign ${measurementId}`);
  const deps = { db, adviceSettings: new AdviceSettingsResolver(), adviceResults: new AdviceResultMemo(0) };
  let afterId = 0;
  let homes = 0;
  let recalculated = 0;
  const inFlight: Promise<number>[] = [];
  try {
    for (;;) {
      const rows = await db
        .select({
          home: realEstateObjects,
          answered: houseProfiles.answeredCodes,
          inputHash: adviceResults.inputHash,
          prefs: sql<
            PreferenceRow[] | string
          >`coalesce((select json_agg(json_build_object('route', p.route, 'adviceId', p.advice_id, 'sentiment', p.sentiment) order by p.route) from preferences p where p.real_estate_id = ${realEstateObjects.id} and p.participator_id = (select min(pr.participator_id) from participator_real_estates pr where pr.real_estate_id = ${realEstateObjects.id})), '[]'::json)`,
        })
        .from(realEstateObjects)
        .leftJoin(houseProfiles, eq(houseProfiles.realEstateId, realEstateObjects.id))
        .leftJoin(adviceResults, eq(adviceResults.realEstateId, realEstateObjects.id))
        .where(and(eq(realEstateObjects.measurementId, measurementId), gt(realEstateObjects.id, afterId)))
        .orderBy(asc(realEstateObjects.id))
        .limit(BATCH);
      if (rows.length === 0) break;
      // The engine runs for this batch at once; its insert runs while the next batch is read and computed (on
      // PostgreSQL on another pooled connection), with at most IN_FLIGHT inserts outstanding.
      const stored = recalculateAdviceBatch(
        deps,
        rows.map((row) => ({
          home: row.home,
          answered: row.answered,
          prefs: typeof row.prefs === 'string' ? (JSON.parse(row.prefs) as PreferenceRow[]) : row.prefs,
          storedHash: options.force ? null : row.inputHash,
        })),
        campaign.overrides,
        options.now,
      );
      inFlight.push(stored);
      if (inFlight.length >= IN_FLIGHT) recalculated += await inFlight.shift()!;
      homes += rows.length;
      afterId = rows.at(-1)!.home.id;
      options.onProgress?.(homes);
    }
    for (const stored of inFlight.splice(0)) recalculated += await stored;
  } finally {
    // A failed batch must not leave the others' rejections unobserved.
    await Promise.allSettled(inFlight);
  }
  // Running servers drop what they cached of this campaign's advice.
  if (recalculated > 0) await announceHomeChanged(db, { measurementId });
  return { homes, recalculated };
}
