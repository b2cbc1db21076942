import { and, eq, inArray } from 'drizzle-orm';
import {
  answeredFields,
  defaultProfile,
  profileFromAnswers,
  type FieldSource,
  type HouseProfile,
  type RealEstateFacts,
} from '../../engine/index.ts';
import { ownedHome, type Owner } from '../auth/ownership.ts';
import type { Db } from '../db/client.ts';
import { answers, houseProfiles, realEstateObjects } from '../db/schema.ts';
import type { RealEstateRow } from './real-estate.ts';
import { isDwellingType } from '../../contract/dwelling-types.ts';

/**
 * Answers → house profile (docs/architecture.md, privacy by design; docs/architecture.md, "From answers to advice"). The spec's question
 * codes are mapped by the engine's profileFromAnswers; this module keeps what was answered
 * (house_profiles.answered_codes) and where every profile field came from (house_profiles.fields).
 */
export type AnsweredCodes = (typeof houseProfiles.$inferSelect)['answeredCodes'];
export type ProfileFields = (typeof houseProfiles.$inferSelect)['fields'];

/** Profile fields that come straight from the building register import. */
const REGISTER_FIELDS = new Set([
  'buildYear',
  'dwellingType',
  'floorAreaM2',
  'usages',
  'registeredLabel',
  'isMonument',
  'electricityEstimateKWhPerYear',
]);

export function factsOf(row: RealEstateRow): RealEstateFacts {
  return {
    buildYear: row.buildYear,
    totalSurface: row.totalSurface,
    ...(isDwellingType(row.dwellingType) ? { dwellingType: row.dwellingType } : {}),
    isMonument: row.isMonument,
    ...(row.currentEnergyLabel ? { currentEnergyLabel: row.currentEnergyLabel } : {}),
    ...(row.estimatedTotalGasUsage !== null ? { estimatedTotalGasUsage: row.estimatedTotalGasUsage } : {}),
    ...(row.estimatedTotalEnergyUsage !== null ? { estimatedTotalEnergyUsage: row.estimatedTotalEnergyUsage } : {}),
    purposes: row.purposes,
  };
}

/** The engine's input for a home: register facts, defaults, then the answers folded in so far. */
export function profileOf(row: RealEstateRow, answered: AnsweredCodes | null | undefined): HouseProfile {
  const base = defaultProfile(factsOf(row));
  const list = Object.entries(answered ?? {}).map(([questionCode, a]) => ({ questionCode, value: a.value }));
  return list.length === 0 ? base : profileFromAnswers(base, list).profile;
}

/** One level deep: `levels.roof`, `measured.gasM3PerYear`, … — the grain at which provenance is kept. */
function flatten(profile: HouseProfile): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(profile)) {
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      for (const [sub, v] of Object.entries(value as Record<string, unknown>)) out.set(`${key}.${sub}`, v);
    } else out.set(key, value);
  }
  return out;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The profile fields the household's answers set, each with the question codes that set it (issue #35.3). */
export function answeredPaths(base: HouseProfile, answered: AnsweredCodes | null | undefined): Map<string, string[]> {
  const list = Object.entries(answered ?? {}).map(([questionCode, a]) => ({ questionCode, value: a.value }));
  const byPath = new Map<string, string[]>();
  for (const [code, paths] of answeredFields(base, list))
    for (const path of paths) byPath.set(path, [...(byPath.get(path) ?? []), code]);
  return byPath;
}

/** The codes that set a flattened field, also when the answer wrote its whole object (`routeFeelings`). */
export function codesOf(path: string, byPath: Map<string, string[]>): string[] {
  return [...(byPath.get(path) ?? []), ...(path.includes('.') ? (byPath.get(path.split('.')[0]!) ?? []) : [])];
}

/**
 * Provenance per field: a field an answer set, or whose value differs from the register-and-defaults profile,
 * came from the resident (kept with who and when; an unchanged resident value keeps its first date) — an answer
 * that equals the default is still the resident's answer (issue #35.3); others are 'register' or 'default'.
 * Corrections recorded elsewhere (e.g. the build year) are kept as they are.
 */
export function provenance(
  previous: ProfileFields,
  base: HouseProfile,
  profile: HouseProfile,
  by: number,
  now: Date,
  answered: Map<string, string[]> = new Map(),
): ProfileFields {
  const fields: ProfileFields = {};
  const baseFlat = flatten(base);
  for (const [path, value] of flatten(profile)) {
    const before = previous[path];
    const top = path.split('.')[0]!;
    if (!same(value, baseFlat.get(path)) || codesOf(path, answered).length > 0) {
      fields[path] =
        before && before.source === 'resident' && same(before.value, value)
          ? before
          : { value, source: 'resident', by, updatedAt: now.toISOString() };
    } else if (before && before.source === 'resident' && same(before.value, value)) {
      fields[path] = before;
    } else {
      fields[path] = {
        value,
        source: REGISTER_FIELDS.has(top) ? 'register' : 'default',
        by: null,
        updatedAt: before?.updatedAt ?? now.toISOString(),
      };
    }
  }
  for (const [path, entry] of Object.entries(previous)) if (!(path in fields)) fields[path] = entry;
  return fields;
}

/**
 * Where each field of the profile came from, for the certainty bands: as the flow sync stored it
 * (house_profiles.fields); a field it never recorded — a home nobody has answered for — comes from the
 * register or the defaults.
 */
export function fieldSources(fields: ProfileFields, profile: HouseProfile): Record<string, FieldSource> {
  const sources: Record<string, FieldSource> = {};
  for (const path of flatten(profile).keys()) {
    const stored = fields[path]?.source;
    sources[path] =
      stored === 'resident' || stored === 'register' || stored === 'default'
        ? stored
        : REGISTER_FIELDS.has(path.split('.')[0]!)
          ? 'register'
          : 'default';
  }
  return sources;
}

/**
 * Flow sync: folds the flow's scratch answers into the home's profile and deletes the scratch rows (spec §1: entered
 * data goes to the calculation database). The answers stay in answered_codes, with their words, as the privacy
 * statement says (docs/decisions/0120-answers-are-kept.md). Runs in the caller's
 * transaction; the home row is locked so two syncs of one home cannot lose each other's answers.
 */
export async function foldFlowAnswers(
  tx: Db,
  owner: Owner,
  realEstateId: number,
  flowId: string,
  now: Date,
): Promise<{ foldedAnswers: number } | undefined> {
  const [home] = await tx
    .select()
    .from(realEstateObjects)
    .where(inArray(realEstateObjects.id, ownedHome(owner, { realEstateId })))
    .for('update');
  if (!home) return undefined;
  const scratchWhere = and(
    eq(answers.participatorId, owner.participatorId),
    eq(answers.realEstateId, realEstateId),
    eq(answers.flowId, flowId),
  );
  const scratch = await tx.select().from(answers).where(scratchWhere);
  const [stored] = await tx.select().from(houseProfiles).where(eq(houseProfiles.realEstateId, realEstateId));
  const answered: AnsweredCodes = { ...(stored?.answeredCodes ?? {}) };
  for (const a of scratch) {
    answered[a.questionCode] = {
      value: a.value,
      flowId: a.flowId,
      by: owner.participatorId,
      printableKey: a.printableKey,
      printableValue: a.printableValue,
    };
  }
  const base = defaultProfile(factsOf(home));
  const profile = profileOf(home, answered);
  const fields = provenance(
    stored?.fields ?? {},
    base,
    profile,
    owner.participatorId,
    now,
    answeredPaths(base, answered),
  );
  await tx
    .insert(houseProfiles)
    .values({ realEstateId, fields, answeredCodes: answered, updatedAt: now })
    .onConflictDoUpdate({
      target: houseProfiles.realEstateId,
      set: { fields, answeredCodes: answered, updatedAt: now },
    });
  await tx.delete(answers).where(scratchWhere);
  return { foldedAnswers: scratch.length };
}
