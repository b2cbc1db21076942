import type { SheetData } from 'read-excel-file/node';
import { fileProblem } from '../../contract/file-problems.ts';
import { READING_LIMITS } from '../../contract/readings.ts';
import type { Language } from '../../vocabulary/languages.ts';
import { csvKey, CsvFileError } from '../campaign-files/csv-file.ts';
import { columnLetters, readFirstSheet, XlsxFileError } from '../campaign-files/xlsx-file.ts';
import {
  checkReadings,
  sayer,
  spreadsheetNumber,
  type CandidateRow,
  type ParsedReadings,
  type PlaceProblem,
} from './readings-file.ts';

/**
 * Eneco's and Oxxio's 'Verbruik' export (Mijn Eneco, Mijn Oxxio), an .xlsx workbook (record 0156). Its first sheet
 * has a group per meter side by side: a title row ('Stroom [kWh]', 'Gas [m3]', 'Stroom teruglevering[kWh]', each
 * above its group's first column), then a header row with one 'Datum' for every group and per group its counters
 * ('Meterstand', or 'Meterstand laagtarief (El 1)' and '… hoogtarief (El 2)'), the day's use and 'Geschat?'.
 *
 * We store the counters as meter readings, as from a typed series: gas from the gas group's 'Meterstand', electricity
 * as the sum of the electricity group's counters (the two tariffs, as DSMR-reader's are summed). The 'Verbruik'
 * columns are the differences of the counters and are passed over. A day the supplier estimated ('Geschat?' Y) is
 * left out: a meter reading is a counter, so the period from the reading before to the one after still holds every
 * m³, measured. A gas counter of 0 is a day the meter sent nothing (the export writes 0 there); it is left out too.
 */

export const ENECO_FORMAT = 'enecoVerbruik' as const;

type Group = 'gas' | 'electricity' | 'returned';

/** A group by its title: the unit is written with or without a space ('Stroom teruglevering[kWh]'). */
function groupOf(title: string): Group | null {
  const key = csvKey(title);
  if (key.includes('teruglevering')) return 'returned';
  if (key.startsWith('gas')) return 'gas';
  if (key.startsWith('stroom') || key.startsWith('elektriciteit')) return 'electricity';
  return null;
}

/** A cell's text as the resident sees it in the sheet. */
function cellText(cell: unknown): string {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) return Number.isNaN(cell.getTime()) ? '' : cell.toISOString().slice(0, 10);
  return String(cell).trim();
}

/**
 * An Excel date serial as an ISO date, in the 1900 date system every Windows Excel and these exports use: day 1 is
 * 1 January 1900, and Excel counts a 29 February 1900 that never was (serial 60), so from serial 61 on the days run
 * from 30 December 1899. The time of day (the fraction) is dropped. Null for a number that is no date.
 */
export function excelSerialDate(serial: number): string | null {
  if (!Number.isFinite(serial) || serial < 1 || serial >= 2_958_466) return null;
  const day = Math.floor(serial);
  if (day === 60) return null;
  const epoch = Date.UTC(1899, 11, day < 60 ? 31 : 30);
  return new Date(epoch + day * 86_400_000).toISOString().slice(0, 10);
}

/** A date cell: a Date (a cell formatted as a date), an Excel serial (a plain number), or text as a CSV has it. */
function dateText(cell: unknown): string {
  if (typeof cell === 'number') return excelSerialDate(cell) ?? String(cell);
  return cellText(cell);
}

/** 'Geschat?': Y (yes) or J (ja) when the supplier estimated the day, N when it was measured; empty counts as N. */
function estimated(cell: unknown): boolean | null {
  if (typeof cell === 'boolean') return cell;
  const key = csvKey(cellText(cell));
  if (['y', 'yes', 'j', 'ja', 'true', '1'].includes(key)) return true;
  if (['', 'n', 'no', 'nee', 'false', '0'].includes(key)) return false;
  return null;
}

/** A counter cell as text for the shared rules: numbers as JavaScript writes them (a decimal point). */
const counterText = (cell: unknown) => (typeof cell === 'number' ? String(cell) : cellText(cell));

interface Layout {
  /** The index of the header row ('Datum', 'Meterstand', …). */
  header: number;
  date: number;
  gas: { meter: number; estimated: number; title: string };
  electricity: { meters: number[]; estimated: number | null; title: string } | null;
}

/** Where the groups and their columns are; throws CsvFileError naming what is missing. */
function layoutOf(rows: SheetData, say: ReturnType<typeof sayer>): Layout {
  // The header row is the first with 'Datum' in it; the titles are the row above it. Excel keeps empty rows out
  // of nothing, so a few rows are enough to look in.
  const header = rows.slice(0, 10).findIndex((row) => row.some((cell) => csvKey(cellText(cell)) === 'datum'));
  if (header < 1) throw new CsvFileError([say('xlsxUnknown')]);
  const titles = rows[header - 1]!.map(cellText);
  const names = rows[header]!.map(cellText);
  const width = Math.max(titles.length, names.length);
  const starts = titles.flatMap((title, at) => (title === '' ? [] : [{ title, at, group: groupOf(title) }]));
  const span = (index: number) => {
    const end = starts[index + 1]?.at ?? width;
    return Array.from({ length: end - starts[index]!.at }, (_, i) => starts[index]!.at + i);
  };
  const find = (columns: number[], key: (k: string) => boolean) => columns.filter((c) => key(csvKey(names[c] ?? '')));
  const gasAt = starts.findIndex((s) => s.group === 'gas');
  if (gasAt < 0)
    throw new CsvFileError([starts.some((s) => s.group === 'electricity') ? say('xlsxNoGas') : say('xlsxUnknown')]);
  const gasColumns = span(gasAt);
  const gasTitle = starts[gasAt]!.title;
  const missing = (column: string) => say('xlsxMissingColumn', { line: header + 1, group: gasTitle, column });
  const [meter] = find(gasColumns, (k) => k === 'meterstand' || k === 'meterstandgas');
  const [estimatedAt] = find(gasColumns, (k) => k === 'geschat');
  const problems = [
    ...(meter === undefined ? [missing('Meterstand')] : []),
    ...(estimatedAt === undefined ? [missing('Geschat?')] : []),
  ];
  if (problems.length > 0) throw new CsvFileError(problems);
  const electricityAt = starts.findIndex((s) => s.group === 'electricity');
  const electricityColumns = electricityAt < 0 ? [] : span(electricityAt);
  const meters = find(electricityColumns, (k) => k.startsWith('meterstand'));
  return {
    header,
    date: names.findIndex((name) => csvKey(name) === 'datum'),
    gas: { meter: meter!, estimated: estimatedAt!, title: gasTitle },
    electricity:
      meters.length === 0
        ? null
        : {
            meters,
            estimated: find(electricityColumns, (k) => k === 'geschat')[0] ?? null,
            title: starts[electricityAt]!.title,
          },
  };
}

/**
 * The gas (and electricity) meter readings of an Eneco or Oxxio 'Verbruik' workbook; throws CsvFileError listing
 * every problem in the reader's language, by the sheet's row number and the column's letter and name.
 */
export async function parseReadingsWorkbook(
  content: Buffer,
  today: string,
  language: Language = 'nl',
): Promise<ParsedReadings> {
  const say = sayer(language);
  let rows: SheetData;
  try {
    rows = await readFirstSheet(content);
  } catch (error) {
    if (!(error instanceof XlsxFileError)) throw error;
    throw new CsvFileError([say(error.problem === 'tooLarge' ? 'xlsxTooLarge' : 'xlsxUnreadable')]);
  }
  if (rows.every((row) => row.every((cell) => cellText(cell) === ''))) throw new CsvFileError([say('emptyFile')]);
  const layout = layoutOf(rows, say);
  const names = rows[layout.header]!.map(cellText);
  /** 'G (Meterstand, Gas [m3])': the letter Excel shows above the column, and the names in the file. */
  const columnName = (column: number, title?: string) =>
    `${columnLetters(column + 1)} (${title ? `${names[column]}, ${title}` : names[column]})`;
  const data = rows
    .map((cells, index) => ({ cells, line: index + 1 }))
    .slice(layout.header + 1)
    .filter(({ cells }) => cells.some((cell) => cellText(cell) !== ''));
  if (data.length === 0) throw new CsvFileError([say('noRows')]);
  if (data.length > READING_LIMITS.maxRows)
    throw new CsvFileError([say('tooManyRows', { max: READING_LIMITS.maxRows })]);

  const problems: string[] = [];
  const candidates: CandidateRow[] = [];
  const flag = (cells: SheetData[number], line: number, column: number, title: string) => {
    const value = estimated(cells[column]);
    if (value === null)
      problems.push(
        fileProblem(line, columnName(column, title), say('estimatedFlag'), cellText(cells[column]), language),
      );
    return value === true;
  };
  for (const { cells, line } of data) {
    if (flag(cells, line, layout.gas.estimated, layout.gas.title)) continue;
    const gas = cells[layout.gas.meter];
    if (gas === 0) continue;
    let electricity = { text: '', column: columnName(layout.gas.meter, layout.gas.title) };
    const power = layout.electricity;
    if (power && !(power.estimated !== null && flag(cells, line, power.estimated, power.title))) {
      const values = power.meters.map((column) => cells[column]);
      const bad = power.meters.find((column) => {
        const cell = cells[column];
        return typeof cell !== 'number' && cellText(cell) !== '';
      });
      const name = (column: number) => columnName(column, power.title);
      if (bad !== undefined) electricity = { text: cellText(cells[bad]), column: name(bad) };
      else if (values.every((value) => typeof value === 'number')) {
        const sum = (values as number[]).reduce((a, b) => a + b, 0);
        // Both counters at 0: the export's day without a reading (as for gas), not a meter at zero.
        if (sum > 0) electricity = { text: String(Math.round(sum * 1000) / 1000), column: name(power.meters[0]!) };
      }
    }
    candidates.push({
      line,
      date: { text: dateText(cells[layout.date]), column: columnName(layout.date) },
      gas: { text: counterText(gas), column: columnName(layout.gas.meter, layout.gas.title) },
      electricity,
    });
  }
  if (candidates.length === 0 && problems.length === 0)
    throw new CsvFileError([say('allEstimated', { line: data[0]!.line })]);
  const place: PlaceProblem = (line, column, message, value) => fileProblem(line, column, message, value, language);
  const readings = checkReadings(candidates, {
    kind: 'meter',
    number: spreadsheetNumber,
    today,
    place,
    lineName: (line) => say('fileLine', { line }),
    say,
    problems,
  });
  if (problems.length > 0) throw new CsvFileError(problems);
  return { format: ENECO_FORMAT, kind: 'meter', readings };
}
