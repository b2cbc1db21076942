import { createHash } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { adviseHouse, defaultCampaignSettings, type AdviceResult, type CampaignSettings, type HouseProfile, type Route } from '../../engine/index.ts';
import { ownedHome, type HomeRef, type Owner } from '../auth/ownership.ts';
import type { Db } from '../db/client.ts';
import type { preferences} from '../db/schema.ts';
import { adviceResults, houseProfiles, measurements, realEstateObjects } from '../db/schema.ts';
import { profileOf, type AnsweredCodes } from './house-profile.ts';
import type { RealEstateRow } from './real-estate.ts';

/**
 * Keeps advice_results in step with house_profiles and the campaign's advice settings; the only writer of
 * advice_results (conventions §3 step 5). A stored result is reused while the hash of its input — profile,
 * settings, rejected routes and this model version — still matches; otherwise the engine runs again.
 */

/** Bump when the engine's output for the same input changes, so cached advice is recomputed. */
export const ADVICE_MODEL_VERSION = 'engine-2026.1';

/** What the advice depends on of the resident's choices. */
export type PreferenceRow = Pick<typeof preferences.$inferSelect, 'route' | 'adviceId' | 'sentiment'>;

export interface AdviceState {
  home: RealEstateRow;
  profile: HouseProfile;
  settings: CampaignSettings;
  result: AdviceResult;
  preferences: PreferenceRow[];
}

/**
 * Parsed results by home, per store: a read whose input hash matches skips reading and parsing the stored
 * JSON (about 50 kB a home). The hash is checked on every read, so a result another instance recomputed
 * is never served stale.
 */
const resultCache = new WeakMap<Db, Map<number, { inputHash: string; result: AdviceResult }>>();
const RESULT_CACHE_SIZE = 5000;

function cacheOf(db: Db): Map<number, { inputHash: string; result: AdviceResult }> {
  let cache = resultCache.get(db);
  if (!cache) resultCache.set(db, (cache = new Map()));
  return cache;
}

function remember(db: Db, realEstateId: number, entry: { inputHash: string; result: AdviceResult }): void {
  const cache = cacheOf(db);
  cache.delete(realEstateId);
  cache.set(realEstateId, entry);
  if (cache.size > RESULT_CACHE_SIZE) cache.delete(cache.keys().next().value!);
}

const settingsMemo = new Map<string, { settings: CampaignSettings; hash: string }>();

/** The engine's defaults for the year with the campaign's overrides on top (measurements.advice_settings), and their hash. */
export function settingsFor(overrides: Record<string, unknown> | null, year: number): { settings: CampaignSettings; hash: string } {
  const key = `${year}:${JSON.stringify(overrides ?? {})}`;
  let memo = settingsMemo.get(key);
  if (!memo) {
    const settings = { ...defaultCampaignSettings(year), ...(overrides ?? {}) } as CampaignSettings;
    memo = { settings, hash: createHash('sha256').update(canonicalJson(settings)).digest('hex') };
    if (settingsMemo.size > 100) settingsMemo.clear();
    settingsMemo.set(key, memo);
  }
  return memo;
}

export async function campaignSettings(db: Db, measurementId: number, now: Date): Promise<CampaignSettings> {
  const [row] = await db.select({ overrides: measurements.adviceSettings }).from(measurements).where(eq(measurements.id, measurementId));
  return settingsFor(row?.overrides ?? null, now.getFullYear()).settings;
}

export function rejectedRoutes(prefs: PreferenceRow[]): Route[] {
  return prefs.filter((p) => p.adviceId === -1 || p.sentiment === -1).map((p) => p.route).sort();
}

export function adviceInputHash(profile: HouseProfile, settingsHash: string, rejected: Route[]): string {
  return createHash('sha256').update(canonicalJson({ model: ADVICE_MODEL_VERSION, profile, settings: settingsHash, rejected })).digest('hex');
}

/** JSON with sorted keys: the same input always hashes the same. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    return `{${Object.keys(value).sort().filter((k) => (value as Record<string, unknown>)[k] !== undefined).map((k) => `${JSON.stringify(k)}:${canonicalJson((value as Record<string, unknown>)[k])}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * Current advice of an owned home, recomputed first when its input changed; undefined when not owned.
 * One query reads everything the input hash depends on; the stored result is read only when needed.
 */
export async function currentAdvice(db: Db, owner: Owner, ref: HomeRef, now: Date, options: { force?: boolean } = {}): Promise<AdviceState | undefined> {
  const [row] = await db
    .select({
      home: realEstateObjects,
      answered: houseProfiles.answeredCodes,
      inputHash: adviceResults.inputHash,
      overrides: measurements.adviceSettings,
      prefs: sql<PreferenceRow[]>`coalesce((select json_agg(json_build_object('route', p.route, 'adviceId', p.advice_id, 'sentiment', p.sentiment) order by p.route) from preferences p where p.participator_id = ${owner.participatorId} and p.real_estate_id = ${realEstateObjects.id}), '[]'::json)`,
    })
    .from(realEstateObjects)
    .innerJoin(measurements, eq(measurements.id, realEstateObjects.measurementId))
    .leftJoin(houseProfiles, eq(houseProfiles.realEstateId, realEstateObjects.id))
    .leftJoin(adviceResults, eq(adviceResults.realEstateId, realEstateObjects.id))
    .where(inArray(realEstateObjects.id, ownedHome(owner, ref)));
  if (!row) return undefined;
  const prefs = typeof row.prefs === 'string' ? (JSON.parse(row.prefs) as PreferenceRow[]) : row.prefs;
  const { settings, hash: settingsHash } = settingsFor(row.overrides, now.getFullYear());
  const profile = profileOf(row.home, row.answered);
  const rejected = rejectedRoutes(prefs);
  const inputHash = adviceInputHash(profile, settingsHash, rejected);
  if (!options.force && row.inputHash === inputHash) {
    const memo = cacheOf(db).get(row.home.id);
    if (memo && memo.inputHash === inputHash) return { home: row.home, profile, settings, result: memo.result, preferences: prefs };
    const [stored] = await db.select({ inputHash: adviceResults.inputHash, result: adviceResults.result }).from(adviceResults)
      .where(and(eq(adviceResults.realEstateId, row.home.id), eq(adviceResults.inputHash, inputHash)));
    if (stored) {
      remember(db, row.home.id, { inputHash, result: stored.result as AdviceResult });
      return { home: row.home, profile, settings, result: stored.result as AdviceResult, preferences: prefs };
    }
  }
  const result = await storeAdvice(db, row.home.id, profile, settings, rejected, inputHash, now);
  return { home: row.home, profile, settings, result, preferences: prefs };
}

async function storeAdvice(db: Db, realEstateId: number, profile: HouseProfile, settings: CampaignSettings, rejected: Route[], inputHash: string, now: Date): Promise<AdviceResult> {
  const result = adviseHouse(profile, settings, { rejectedRoutes: rejected });
  await db.insert(adviceResults).values({ realEstateId, inputHash, result, computedAt: now })
    .onConflictDoUpdate({ target: adviceResults.realEstateId, set: { inputHash, result, computedAt: now } });
  remember(db, realEstateId, { inputHash, result });
  return result;
}

/** Runs the engine unless the stored input hash still matches, and stores the outcome (flow sync). */
export async function recalculateAdvice(
  db: Db, home: RealEstateRow, answered: AnsweredCodes | null, overrides: Record<string, unknown> | null, prefs: PreferenceRow[], now: Date, storedHash?: string | null,
): Promise<{ profile: HouseProfile; result: AdviceResult | undefined; recalculated: boolean }> {
  const { settings, hash: settingsHash } = settingsFor(overrides, now.getFullYear());
  const profile = profileOf(home, answered);
  const rejected = rejectedRoutes(prefs);
  const inputHash = adviceInputHash(profile, settingsHash, rejected);
  if (storedHash === inputHash) return { profile, result: undefined, recalculated: false };
  return { profile, result: await storeAdvice(db, home.id, profile, settings, rejected, inputHash, now), recalculated: true };
}
