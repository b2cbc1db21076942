import { and, eq } from 'drizzle-orm';
import type { Owner } from '../auth/ownership.ts';
import { adviceResults, measurements, preferences } from '../db/schema.ts';
import { recalculateAdvice, type AdviceDeps } from './advice-store.ts';
import { foldFlowAnswers } from './house-profile.ts';

/**
 * POST /flow/sync: in one transaction, fold the flow's answers into the house profile, remove the scratch
 * rows and bring the advice up to date. Undefined when the home is not the owner's.
 */
export async function syncFlow(
  deps: AdviceDeps,
  owner: Owner,
  realEstateId: number,
  flowId: string,
  now: Date,
): Promise<{ foldedAnswers: number; adviceRecalculated: boolean } | undefined> {
  return deps.db.transaction(async (tx) => {
    const folded = await foldFlowAnswers(tx, owner, realEstateId, flowId, now);
    if (!folded) return undefined;
    const [campaign] = await tx
      .select({ overrides: measurements.adviceSettings })
      .from(measurements)
      .where(eq(measurements.id, owner.measurementId));
    const prefs = await tx
      .select()
      .from(preferences)
      .where(and(eq(preferences.participatorId, owner.participatorId), eq(preferences.realEstateId, realEstateId)));
    const [stored] = await tx
      .select({ inputHash: adviceResults.inputHash })
      .from(adviceResults)
      .where(eq(adviceResults.realEstateId, realEstateId));
    const { recalculated } = await recalculateAdvice(
      { ...deps, db: tx },
      folded.home,
      folded.answered,
      campaign?.overrides ?? null,
      prefs,
      now,
      stored?.inputHash,
    );
    return { foldedAnswers: folded.foldedAnswers, adviceRecalculated: recalculated };
  });
}
