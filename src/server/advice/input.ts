import { createHash } from 'node:crypto';
import { asc, eq, sql, type SQL } from 'drizzle-orm';
import {
  ENGINE_VERSION,
  type AdviceProfile,
  type CampaignSettings,
  type MeasuredHeatLoss,
} from '../../engine/index.ts';
import type { Db } from '../db/client.ts';
import { adviceResults, houseProfiles, measurements, realEstateObjects } from '../db/schema.ts';
import { canonicalJson } from './canonical-json.ts';
import { profileOf, type AnsweredCodes, type ProfileFields } from '../households/house-profile.ts';
import type { RealEstateRow } from '../households/real-estate.ts';
import type { PreferenceRow } from './advice-state.ts';
import type { AdviceSettingsResolver } from './settings.ts';
import { measuredHeatLossFor } from './measured.ts';

/** Everything a home's stored advice is computed from, and the hash it was last stored under. */
export interface AdviceInputRow {
  home: RealEstateRow;
  answered: AnsweredCodes | null;
  fields: ProfileFields | null;
  overrides: unknown;
  storedHash: string | null;
  /** The reading resident's choices for this home; empty when no reader was named. */
  prefs: PreferenceRow[];
  /**
   * The home's heat loss as its meter readings measure it, where the fit held (issue #39.4); null without
   * readings, without weather for them, or when the fit was refused: the advice then calibrates as before.
   */
  signature: MeasuredHeatLoss | null;
}

/**
 * The one loader of advice input, used by the advice read, the flow sync and `recalculate`: a home with its
 * answers, provenance, campaign settings and stored hash in one statement. With a reader, that resident's
 * choices for the home come along (one read per advice call); `page` walks a campaign in id order.
 */
export async function loadAdviceInputs(
  db: Db,
  where: SQL | undefined,
  options: { reader?: number; page?: { size: number } } = {},
): Promise<AdviceInputRow[]> {
  const prefs =
    options.reader === undefined
      ? sql<PreferenceRow[]>`'[]'::json`
      : sql<
          PreferenceRow[] | string
        >`coalesce((select json_agg(json_build_object('route', p.route, 'adviceId', p.advice_id, 'sentiment', p.sentiment) order by p.route) from preferences p where p.participator_id = ${options.reader} and p.real_estate_id = ${realEstateObjects.id}), '[]'::json)`;
  const query = db
    .select({
      home: realEstateObjects,
      answered: houseProfiles.answeredCodes,
      fields: houseProfiles.fields,
      overrides: measurements.adviceSettings,
      storedHash: adviceResults.inputHash,
      prefs,
      hasReadings: sql<boolean>`exists (select 1 from meter_readings mr where mr.real_estate_id = ${realEstateObjects.id})`,
    })
    .from(realEstateObjects)
    .innerJoin(measurements, eq(measurements.id, realEstateObjects.measurementId))
    .leftJoin(houseProfiles, eq(houseProfiles.realEstateId, realEstateObjects.id))
    .leftJoin(adviceResults, eq(adviceResults.realEstateId, realEstateObjects.id))
    .where(where)
    .$dynamic();
  const rows = await (options.page ? query.orderBy(asc(realEstateObjects.id)).limit(options.page.size) : query);
  // PGlite hands json columns back as text.
  return Promise.all(
    rows.map(async ({ hasReadings, ...row }) => ({
      ...row,
      prefs:
        typeof row.prefs === 'string' ? (JSON.parse(row.prefs) as PreferenceRow[]) : (row.prefs as PreferenceRow[]),
      // Only homes with readings pay for the fit; every other home's input stays as it was.
      signature: hasReadings
        ? await measuredHeatLossFor(db, row.home, profileOf(row.home, row.answered).currentHeating)
        : null,
    })),
  );
}

/** The engine's input for a home and the hash its stored result is kept under. */
export interface AdviceInput {
  /** The house profile, with the home's measured heat loss beside it where its readings give one (issue #39). */
  profile: AdviceProfile;
  settings: CampaignSettings;
  inputHash: string;
}

/**
 * The one recipe from loaded input to engine input: register facts and answers → profile; the campaign's
 * overrides → settings; both with ENGINE_VERSION → hash. A resident's rejected routes are not part of it:
 * they are applied on read, so one stored result serves every resident of the home.
 */
export function adviceInputOf(
  resolver: AdviceSettingsResolver,
  row: Pick<AdviceInputRow, 'home' | 'answered' | 'overrides'> & { signature?: MeasuredHeatLoss | null },
  now: Date,
): AdviceInput {
  const { settings, hash: settingsHash } = resolver.resolve(row.overrides, now.getFullYear(), row.home.measurementId);
  const modelled = profileOf(row.home, row.answered);
  // The measurement is part of the profile, so of the hash: new readings or weather compute the advice again.
  const profile: AdviceProfile = row.signature ? { ...modelled, heatSignature: row.signature } : modelled;
  const inputHash = createHash('sha256')
    .update(canonicalJson({ engine: ENGINE_VERSION, profile, settings: settingsHash }))
    .digest('hex');
  return { profile, settings, inputHash };
}
