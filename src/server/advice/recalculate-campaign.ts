import { and, eq, gt } from 'drizzle-orm';
import { adviseHouse } from '../../engine/index.ts';
import type { Db } from '../db/client.ts';
import { measurements, realEstateObjects } from '../db/schema.ts';
import { announceHomeChanged } from './home-changed.ts';
import { loadAdviceInputs } from './input.ts';
import { AdviceSettingsResolver } from './settings.ts';
import { AdviceResultMemo, recalculateHomes } from './store.ts';

const BATCH = 1000;
const IN_FLIGHT = 2;

/**
 * `recalculate`: brings the stored advice of every home of a campaign up to date through the one loader and
 * writer of advice. A home whose stored input hash still matches is skipped unless `force`.
 */
export async function recalculateCampaign(
  db: Db,
  measurementId: number,
  options: { force: boolean; now: Date; onProgress?: (done: number) => void; advise?: typeof adviseHouse },
): Promise<{ homes: number; recalculated: number }> {
  const [campaign] = await db
    .select({ id: measurements.id })
    .from(measurements)
    .where(eq(measurements.id, measurementId));
  if (!campaign) throw new Error(`no campaign ${measurementId}`);
  const deps = {
    db,
    adviceSettings: new AdviceSettingsResolver(),
    adviceResults: new AdviceResultMemo(0),
    advise: options.advise ?? adviseHouse,
  };
  let afterId = 0;
  let homes = 0;
  let recalculated = 0;
  const inFlight: Promise<number>[] = [];
  try {
    for (;;) {
      const rows = await loadAdviceInputs(
        db,
        and(eq(realEstateObjects.measurementId, measurementId), gt(realEstateObjects.id, afterId)),
        { page: { size: BATCH } },
      );
      if (rows.length === 0) break;
      // The engine runs for this batch at once; its insert runs while the next batch is read and computed (on
      // PostgreSQL on another pooled connection), with at most IN_FLIGHT inserts outstanding.
      inFlight.push(recalculateHomes(deps, rows, options.now, { force: options.force }));
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
