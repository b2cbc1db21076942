import { createHash } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { adviseHouse, defaultCampaignSettings, type AdviceResult, type CampaignSettings, type HouseProfile, type Route } from '../../engine/index.ts';
import { ownedHome, type HomeRef, type Owner } from '../auth/ownership.ts';
import type { Db } from '../db/client.ts';
import { adviceResults, houseProfiles, measurements, preferences, realEstateObjects } from '../db/schema.ts';
import { profileOf, type AnsweredCodes } from './house-profile.ts';
import type { RealEstateRow } from './real-estate.ts';

/**
 * Keeps advice_results in step with house_profiles and the campaign's advice settings; the only writer of
 * advice_results (conventions §3 step 5). A stored result is reused while the hash of its input — profile,
 * settings, rejected routes and this model version — still matches; otherwise the engine runs again.
 */

/** Bump when the engine's output for the same input changes, so cached advice is recomputed. */
export const ADVICE_MODEL_VERSION = 'engine-2026.1';

export type PreferenceRow = typeof preferences.$inferSelect;

export interface AdviceState {
  home: RealEstateRow;
  profile: HouseProfile;
  settings: CampaignSettings;
  result: AdviceResult;
  preferences: PreferenceRow[];
}

/** The engine's defaults for this year with the campaign's overrides on top (measurements.advice_settings). */
export async function campaignSettings(db: Db, measurementId: number, now: Date): Promise<CampaignSettings> {
  const [row] = await db.select({ overrides: measurements.adviceSettings }).from(measurements).where(eq(measurements.id, measurementId));
  return { ...defaultCampaignSettings(now.getFullYear()), ...(row?.overrides ?? {}) } as CampaignSettings;
}

export function rejectedRoutes(prefs: PreferenceRow[]): Route[] {
  return prefs.filter((p) => p.adviceId === -1 || p.sentiment === -1).map((p) => p.route).sort();
}

export function adviceInputHash(profile: HouseProfile, settings: CampaignSettings, rejected: Route[]): string {
  return createHash('sha256').update(canonicalJson({ model: ADVICE_MODEL_VERSION, profile, settings, rejected })).digest('hex');
}

/** JSON with sorted keys: the same input always hashes the same. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    return `{${Object.keys(value).sort().filter((k) => (value as Record<string, unknown>)[k] !== undefined).map((k) => `${JSON.stringify(k)}:${canonicalJson((value as Record<string, unknown>)[k])}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** Current advice of an owned home, recomputed first when its input changed; undefined when not owned. */
export async function currentAdvice(db: Db, owner: Owner, ref: HomeRef, now: Date, options: { force?: boolean } = {}): Promise<AdviceState | undefined> {
  const [row] = await db
    .select({ home: realEstateObjects, answered: houseProfiles.answeredCodes, inputHash: adviceResults.inputHash, result: adviceResults.result })
    .from(realEstateObjects)
    .leftJoin(houseProfiles, eq(houseProfiles.realEstateId, realEstateObjects.id))
    .leftJoin(adviceResults, eq(adviceResults.realEstateId, realEstateObjects.id))
    .where(inArray(realEstateObjects.id, ownedHome(owner, ref)));
  if (!row) return undefined;
  const [prefs, settings] = await Promise.all([
    db.select().from(preferences).where(and(eq(preferences.participatorId, owner.participatorId), eq(preferences.realEstateId, row.home.id))),
    campaignSettings(db, owner.measurementId, now),
  ]);
  const cached = options.force || row.inputHash === null ? undefined : { inputHash: row.inputHash, result: row.result as AdviceResult };
  const { profile, result } = await recalculateAdvice(db, row.home, row.answered, settings, prefs, now, cached);
  return { home: row.home, profile, settings, result, preferences: prefs };
}

/** Runs the engine unless the cached result's input hash still matches, and stores the outcome. */
export async function recalculateAdvice(
  db: Db, home: RealEstateRow, answered: AnsweredCodes | null, settings: CampaignSettings, prefs: PreferenceRow[], now: Date,
  cached?: { inputHash: string; result: AdviceResult },
): Promise<{ profile: HouseProfile; result: AdviceResult; recalculated: boolean }> {
  const profile = profileOf(home, answered);
  const rejected = rejectedRoutes(prefs);
  const inputHash = adviceInputHash(profile, settings, rejected);
  if (cached && cached.inputHash === inputHash) return { profile, result: cached.result, recalculated: false };
  const result = adviseHouse(profile, settings, { rejectedRoutes: rejected });
  await db.insert(adviceResults).values({ realEstateId: home.id, inputHash, result, computedAt: now })
    .onConflictDoUpdate({ target: adviceResults.realEstateId, set: { inputHash, result, computedAt: now } });
  return { profile, result, recalculated: true };
}
