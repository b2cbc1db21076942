import type { Db } from '../db/client.ts';
import { startanalyseOutcomes } from '../db/schema.ts';
import {
  STRATEGY_ROUTE,
  strategyVariantSchema,
  type Startanalyse,
  type StartanalyseStrategy,
} from '../../contract/neighbourhood-choice.ts';
import { campaignFileProblems, startanalyseFieldNames } from '../../contract/campaign-file-problems.ts';
import type { CampaignFileProblem } from '../../contract/file-problems.ts';
import { csvNumber, csvRows, CsvFileError, lineProblem } from './csv-file.ts';

/**
 * PBL's Startanalyse outcome for a campaign's buurt (issue #28.3), from a CSV the organiser copies out of PBL's
 * published tables: one line per strategy variant with its national costs. Every bad line and field is reported
 * before anything is stored; a good file replaces the campaign's earlier outcome.
 */

type Field = 'buurtCode' | 'buurtName' | 'year' | 'strategy' | 'nationalCost' | 'area';

const HEADERS: Record<Field, string[]> = {
  buurtCode: ['buurtcode', 'bucode', 'buurtcodecbs', 'code'],
  buurtName: ['buurtnaam', 'bunaam', 'naam', 'buurt'],
  year: ['jaar', 'year', 'editie', 'startanalyse'],
  strategy: ['strategie', 'strategy', 'variant', 'strategievariant'],
  nationalCost: [
    'nationalekosten',
    'nationalekosteneuroperjaar',
    'nationalekosteneurojaar',
    'nationalcost',
    'nationalcosts',
  ],
  area: ['oppervlakte', 'oppervlakteha', 'oppervlakteland', 'hectare', 'areaha', 'area'],
};
const REQUIRED: Field[] = ['buurtCode', 'year', 'strategy', 'nationalCost'];

export interface StartanalyseOutcome {
  buurtCode: string;
  buurtName: string;
  year: number;
  areaHa: number | null;
  /** € per year for the whole buurt, per strategy variant (S1a, S2b …). */
  nationalCosts: Record<string, number>;
}

/** The outcome in the file; throws CsvFileError listing every bad line and field. */
export function parseStartanalyseCsv(input: string | Buffer): StartanalyseOutcome {
  const rows = csvRows(input, {
    headers: HEADERS,
    names: startanalyseFieldNames,
    required: REQUIRED,
    command: 'startanalyse import',
  });
  const problems: CampaignFileProblem[] = [];
  const nationalCosts: Record<string, number> = {};
  const strategyLine = new Map<string, number>();
  let first: { line: number; buurtCode: string; buurtName: string; year: number; area: number | null } | undefined;
  const thisYear = new Date().getFullYear();
  for (const { line, get, bad, problems: rowProblems } of rows) {
    const buurtCode = get('buurtCode').toUpperCase();
    if (!/^BU\d{8}$/.test(buurtCode)) bad('buurtCode', 'buurtCode');
    const year = csvNumber(get('year'));
    if (!Number.isInteger(year) || year < 2019 || year > thisYear + 1)
      bad('year', 'startanalyseYear', { max: thisYear + 1 });
    const raw = get('strategy');
    const strategy = raw.length > 1 ? `${raw.slice(0, 2).toUpperCase()}${raw.slice(2).toLowerCase()}` : raw;
    if (!strategyVariantSchema.safeParse(strategy).success) bad('strategy', 'strategy');
    else if (strategyLine.has(strategy)) bad('strategy', 'alsoOnLine', { line: strategyLine.get(strategy)! });
    else strategyLine.set(strategy, line);
    const cost = csvNumber(get('nationalCost').replace(/€/g, ''));
    if (!Number.isFinite(cost) || cost < 0 || cost > 1e10) bad('nationalCost', 'nationalCost');
    const area = get('area') === '' ? null : csvNumber(get('area'));
    if (area !== null && (!Number.isFinite(area) || area <= 0 || area > 100_000)) bad('area', 'area');
    if (first === undefined) first = { line, buurtCode, buurtName: get('buurtName'), year, area };
    else {
      // One buurt and one edition per file: the comparison is about this campaign's neighbourhood.
      if (buurtCode !== first.buurtCode) bad('buurtCode', 'oneBuurt', { line: first.line, code: first.buurtCode });
      if (year !== first.year) bad('year', 'oneEdition', { line: first.line, year: first.year });
      if (get('buurtName') !== '' && get('buurtName') !== first.buurtName)
        bad('buurtName', 'oneBuurtName', { line: first.line, name: first.buurtName });
      if (area !== null && area !== first.area)
        bad('area', 'oneArea', { line: first.line, area: first.area ?? campaignFileProblems.noArea });
    }
    if (rowProblems.length > 0) problems.push(...rowProblems);
    else nationalCosts[strategy] = cost;
  }
  if (problems.length > 0) throw new CsvFileError(problems);
  if (!first) throw new CsvFileError([lineProblem(2, 'noStrategies')]);
  return {
    buurtCode: first.buurtCode,
    buurtName: first.buurtName,
    year: first.year,
    areaHa: first.area,
    nationalCosts,
  };
}

/** Stores the outcome for the campaign, in place of any earlier one. */
export async function storeStartanalyse(db: Db, measurementId: number, outcome: StartanalyseOutcome, now: Date) {
  const row = { ...outcome, importedAt: now };
  await db
    .insert(startanalyseOutcomes)
    .values({ measurementId, ...row })
    .onConflictDoUpdate({ target: startanalyseOutcomes.measurementId, set: row });
}

/** A stored outcome as 'De buurtkeuze' and the console show it: strategies from cheapest to dearest. */
export function startanalyseView(row: typeof startanalyseOutcomes.$inferSelect): Startanalyse {
  const strategies = Object.entries(row.nationalCosts)
    .map(([strategy, nationalCostEur]) => ({
      strategy,
      route: STRATEGY_ROUTE[strategy.slice(0, 2) as StartanalyseStrategy],
      nationalCostEur,
    }))
    .sort((a, b) => a.nationalCostEur - b.nationalCostEur || a.strategy.localeCompare(b.strategy));
  return {
    buurtCode: row.buurtCode,
    buurtName: row.buurtName,
    year: row.year,
    areaHa: row.areaHa,
    cheapest: strategies[0]?.strategy ?? '',
    strategies,
    importedAt: row.importedAt.toISOString(),
  };
}
