import { DWELLING_WORD_EXAMPLES } from '../../../contract/dwelling-types.ts';
import { parseAddressFile } from '../../campaign-files/address-file.ts';
import { importAddresses } from '../../campaign-files/address-import.ts';
import { MEASUREMENT_HELP, MEASUREMENT_OPTION, parsedCsvFile, selectedMeasurement, type Command } from '../command.ts';

export const addressCommands: Record<string, Command> = {
  'addresses import': {
    summary: 'Import or update addresses (real-estate objects) from a CSV or Excel (.xlsx) file',
    usage: 'addresses import FILE.csv|FILE.xlsx [--dry-run] [--measurement ID]',
    help: [
      MEASUREMENT_HELP,
      '  --dry-run                     Check the file and count what would change; store nothing',
      '',
      'Columns (Dutch or English names, any order; ";" or "," between fields; UTF-8 with or without BOM;',
      'or the first sheet of an .xlsx workbook, with the column names in its first row):',
      '  required: bagCode/bag, street/straat, houseNumber/huisnummer, postalCode/postcode, city/woonplaats,',
      '            buildYear/bouwjaar, totalSurface/oppervlakte, dwellingType/woningtype',
      '  optional: houseLetter/huisletter, houseNumberAddition/toevoeging, monument (ja/nee), energyLabel/energielabel,',
      '            latitude/lat, longitude/lon, gasUsage/gasverbruik (m3), electricityUsage/stroomverbruik (kWh),',
      '            numberOfUsages/verblijfsobjecten',
      `Dwelling types as register and label exports write them, e.g. ${DWELLING_WORD_EXAMPLES}`,
      '  (capitals and hyphens do not matter; a flat without its floor counts as a middle floor until the resident answers).',
      'Excel turns what looks like a number into one when it opens a CSV: a BAG code loses its leading zero (a code',
      'of 15 digits gets it back here), a code shown as 5,9901E+14 was rounded and is refused (its digits are gone),',
      'and an addition such as 1-2 may become a date. Postcodes and dwelling words stay as they are. Format the',
      'BAG and addition columns as Text in Excel before the codes go in.',
      'Existing addresses are updated by bagCode; what residents answered is never changed.',
      'A file with any bad row is not imported at all: every problem is listed with its line and field.',
    ].join('\n'),
    options: { ...MEASUREMENT_OPTION, 'dry-run': { type: 'boolean' } },
    run: async (ctx) => {
      const { parsed: rows } = await parsedCsvFile(ctx, parseAddressFile, 'CSV or .xlsx file');
      const campaign = await selectedMeasurement(ctx);
      const dryRun = ctx.values['dry-run'] === true;
      const progress = ctx.io.progress(rows.length, dryRun ? 'Checking' : 'Importing');
      let done = 0;
      const started = performance.now();
      const outcome = await importAddresses(ctx.store.db, campaign.id, rows, {
        dryRun,
        now: ctx.io.now(),
        onProgress: (n) => {
          progress.tick(n - done);
          done = n;
        },
      }).finally(() => progress.stop());
      const seconds = (performance.now() - started) / 1000;
      ctx.io.out(
        `${dryRun ? 'Dry run, nothing stored: would create' : 'Created'} ${outcome.created}, ${dryRun ? 'would update' : 'updated'} ${outcome.updated}, unchanged ${outcome.unchanged} address(es) of campaign ${campaign.id} (${rows.length} rows in ${seconds.toFixed(1)} s).`,
      );
    },
  },
};
