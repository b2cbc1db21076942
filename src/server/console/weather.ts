import { and, eq } from 'drizzle-orm';
import type { OrganiserWeather, WeatherUploadResult } from '../../contract/readings.ts';
import { assertRunsCampaign, runsCampaign } from '../auth/organiser-sessions.ts';
import type { Db } from '../db/client.ts';
import { measurements } from '../db/schema.ts';
import { notFound } from '../http/http-error.ts';
import { KnmiFileError, readKnmiFile } from '../weather/knmi-import.ts';
import { campaignWeather, storeWeather, type StationPlace } from '../weather/weather.ts';
import { recordAudit } from './audit.ts';
import type { Language } from '../../vocabulary/languages.ts';

/**
 * The campaign's weather in the console (issue #39.2): the stored stations and the one nearest the campaign, for one
 * of its organisers only (the check sits in the statement, so another campaign answers 404).
 */
export async function organiserWeather(db: Db, organiserId: number, measurementId: number): Promise<OrganiserWeather> {
  const [row] = await db
    .select({ id: measurements.id })
    .from(measurements)
    .where(and(eq(measurements.id, measurementId), runsCampaign(organiserId, measurementId)));
  if (!row) throw notFound();
  return campaignWeather(db, measurementId);
}

/**
 * A KNMI daily file from the console, with the CLI's rules (`weather import`): every bad line named and nothing
 * stored (in the reader's language, record 0154), or the days stored in place of the same stations' days, in a transaction that holds the ownership check
 * and the audit entry. Weather is public data, so the entry names the stations and the number of days.
 */
export async function uploadWeather(
  db: Db,
  organiserId: number,
  measurementId: number,
  text: string,
  known: readonly StationPlace[],
  now: Date,
  language: Language,
): Promise<WeatherUploadResult> {
  let parsed;
  try {
    parsed = readKnmiFile(text, known);
  } catch (error) {
    if (!(error instanceof KnmiFileError)) throw error;
    // Also checks ownership: problems are shown only to the campaign's organisers.
    const stored = await organiserWeather(db, organiserId, measurementId);
    return {
      stored: false,
      days: 0,
      problems: error.problemsIn(language),
      summary: error.summaryIn(language),
      ...stored,
    };
  }
  const file = parsed;
  return db.transaction(async (tx) => {
    await assertRunsCampaign(tx, organiserId, measurementId, { lock: true });
    await storeWeather(tx, file.stations, file.days, now);
    await recordAudit(
      tx,
      {
        organiserId,
        measurementId,
        action: 'weather.import',
        detail: { stations: file.stations.map((s) => s.code).join(', '), days: file.days.length },
      },
      now,
    );
    return {
      stored: true,
      days: file.days.length,
      problems: [],
      summary: [],
      ...(await campaignWeather(tx, measurementId)),
    };
  });
}
