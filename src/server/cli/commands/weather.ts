import { CsvFileError } from '../../campaign-files/csv-file.ts';
import { importKnmiFile, KnmiFileError, shippedStations } from '../../weather/knmi-import.ts';
import { campaignWeather } from '../../weather/weather.ts';
import { MEASUREMENT_HELP, MEASUREMENT_OPTION, parsedCsvFile, selectedMeasurement, type Command } from '../command.ts';

export const weatherCommands: Record<string, Command> = {
  'weather import': {
    summary: "Import KNMI's daily weather file (etmaalgegevens) that residents' meter readings are measured against",
    usage: 'weather import FILE.txt [--measurement ID]',
    help: [
      MEASUREMENT_HELP,
      '',
      "KNMI's daily-data file of one or more stations (etmgeg_<STN>.txt from KNMI's daily-data page, or what its",
      "daily-data service returns): a header line '# STN,YYYYMMDD,…,TG,…' and one line per station and day. TG, the",
      'daily mean temperature in tenths of a degree, is what is stored. Where a station stands comes from the',
      "file's header block ('# 260: 5.180 52.100 1.90 DE BILT'), else from content/weather/knmi/stations.json.",
      'Days already stored for a station are replaced. A file with any bad line is not imported at all: every',
      'problem is listed with its line and column. The campaign is measured against its nearest stored station.',
    ].join('\n'),
    options: { ...MEASUREMENT_OPTION },
    run: async (ctx) => {
      const campaign = await selectedMeasurement(ctx);
      const known = shippedStations(ctx.config.contentDir);
      const { parsed } = await parsedCsvFile(
        ctx,
        async (content) => {
          try {
            return await importKnmiFile(ctx.store.db, content.toString('utf8'), known, ctx.io.now());
          } catch (error) {
            // The CLI's one way of listing a file's problems.
            if (error instanceof KnmiFileError) throw new CsvFileError(error.problems);
            throw error;
          }
        },
        'KNMI file',
      );
      const weather = await campaignWeather(ctx.store.db, campaign.id);
      ctx.io.out(
        `Stored ${parsed.days.length} days of station ${parsed.stations.map((s) => `${s.code} ${s.name}`).join(', ')}.` +
          (weather.nearest
            ? ` Campaign ${campaign.id} is measured against ${weather.nearest.code} ${weather.nearest.name} (${weather.nearest.distanceKm} km).`
            : ` Campaign ${campaign.id} has no addresses with coordinates yet, so no station is chosen.`),
      );
    },
  },
};
