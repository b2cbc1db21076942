import { createHash } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  adviseHouse,
  defaultCampaignSettings,
  type AdviceResult,
  type CampaignSettings,
  type HouseProfile,
  type Route,
} from '../../engine/index.ts';
import { ownedHome, type HomeRef, type Owner } from '../auth/ownership.ts';
import { announce, ExpiringCache } from '../cache/expiring-cache.ts';
import type { Db } from '../db/client.ts';
import type { preferences } from '../db/schema.ts';
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
export function settingsFor(
  overrides: Record<string, unknown> | null,
  year: number,
): { settings: CampaignSettings; hash: string } {
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

/**
 * Replaces the campaign's overrides of the default advice settings and announces it, so every instance
 * recomputes that campaign's advice on the next read (the stored input hashes no longer match).
 */
export async function setCampaignSettingOverrides(
  db: Db,
  measurementId: number,
  overrides: Record<string, unknown> | null,
  now: Date,
): Promise<void> {
  await db
    .update(measurements)
    .set({ adviceSettings: overrides, updatedAt: now })
    .where(eq(measurements.id, measurementId));
  await announceHomeChanged(db, { measurementId });
}

export async function campaignSettings(db: Db, measurementId: number, now: Date): Promise<CampaignSettings> {
  const [row] = await db
    .select({ overrides: measurements.adviceSettings })
    .from(measurements)
    .where(eq(measurements.id, measurementId));
  return settingsFor(row?.overrides ?? null, now.getFullYear()).settings;
}

export function rejectedRoutes(prefs: PreferenceRow[]): Route[] {
  return prefs
    .filter((p) => p.adviceId === -1 || p.sentiment === -1)
    .map((p) => p.route)
    .sort();
}

export function adviceInputHash(profile: HouseProfile, settingsHash: string, rejected: Route[]): string {
  return createHash('sha256')
    .update(canonicalJson({ model: ADVICE_MODEL_VERSION, profile, settings: settingsHash, rejected }))
    .digest('hex');
}

/** JSON with sorted keys: the same input always hashes the same. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
      .map((k) => `${JSON.stringify(k)}:${canonicalJson((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export const HOMES_CHANNEL = 'buurtwarmte_homes';

/** What changed about advice input: one home, one home by bag code, every home of a household, or of a campaign. */
export type HomeChanged =
  | { realEstateId: number }
  | { measurementId: number; bagCode: string }
  | { participatorId: number }
  | { measurementId: number };

export function homeChangedPayload(changed: HomeChanged): string {
  if ('realEstateId' in changed) return `h:${changed.realEstateId}`;
  if ('bagCode' in changed) return `b:${changed.measurementId}:${changed.bagCode}`;
  if ('participatorId' in changed) return `p:${changed.participatorId}`;
  return `c:${changed.measurementId}`;
}

/**
 * Advice states read in the last few seconds, per owner and home, so the advice, context and report calls of
 * one visit share one read. Writers of anything the advice depends on evict here and announce the change to
 * other instances (ctx.homeChanged); the 10-second lifetime bounds a change nobody announced (an organiser
 * editing the campaign's settings in the database).
 */
export class AdviceStateCache {
  private readonly states = new ExpiringCache<{ state: AdviceState; participatorId: number }>(10_000, 20_000);

  private key(owner: Owner, ref: HomeRef): string {
    return `${owner.participatorId}:${owner.measurementId}:${'realEstateId' in ref ? `r${ref.realEstateId}` : `b${ref.bagCode}`}`;
  }

  get(owner: Owner, ref: HomeRef, nowMs: number): AdviceState | undefined {
    return this.states.get(this.key(owner, ref), nowMs)?.state;
  }

  put(owner: Owner, ref: HomeRef, state: AdviceState, nowMs: number): void {
    this.states.put(this.key(owner, ref), { state, participatorId: owner.participatorId }, nowMs);
  }

  evict(changed: HomeChanged): void {
    if ('realEstateId' in changed) this.states.evictWhere(({ state }) => state.home.id === changed.realEstateId);
    else if ('bagCode' in changed)
      this.states.evictWhere(
        ({ state }) => state.home.measurementId === changed.measurementId && state.home.bagCode === changed.bagCode,
      );
    else if ('participatorId' in changed)
      this.states.evictWhere((entry) => entry.participatorId === changed.participatorId);
    else this.states.evictWhere(({ state }) => state.home.measurementId === changed.measurementId);
  }

  /** Applies a NOTIFY payload; anything unreadable clears everything. */
  evictByPayload(payload: string): void {
    const h = /^h:(\d+)$/.exec(payload);
    const b = /^b:(\d+):(\d{16})$/.exec(payload);
    const p = /^p:(\d+)$/.exec(payload);
    const c = /^c:(\d+)$/.exec(payload);
    if (h) this.evict({ realEstateId: Number(h[1]) });
    else if (c) this.evict({ measurementId: Number(c[1]) });
    else if (b) this.evict({ measurementId: Number(b[1]), bagCode: b[2]! });
    else if (p) this.evict({ participatorId: Number(p[1]) });
    else this.states.clear();
  }
}

export async function announceHomeChanged(db: Db, changed: HomeChanged): Promise<void> {
  await announce(db, HOMES_CHANNEL, homeChangedPayload(changed));
}

/**
 * Current advice of an owned home, recomputed first when its input changed; undefined when not owned.
 * One query reads everything the input hash depends on; the stored result is read only when needed.
 */
export async function currentAdvice(
  db: Db,
  owner: Owner,
  ref: HomeRef,
  now: Date,
  options: { force?: boolean; cache?: AdviceStateCache } = {},
): Promise<AdviceState | undefined> {
  if (options.cache && !options.force) {
    const cached = options.cache.get(owner, ref, now.getTime());
    if (cached) return cached;
  }
  const state = await readAdvice(db, owner, ref, now, options.force ?? false);
  if (state && options.cache) options.cache.put(owner, ref, state, now.getTime());
  return state;
}

async function readAdvice(
  db: Db,
  owner: Owner,
  ref: HomeRef,
  now: Date,
  force: boolean,
): Promise<AdviceState | undefined> {
  const [row] = await db
    .select({
      home: realEstateObjects,
      answered: houseProfiles.answeredCodes,
      inputHash: adviceResults.inputHash,
      overrides: measurements.adviceSettings,
      prefs: sql<
        PreferenceRow[]
      >`coalesce((select json_agg(json_build_object('route', p.route, 'adviceId', p.advice_id, 'sentiment', p.sentiment) order by p.route) from preferences p where p.participator_id = ${owner.participatorId} and p.real_estate_id = ${realEstateObjects.id}), '[]'::json)`,
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
  if (!force && row.inputHash === inputHash) {
    const memo = cacheOf(db).get(row.home.id);
    if (memo && memo.inputHash === inputHash)
      return { home: row.home, profile, settings, result: memo.result, preferences: prefs };
    const [stored] = await db
      .select({ inputHash: adviceResults.inputHash, result: adviceResults.result })
      .from(adviceResults)
      .where(and(eq(adviceResults.realEstateId, row.home.id), eq(adviceResults.inputHash, inputHash)));
    if (stored) {
      remember(db, row.home.id, { inputHash, result: stored.result as AdviceResult });
      return { home: row.home, profile, settings, result: stored.result as AdviceResult, preferences: prefs };
    }
  }
  const result = await storeAdvice(db, row.home.id, profile, settings, rejected, inputHash, now);
  return { home: row.home, profile, settings, result, preferences: prefs };
}

async function storeAdvice(
  db: Db,
  realEstateId: number,
  profile: HouseProfile,
  settings: CampaignSettings,
  rejected: Route[],
  inputHash: string,
  now: Date,
): Promise<AdviceResult> {
  const result = adviseHouse(profile, settings, { rejectedRoutes: rejected });
  await db
    .insert(adviceResults)
    .values({ realEstateId, inputHash, result, computedAt: now })
    .onConflictDoUpdate({ target: adviceResults.realEstateId, set: { inputHash, result, computedAt: now } });
  remember(db, realEstateId, { inputHash, result });
  return result;
}

/** Runs the engine unless the stored input hash still matches, and stores the outcome (flow sync). */
export async function recalculateAdvice(
  db: Db,
  home: RealEstateRow,
  answered: AnsweredCodes | null,
  overrides: Record<string, unknown> | null,
  prefs: PreferenceRow[],
  now: Date,
  storedHash?: string | null,
): Promise<{ profile: HouseProfile; result: AdviceResult | undefined; recalculated: boolean }> {
  const { settings, hash: settingsHash } = settingsFor(overrides, now.getFullYear());
  const profile = profileOf(home, answered);
  const rejected = rejectedRoutes(prefs);
  const inputHash = adviceInputHash(profile, settingsHash, rejected);
  if (storedHash === inputHash) return { profile, result: undefined, recalculated: false };
  return {
    profile,
    result: await storeAdvice(db, home.id, profile, settings, rejected, inputHash, now),
    recalculated: true,
  };
}
