import { inArray } from 'drizzle-orm';
import { isRouteRejected } from '../../contract/rejected-route.ts';
import { applyResidentChoices, type AdviceResult, type Route } from '../../engine/index.ts';
import { ownedHome, type HomeRef, type Owner } from '../auth/ownership.ts';
import { realEstateObjects } from '../db/schema.ts';
import type { AdviceState, PreferenceRow } from './advice-state.ts';
import { adviceInputOf, loadAdviceInputs, type AdviceInput, type AdviceInputRow } from './input.ts';
import type { AdviceStateCache } from './state-cache.ts';
import { computeAndStore, type AdviceDeps } from './store.ts';

export function rejectedRoutes(prefs: readonly PreferenceRow[]): Route[] {
  return prefs
    .filter(isRouteRejected)
    .map((p) => p.route)
    .sort();
}

/**
 * Current advice of an owned home as its reader sees it, recomputed first when the home's input changed;
 * undefined when not owned. The stored result is per home; the reader's rejected routes are applied here.
 */
export async function currentAdvice(
  deps: AdviceDeps,
  owner: Owner,
  ref: HomeRef,
  now: Date,
  options: { cache?: AdviceStateCache } = {},
): Promise<AdviceState | undefined> {
  if (options.cache) {
    const cached = options.cache.get(owner, ref, now.getTime());
    if (cached) return cached;
  }
  const state = await readAdvice(deps, owner, ref, now);
  if (state && options.cache) options.cache.put(owner, ref, state, now.getTime());
  return state;
}

async function readAdvice(deps: AdviceDeps, owner: Owner, ref: HomeRef, now: Date): Promise<AdviceState | undefined> {
  const [row] = await loadAdviceInputs(deps.db, inArray(realEstateObjects.id, ownedHome(owner, ref)), {
    reader: owner.participatorId,
  });
  if (!row) return undefined;
  const input = adviceInputOf(deps.adviceSettings, row, now);
  const result = await homeResult(deps, row, input, now);
  return {
    home: row.home,
    profile: input.profile,
    fields: row.fields ?? {},
    settings: input.settings,
    result: applyResidentChoices(result, { rejectedRoutes: rejectedRoutes(row.prefs) }),
    preferences: row.prefs,
  };
}

/**
 * The home's result for this input: from this instance's memory, else from the engine. Only when the input
 * changed since it was last recorded is the new gas figure written (with the hash) for the aggregates.
 */
async function homeResult(deps: AdviceDeps, row: AdviceInputRow, input: AdviceInput, now: Date): Promise<AdviceResult> {
  const realEstateId = row.home.id;
  if (row.storedHash !== input.inputHash) return computeAndStore(deps, realEstateId, input, now);
  const memo = deps.adviceResults.get(realEstateId, input.inputHash);
  if (memo) return memo;
  const result = deps.advise(input.profile, input.settings);
  deps.adviceResults.remember(realEstateId, input.inputHash, result);
  return result;
}
