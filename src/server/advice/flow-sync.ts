import { eq } from 'drizzle-orm';
import type { Owner } from '../auth/ownership.ts';
import { realEstateObjects } from '../db/schema.ts';
import { loadAdviceInputs } from './input.ts';
import { recalculateHomes, type AdviceDeps } from './store.ts';
import { foldFlowAnswers } from '../households/house-profile.ts';

/**
 * POST /flow/sync: in one transaction, fold the flow's answers into the house profile, remove the scratch
 * rows and bring the home's advice up to date (the engine runs only when its input changed). Undefined when
 * the home is not the owner's.
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
    const rows = await loadAdviceInputs(tx, eq(realEstateObjects.id, realEstateId));
    const computed = await recalculateHomes({ ...deps, db: tx }, rows, now);
    return { foldedAnswers: folded.foldedAnswers, adviceRecalculated: computed > 0 };
  });
}
