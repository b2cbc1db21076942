import { parseStartanalyseCsv, storeStartanalyse } from '../../campaign-files/startanalyse-import.ts';
import { MEASUREMENT_HELP, MEASUREMENT_OPTION, parsedCsvFile, selectedMeasurement, type Command } from '../command.ts';

export const startanalyseCommands: Record<string, Command> = {
  'startanalyse import': {
    summary: "Import PBL's Startanalyse outcome for the campaign's buurt, shown beside 'De buurtkeuze'",
    usage: 'startanalyse import FILE.csv [--measurement ID]',
    help: [
      MEASUREMENT_HELP,
      '',
      "One line per strategy variant, copied from PBL's published tables (Dutch or English column names, any order;",
      '";" or "," between fields; decimal commas allowed):',
      '  required: buurtcode (BU and 8 digits), jaar (the Startanalyse edition), strategie (S1a … S5b),',
      '            nationale_kosten (euro per year for the whole buurt)',
      "  optional: buurtnaam, oppervlakte (the buurt's land area in hectares, for the heat demand density)",
      "The cheapest strategy is the one with the lowest national costs. A new file replaces the campaign's outcome.",
      'A file with any bad line is not imported at all: every problem is listed with its line and field.',
    ].join('\n'),
    options: { ...MEASUREMENT_OPTION },
    run: async (ctx) => {
      const { parsed: outcome } = await parsedCsvFile(ctx, parseStartanalyseCsv);
      const campaign = await selectedMeasurement(ctx);
      await storeStartanalyse(ctx.store.db, campaign.id, outcome, ctx.io.now());
      const [cheapest] = Object.entries(outcome.nationalCosts).sort((a, b) => a[1] - b[1]);
      ctx.io.out(
        `Stored the Startanalyse ${outcome.year} of ${outcome.buurtCode} for campaign ${campaign.id}: ${Object.keys(outcome.nationalCosts).length} strategies, cheapest ${cheapest![0]}.`,
      );
    },
  },
};
