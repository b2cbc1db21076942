import { and, eq } from 'drizzle-orm';
import type { OrganiserStartanalyse, StartanalyseUploadResult } from '../../contract/organisers.ts';
import { assertRunsCampaign, runsCampaign } from '../auth/organiser-sessions.ts';
import type { Db } from '../db/client.ts';
import { measurements, startanalyseOutcomes } from '../db/schema.ts';
import { notFound } from '../http/http-error.ts';
import { CsvFileError } from '../campaign-files/csv-file.ts';
import { recordAudit } from './audit.ts';
import type { Language } from '../../vocabulary/languages.ts';
import { parseStartanalyseCsv, startanalyseView, storeStartanalyse } from '../campaign-files/startanalyse-import.ts';

/**
 * The campaign's stored Startanalyse for one of its organisers: one statement that holds the ownership check, so a
 * campaign the organiser does not run answers 404 whether or not it has an outcome.
 */
export async function organiserStartanalyse(
  db: Db,
  organiserId: number,
  measurementId: number,
): Promise<OrganiserStartanalyse> {
  const [row] = await db
    .select({ id: measurements.id, outcome: startanalyseOutcomes })
    .from(measurements)
    .leftJoin(startanalyseOutcomes, eq(startanalyseOutcomes.measurementId, measurements.id))
    .where(and(eq(measurements.id, measurementId), runsCampaign(organiserId, measurementId)));
  if (!row) throw notFound();
  return { startanalyse: row.outcome ? startanalyseView(row.outcome) : null };
}

/**
 * A Startanalyse CSV from the console, with the CLI's rules (`startanalyse import`): every problem listed and
 * nothing stored, or the outcome stored in place of the earlier one in a transaction that holds the ownership check
 * (a lock on the campaign's row) and the audit entry. The problems are in the reader's language (record 0154). The entry names the buurt and edition, public figures only.
 */
export async function uploadStartanalyse(
  db: Db,
  organiserId: number,
  measurementId: number,
  csv: string,
  now: Date,
  language: Language,
): Promise<StartanalyseUploadResult> {
  let outcome;
  try {
    outcome = parseStartanalyseCsv(csv);
  } catch (error) {
    if (!(error instanceof CsvFileError)) throw error;
    // Also checks ownership: problems are shown only to the campaign's organisers, beside what stays stored.
    const stored = await organiserStartanalyse(db, organiserId, measurementId);
    return { stored: false, problems: error.problemsIn(language), summary: error.summaryIn(language), ...stored };
  }
  const parsed = outcome;
  return db.transaction(async (tx) => {
    await assertRunsCampaign(tx, organiserId, measurementId, { lock: true });
    await storeStartanalyse(tx, measurementId, parsed, now);
    const strategies = Object.keys(parsed.nationalCosts).length;
    await recordAudit(
      tx,
      {
        organiserId,
        measurementId,
        action: 'startanalyse.import',
        detail: { buurtCode: parsed.buurtCode, year: parsed.year, strategies },
      },
      now,
    );
    return {
      stored: true,
      problems: [],
      summary: [],
      ...(await organiserStartanalyse(tx, organiserId, measurementId)),
    };
  });
}
