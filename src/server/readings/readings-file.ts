import { parseDutchNumber } from '../../contract/dutch-number.ts';
import { fileProblem, summariseFileProblems } from '../../contract/file-problems.ts';
import {
  READING_LIMITS,
  readingTexts,
  type ReadingFormat,
  type ReadingKind,
  type TypedReading,
} from '../../contract/readings.ts';
import { csvKey, csvRecords, CsvFileError } from '../campaign-files/csv-file.ts';
import { withUnit } from '../../vocabulary/units.ts';

/**
 * A resident's readings file (issue #39.1), its format found from the header line (docs/readings-formats.md):
 *
 * - `buurtwarmteMeter`: meter readings, `datum;gas_m3[;stroom_kwh]`, Dutch numbers (decimal comma);
 * - `buurtwarmteDaily`: use per day, `datum;gasverbruik_m3[;stroomverbruik_kwh]`, as a supplier's app shows it;
 * - `dsmrReaderDay`: DSMR-reader's day statistics (its model DayStatistics: `day`, `gas`, `electricity1`,
 *   `electricity2`, … in any order), numbers with a decimal point as Python writes them.
 *
 * Every problem names its line and the file's own column; a file with any problem gives no rows at all, so the
 * caller stores nothing. Columns a format does not use are passed over (DSMR-reader writes costs and temperatures).
 */

export interface ParsedReading {
  /** The line of the file (or the row of the form) it came from. */
  line: number;
  date: string;
  gasM3: number;
  electricityKwh: number | null;
}

export interface ParsedReadings {
  format: ReadingFormat | null;
  kind: ReadingKind;
  readings: ParsedReading[];
}

type Field = 'date' | 'gas' | 'electricity' | 'electricityLow';

interface FormatRule {
  kind: ReadingKind;
  headers: Partial<Record<Field, string[]>>;
  /** DSMR-reader writes Python decimals ('4.512' is four and a half m³); the Dutch formats a decimal comma. */
  number: (text: string) => number | null;
}

const dutchNumber = (text: string) => parseDutchNumber(text);
const pointNumber = (text: string) => (/^-?\d+(\.\d+)?$/.test(text.trim()) ? Number(text.trim()) : null);

const FORMATS: Record<ReadingFormat, FormatRule> = {
  dsmrReaderDay: {
    kind: 'dailyUse',
    headers: { date: ['day'], gas: ['gas'], electricity: ['electricity1'], electricityLow: ['electricity2'] },
    number: pointNumber,
  },
  buurtwarmteDaily: {
    kind: 'dailyUse',
    headers: {
      date: ['datum', 'date', 'dag'],
      gas: ['gasverbruikm3', 'gasverbruik', 'verbruikgasm3', 'verbruikgas'],
      electricity: ['stroomverbruikkwh', 'stroomverbruik', 'verbruikstroomkwh', 'verbruikstroom'],
    },
    number: dutchNumber,
  },
  buurtwarmteMeter: {
    kind: 'meter',
    headers: {
      date: ['datum', 'date', 'dag'],
      gas: ['gasm3', 'gas', 'gasmeterstand', 'meterstandgas', 'meterstandgasm3'],
      electricity: ['stroomkwh', 'stroom', 'stroommeterstand', 'meterstandstroom', 'meterstandstroomkwh'],
    },
    number: dutchNumber,
  },
};

/** The format whose date and gas columns the header names, DSMR-reader's first (its 'gas' is a day's use). */
function formatOf(header: string[]): ReadingFormat | null {
  const keys = header.map(csvKey);
  const names = (['dsmrReaderDay', 'buurtwarmteDaily', 'buurtwarmteMeter'] as const).filter((format) => {
    const { headers } = FORMATS[format];
    return keys.some((k) => headers.date!.includes(k)) && keys.some((k) => headers.gas!.includes(k));
  });
  return names[0] ?? null;
}

/** A date as the files write it: 2025-01-31, 31-01-2025, 31/1/2025, or with a time after it; else null. */
export function readingDate(text: string): string | null {
  const trimmed = text.trim();
  let match = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[ T]\d{1,2}:\d{2}(?::\d{2})?.*)?$/.exec(trimmed);
  let [year, month, day] = match ? [match[1]!, match[2]!, match[3]!] : ['', '', ''];
  if (!match) {
    match = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})(?:[ T]\d{1,2}:\d{2}(?::\d{2})?)?$/.exec(trimmed);
    if (!match) return null;
    [day, month, year] = [match[1]!, match[2]!, match[3]!];
  }
  const iso = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  const date = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === iso ? iso : null;
}

/** 31-01-2025, as the resident reads a date. */
export const dutchDate = (iso: string) => `${iso.slice(8, 10)}-${iso.slice(5, 7)}-${iso.slice(0, 4)}`;

const DAY_MS = 86_400_000;
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/**
 * How a problem names its place: a file's line and column ('regel 12, kolom gas_m3: …'), or a typed row and its
 * field ('meterstand 3, Gasmeter: …').
 */
export type PlaceProblem = (line: number, column: string, message: string, value: string) => string;

/** The readings in a file; throws CsvFileError listing every problem. */
export function parseReadingsFile(input: string, today: string): ParsedReadings {
  const records = csvRecords(input);
  const [header, ...rows] = records;
  if (!header || header.cells.every((c) => c.trim() === '')) throw new CsvFileError([readingTexts.emptyFile]);
  const format = formatOf(header.cells);
  if (!format) throw new CsvFileError([readingTexts.unknownFormat]);
  const rule = FORMATS[format];
  const index = new Map<Field, number>();
  header.cells.forEach((name, at) => {
    const field = (Object.keys(rule.headers) as Field[]).find((f) => rule.headers[f]!.includes(csvKey(name)));
    if (field && !index.has(field)) index.set(field, at);
  });
  if (rows.length === 0) throw new CsvFileError([readingTexts.noRows]);
  if (rows.length > READING_LIMITS.maxRows) throw new CsvFileError([readingTexts.tooManyRows(READING_LIMITS.maxRows)]);
  const columnName = (field: Field) => header.cells[index.get(field) ?? -1] ?? field;
  const problems: string[] = [];
  const cells = rows.map(({ cells: record, line }) => {
    if (record.length !== header.cells.length)
      problems.push(`regel ${line}: ${record.length} velden, maar de kopregel heeft er ${header.cells.length}`);
    const get = (field: Field) => (index.has(field) ? (record[index.get(field)!] ?? '').trim() : '');
    return { line, get };
  });
  const candidates: CandidateRow[] = cells.map(({ line, get }) => {
    const high = get('electricity');
    const low = get('electricityLow');
    return {
      line,
      date: { text: get('date'), column: columnName('date') },
      gas: { text: get('gas'), column: columnName('gas') },
      electricity: {
        text: high,
        column: columnName('electricity'),
        // DSMR-reader splits electricity over its two tariffs; the day's use is their sum.
        extra: index.has('electricityLow') ? { text: low, column: columnName('electricityLow') } : undefined,
      },
    };
  });
  const readings = checkReadings(candidates, {
    kind: rule.kind,
    number: rule.number,
    today,
    place: fileProblem,
    lineName: (line) => `regel ${line}`,
    problems,
  });
  if (problems.length > 0) throw new CsvFileError(problems);
  return { format, kind: rule.kind, readings };
}

/** Typed meter readings, with the same rules as a file; throws CsvFileError naming each row. */
export function checkTypedReadings(typed: readonly TypedReading[], today: string): ParsedReadings {
  const problems: string[] = [];
  const place: PlaceProblem = (line, column, message, value) =>
    `meterstand ${line}, ${column}: ${message}${value === '' ? ' (leeg)' : ` (nu: "${value}")`}`;
  const readings = checkReadings(
    typed.map((row, at) => ({
      line: at + 1,
      date: { text: row.date, column: 'datum' },
      gas: { text: String(row.gasM3), column: 'gasmeter' },
      electricity: { text: row.electricityKwh === null ? '' : String(row.electricityKwh), column: 'stroommeter' },
    })),
    { kind: 'meter', number: pointNumber, today, place, lineName: (line) => `meterstand ${line}`, problems },
  );
  if (problems.length > 0) throw new CsvFileError(problems);
  return { format: null, kind: 'meter', readings };
}

interface Cell {
  text: string;
  column: string;
}

interface CandidateRow {
  line: number;
  date: Cell;
  gas: Cell;
  electricity: Cell & { extra?: Cell | undefined };
}

/**
 * The rules every reading meets, typed or from a file: a real date from 2000 up to today, once; gas a number within
 * the meter's or a day's bounds; electricity optional. Meter readings must not go down from one date to the next,
 * nor climb faster than a home can burn gas.
 */
function checkReadings(
  rows: readonly CandidateRow[],
  options: {
    kind: ReadingKind;
    number: (text: string) => number | null;
    today: string;
    place: PlaceProblem;
    /** 'regel 12' in a file, 'meterstand 3' in the form. */
    lineName: (line: number) => string;
    problems: string[];
  },
): ParsedReading[] {
  const { kind, number, today, place, lineName, problems } = options;
  const seen = new Map<string, number>();
  const out: ParsedReading[] = [];
  const gasMax = kind === 'meter' ? READING_LIMITS.maxGasMeterM3 : READING_LIMITS.maxGasPerDayM3;
  const electricityMax =
    kind === 'meter' ? READING_LIMITS.maxElectricityMeterKwh : READING_LIMITS.maxElectricityPerDayKwh;
  for (const row of rows) {
    const before = problems.length;
    const bad = (cell: Cell, message: string) => problems.push(place(row.line, cell.column, message, cell.text));
    const date = readingDate(row.date.text);
    if (!date) bad(row.date, 'een datum zoals 31-01-2025 of 2025-01-31');
    else if (date < READING_LIMITS.firstDate || date > today)
      bad(row.date, `een datum van 1 januari 2000 tot en met vandaag (${dutchDate(today)})`);
    else if (seen.has(date)) bad(row.date, `deze datum staat ook op ${lineName(seen.get(date)!)}`);
    else seen.set(date, row.line);
    const gas = number(row.gas.text);
    if (gas === null || !Number.isFinite(gas) || gas < 0 || gas > gasMax)
      bad(
        row.gas,
        kind === 'meter'
          ? 'de stand van de gasmeter in m³, een getal van 0 tot 99.999'
          : `het gasverbruik van die dag in m³, een getal van 0 tot ${gasMax}`,
      );
    let electricity: number | null = null;
    for (const cell of [row.electricity, row.electricity.extra]) {
      if (!cell || cell.text === '') continue;
      const value = number(cell.text);
      if (value === null || !Number.isFinite(value) || value < 0 || value > electricityMax)
        bad(
          cell,
          kind === 'meter'
            ? 'de stand van de stroommeter in kWh, een getal van 0 of meer'
            : `het stroomverbruik van die dag in kWh, een getal van 0 tot ${electricityMax}`,
        );
      else electricity = (electricity ?? 0) + value;
    }
    if (problems.length === before && date && gas !== null)
      out.push({ line: row.line, date, gasM3: gas, electricityKwh: electricity });
  }
  if (kind === 'meter') checkMeterSeries(out, rows, place, lineName, problems);
  return out.sort((a, b) => a.date.localeCompare(b.date));
}

/** A meter's counter only climbs, and not faster than a home can use gas. */
function checkMeterSeries(
  readings: ParsedReading[],
  rows: readonly CandidateRow[],
  place: PlaceProblem,
  lineName: (line: number) => string,
  problems: string[],
) {
  const byLine = new Map(rows.map((row) => [row.line, row]));
  const sorted = [...readings].sort((a, b) => a.date.localeCompare(b.date));
  for (let i = 1; i < sorted.length; i++) {
    const [previous, current] = [sorted[i - 1]!, sorted[i]!];
    const cell = byLine.get(current.line)!.gas;
    if (current.gasM3 < previous.gasM3)
      problems.push(
        place(
          current.line,
          cell.column,
          `lager dan de stand van ${dutchDate(previous.date)} (${lineName(previous.line)}); een gasmeter telt alleen op`,
          cell.text,
        ),
      );
    else if (current.gasM3 - previous.gasM3 > READING_LIMITS.maxGasPerDayM3 * daysBetween(previous.date, current.date))
      problems.push(
        place(
          current.line,
          cell.column,
          `meer dan ${withUnit(READING_LIMITS.maxGasPerDayM3, 'm³')} per dag sinds ${dutchDate(previous.date)}; klopt de komma?`,
          cell.text,
        ),
      );
  }
}

/** What repeats in a list of problems, summed up. */
export const summaryOf = (problems: readonly string[]) => summariseFileProblems(problems);
