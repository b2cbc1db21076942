import { createHash } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  adviseHouse,
  ENGINE_VERSION,
  type AdviceResult,
  type CampaignSettings,
  type HouseProfile,
  type Route,
} from '../../engine/index.ts';
import { ownedHome, type HomeRef, type Owner } from '../auth/ownership.ts';
import type { Db } from '../db/client.ts';
import type { preferences } from '../db/schema.ts';
import { adviceResults, houseProfiles, measurements, realEstateObjects } from '../db/schema.ts';
import type { AdviceSettingsResolver } from './advice-settings.ts';
import type { AdviceStateCache } from './advice-state-cache.ts';
import { canonicalJson } from './canonical-json.ts';
import { profileOf, type AnsweredCodes } from './house-profile.ts';
import type { RealEstateRow } from './real-estate.ts';
import { decodeAdvice, encodeAdvice } from './stored-advice.ts';
import { isRouteRejected } from '../../contract/rejected-route.ts';

/** A new gas figure marks the home as changed for the neighbourhood figure (docs/decisions/0091); the same one does not. */
const gasChangedAt = sql.raw(
  'case when advice_results.gas_m3_per_year is distinct from excluded.gas_m3_per_year then excluded.computed_at else advice_results.gas_changed_at end',
);

/**
 * Keeps advice_results in step with house_profiles and the campaign's advice settings; the only writer of
 * advice_results (docs/architecture.md, "Advice"). A stored result is reused while the hash of its input —
 * profile, settings, rejected routes and ENGINE_VERSION — still matches; otherwise the engine runs again, so
 * advice stored by an older engine is recomputed on its next read.
 */

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
 * Parsed results by home, per app instance: a read whose input hash matches skips reading, decompressing and
 * parsing the stored result (about 50 kB of JSON a home). The hash is checked against the database on every read, so a result
 * another instance recomputed is never served stale.
 */
export class AdviceResultMemo {
  private readonly results = new Map<number, { inputHash: string; result: AdviceResult }>();

  constructor(private readonly capacity = 5000) {}

  get(realEstateId: number, inputHash: string): AdviceResult | undefined {
    const entry = this.results.get(realEstateId);
    return entry?.inputHash === inputHash ? entry.result : undefined;
  }

  remember(realEstateId: number, inputHash: string, result: AdviceResult): void {
    this.results.delete(realEstateId);
    this.results.set(realEstateId, { inputHash, result });
    if (this.results.size > this.capacity) this.results.delete(this.results.keys().next().value!);
  }
}

/** What reading and storing advice needs of the app context. */
export interface AdviceDeps {
  db: Db;
  adviceSettings: AdviceSettingsResolver;
  adviceResults: AdviceResultMemo;
}

export function rejectedRoutes(prefs: PreferenceRow[]): Route[] {
  return prefs
    .filter(isRouteRejected)
    .map((p) => p.route)
    .sort();
}

export function adviceInputHash(profile: HouseProfile, settingsHash: string, rejected: Route[]): string {
  return createHash('sha256')
    .update(canonicalJson({ engine: ENGINE_VERSION, profile, settings: settingsHash, rejected }))
    .digest('hex');
}

/**
 * Current advice of an owned home, recomputed first when its input changed; undefined when not owned.
 * One query reads everything the input hash depends on; the stored result is read only when needed.
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
  const [row] = await deps.db
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
  const { settings, hash: settingsHash } = deps.adviceSettings.resolve(row.overrides, now.getFullYear());
  const profile = profileOf(row.home, row.answered);
  const rejected = rejectedRoutes(prefs);
  const inputHash = adviceInputHash(profile, settingsHash, rejected);
  const state = (result: AdviceResult): AdviceState => ({
    home: row.home,
    profile,
    settings,
    result,
    preferences: prefs,
  });
  if (row.inputHash === inputHash) {
    const memo = deps.adviceResults.get(row.home.id, inputHash);
    if (memo) return state(memo);
    const stored = await storedResult(deps.db, row.home.id, inputHash);
    if (stored) {
      deps.adviceResults.remember(row.home.id, inputHash, stored);
      return state(stored);
    }
  }
  return state(await storeAdvice(deps, row.home.id, profile, settings, rejected, inputHash, now));
}

/** The stored result for this input, parsed with the contract's schema; a row that no longer fits is recomputed. */
async function storedResult(db: Db, realEstateId: number, inputHash: string): Promise<AdviceResult | undefined> {
  const [stored] = await db
    .select({ result: adviceResults.result })
    .from(adviceResults)
    .where(and(eq(adviceResults.realEstateId, realEstateId), eq(adviceResults.inputHash, inputHash)));
  return stored ? decodeAdvice(stored.result) : undefined;
}

/** One advice_results row: the compressed result and the figure SQL aggregates over. */
function adviceRow(
  realEstateId: number,
  inputHash: string,
  result: AdviceResult,
  now: Date,
): typeof adviceResults.$inferInsert {
  return {
    realEstateId,
    inputHash,
    result: encodeAdvice(result),
    gasM3PerYear: result.gasUsage.totalGasUsageInM3,
    computedAt: now,
    gasChangedAt: now,
  };
}

async function storeAdvice(
  deps: AdviceDeps,
  realEstateId: number,
  profile: HouseProfile,
  settings: CampaignSettings,
  rejected: Route[],
  inputHash: string,
  now: Date,
): Promise<AdviceResult> {
  const result = adviseHouse(profile, settings, { rejectedRoutes: rejected });
  const row = adviceRow(realEstateId, inputHash, result, now);
  await deps.db
    .insert(adviceResults)
    .values(row)
    .onConflictDoUpdate({
      target: adviceResults.realEstateId,
      set: { inputHash, result: row.result, gasM3PerYear: row.gasM3PerYear, computedAt: now, gasChangedAt },
    });
  deps.adviceResults.remember(realEstateId, inputHash, result);
  return result;
}

/** Runs the engine unless the stored input hash still matches, and stores the outcome (flow sync). */
export async function recalculateAdvice(
  deps: AdviceDeps,
  home: RealEstateRow,
  answered: AnsweredCodes | null,
  overrides: unknown,
  prefs: PreferenceRow[],
  now: Date,
  storedHash?: string | null,
): Promise<{ profile: HouseProfile; result: AdviceResult | undefined; recalculated: boolean }> {
  const { settings, hash: settingsHash } = deps.adviceSettings.resolve(overrides, now.getFullYear());
  const profile = profileOf(home, answered);
  const rejected = rejectedRoutes(prefs);
  const inputHash = adviceInputHash(profile, settingsHash, rejected);
  if (storedHash === inputHash) return { profile, result: undefined, recalculated: false };
  return {
    profile,
    result: await storeAdvice(deps, home.id, profile, settings, rejected, inputHash, now),
    recalculated: true,
  };
}

/**
 * Batch form of recalculateAdvice for `recalculate`: runs the engine for each home whose stored input hash no
 * longer matches (every home with `force`) and stores the outcomes in one statement.
 */
export async function recalculateAdviceBatch(
  deps: AdviceDeps,
  homes: {
    home: RealEstateRow;
    answered: AnsweredCodes | null;
    prefs: PreferenceRow[];
    storedHash: string | null;
  }[],
  overrides: unknown,
  now: Date,
): Promise<number> {
  const { settings, hash: settingsHash } = deps.adviceSettings.resolve(overrides, now.getFullYear());
  const values: (typeof adviceResults.$inferInsert)[] = [];
  for (const { home, answered, prefs, storedHash } of homes) {
    const profile = profileOf(home, answered);
    const rejected = rejectedRoutes(prefs);
    const inputHash = adviceInputHash(profile, settingsHash, rejected);
    if (storedHash === inputHash) continue;
    values.push(adviceRow(home.id, inputHash, adviseHouse(profile, settings, { rejectedRoutes: rejected }), now));
  }
  if (values.length === 0) return 0;
  await deps.db
    .insert(adviceResults)
    .values(values)
    .onConflictDoUpdate({
      target: adviceResults.realEstateId,
      set: {
        inputHash: sql.raw('excluded.input_hash'),
        result: sql.raw('excluded.result'),
        gasM3PerYear: sql.raw('excluded.gas_m3_per_year'),
        computedAt: sql.raw('excluded.computed_at'),
        gasChangedAt,
      },
    });
  return values.length;
}
