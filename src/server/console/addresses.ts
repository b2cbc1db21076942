import type { AddressUploadResult } from '../../contract/organisers.ts';
import { assertRunsCampaign } from '../auth/organiser-sessions.ts';
import type { Db } from '../db/client.ts';
import { parseAddressFile } from '../campaign-files/address-file.ts';
import { importAddresses } from '../campaign-files/address-import.ts';
import { CsvFileError } from '../campaign-files/csv-file.ts';
import { recordAudit } from './audit.ts';
import type { Language } from '../../vocabulary/languages.ts';

/**
 * An address file from the console, with the CLI's rules: every problem listed and nothing stored, or all rows
 * stored in one transaction that also holds the check that the organiser runs the campaign (a lock on its row).
 * The problems and their summary are in the reader's language (record 0154).
 */
export async function uploadAddresses(
  db: Db,
  organiserId: number,
  measurementId: number,
  file: Buffer,
  dryRun: boolean,
  now: Date,
  language: Language,
): Promise<AddressUploadResult> {
  let rows;
  try {
    rows = await parseAddressFile(file);
  } catch (error) {
    if (!(error instanceof CsvFileError)) throw error;
    await assertRunsCampaign(db, organiserId, measurementId);
    const problems = error.problemsIn(language);
    return {
      stored: false,
      problems,
      summary: error.summaryIn(language),
      rows: 0,
      created: 0,
      updated: 0,
      unchanged: 0,
    };
  }
  return db.transaction(async (tx) => {
    await assertRunsCampaign(tx, organiserId, measurementId, { lock: true });
    const outcome = await importAddresses(tx, measurementId, rows, { dryRun, now });
    if (!dryRun)
      await recordAudit(tx, { organiserId, measurementId, action: 'addresses.import', detail: { ...outcome } }, now);
    return { stored: !dryRun, problems: [], summary: [], rows: rows.length, ...outcome };
  });
}
