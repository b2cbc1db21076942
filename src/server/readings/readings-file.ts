import { parseDutchNumber } from '../../contract/dutch-number.ts';
import { fileProblem, summariseFileProblems, withValueIn } from '../../contract/file-problems.ts';
import { sayIn } from '../../contract/messages.ts';
import {
  READING_LIMITS,
  readingProblems,
  type ReadingFormat,
  type ReadingKind,
  type TypedReading,
} from '../../contract/readings.ts';
import type { Language } from '../../vocabulary/languages.ts';
import { csvKey, csvRecords, CsvFileError } from '../campaign-files/csv-file.ts';
import { withUnit } from '../../vocabulary/units.ts';

/**
 * A resident's readings file (issue #39.1), its format found from the header line (docs/readings-formats.md):
 *
 * - `buurtwarmteMeter`: meter readings, `datum;gas_m3[;stroom_kwh]`, Dutch numbers (decimal comma);
 * - `buurtwarmteDaily`: use per day, `datum;gasverbruik_m3[;stroomverbruik_kwh]`, as a supplier's app shows it;
 * - `dsmrReaderDay`: DSMR-reader's day statistics by its model's field names (`day`, `gas`, `electricity1`,
 *   `electricity2`, … in any order), numbers with a decimal point as Python writes them;
 * - `dsmrReaderExport`: DSMR-reader's own CSV export of day statistics, whose header is the fields' names as its
 *   screens show them, in English ('Date', 'Gas Diff', …) or Dutch ('Datum', 'Gas Verbruikt', …);
 * - `homeWizardGas`: the HomeWizard Energy app's CSV export of a P1 meter's gas, `time,Total gas used`: the gas
 *   meter's counter every quarter of an hour, empty where the meter sent nothing;
 * - `p1MonitorDay`: P1 Monitor's (ztatz.nl) Excel export of its table `e_history_dag` saved as CSV: `TIMESTAMP`,
 *   `VERBR_GAS_X` (the day's gas use), `VERBR_KWH_X` (the day's electricity use), with the separators and decimals
 *   of the spreadsheet that saved it;
 * - `engieHourly`: ENGIE's export, `"Datum","EAN","Verbruik","Type","Piek"`, the use of every hour a row per kind:
 *   each whole day's hours summed into its use.
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

type Field = 'date' | 'gas' | 'electricity' | 'electricityLow' | 'type';

interface FormatRule {
  kind: ReadingKind;
  headers: Partial<Record<Field, string[]>>;
  /** DSMR-reader writes Python decimals ('4.512' is four and a half m³); the Dutch formats a decimal comma. */
  number: (text: string) => number | null;
  /**
   * Several rows a day: HomeWizard writes the counter every quarter of an hour (`firstOfDay`: the day's first
   * reading is its meter reading); ENGIE writes the use of every hour, a row per kind (`sumOfHours`: a day's use is
   * the sum of its hours). Without it, a row is a day.
   */
  days?: 'firstOfDay' | 'sumOfHours';
}

const dutchNumber = (text: string) => parseDutchNumber(text);
const pointNumber = (text: string) => (/^-?\d+(\.\d+)?$/.test(text.trim()) ? Number(text.trim()) : null);
/**
 * A number as a spreadsheet saved it: with a comma in it as Dutch Excel writes ('4,512'), else with a decimal point
 * as an English spreadsheet does ('4.512' is four and a half, never four thousand).
 */
export const spreadsheetNumber = (text: string) => (text.includes(',') ? parseDutchNumber(text) : pointNumber(text));

/** The most rows a day a format writes: HomeWizard's quarters of an hour (ENGIE's hours of three kinds: 75). */
const ROWS_PER_DAY = 96;

/** The formats read from a CSV; the Excel workbook has its reader in readings-workbook.ts. */
type CsvReadingFormat = Exclude<ReadingFormat, 'enecoVerbruik'>;

const FORMATS: Record<CsvReadingFormat, FormatRule> = {
  dsmrReaderDay: {
    kind: 'dailyUse',
    headers: { date: ['day'], gas: ['gas'], electricity: ['electricity1'], electricityLow: ['electricity2'] },
    number: pointNumber,
  },
  dsmrReaderExport: {
    kind: 'dailyUse',
    // The verbose names of DayStatistics' fields, title-cased, in English or in DSMR-reader's Dutch translation.
    headers: {
      date: ['date', 'datum'],
      gas: ['gasdiff', 'gasverbruikt'],
      electricity: ['electricitytariff1diff', 'elektriciteittarief1verbruikt'],
      electricityLow: ['electricitytariff2diff', 'elektriciteittarief2verbruikt'],
    },
    number: pointNumber,
  },
  homeWizardGas: {
    kind: 'meter',
    headers: { date: ['time'], gas: ['totalgasused'] },
    number: pointNumber,
    days: 'firstOfDay',
  },
  engieHourly: {
    kind: 'dailyUse',
    // One value column for every kind: `gas` names it here, and `type` says whose hour it is.
    headers: { date: ['datum'], gas: ['verbruik'], type: ['type'] },
    number: pointNumber,
    days: 'sumOfHours',
  },
  p1MonitorDay: {
    kind: 'dailyUse',
    headers: { date: ['timestamp'], gas: ['verbrgasx'], electricity: ['verbrkwhx'] },
    number: spreadsheetNumber,
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

/**
 * The format whose date and gas columns the header names. Each format's gas column has names of its own, so a real
 * export matches one format; the order only settles a made-up header that names two.
 */
function formatOf(header: string[]): CsvReadingFormat | null {
  const keys = header.map(csvKey);
  const order = [
    'dsmrReaderDay',
    'dsmrReaderExport',
    'homeWizardGas',
    'p1MonitorDay',
    'engieHourly',
    'buurtwarmteDaily',
    'buurtwarmteMeter',
  ] as const;
  const names = order.filter((format) => {
    const { headers } = FORMATS[format];
    const named = (field: Field) => keys.some((k) => headers[field]!.includes(k));
    return named('date') && named('gas') && (!headers.type || named('type'));
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

/** A problem of readingProblems in the reader's language, its {placeholders} filled in. */
export const sayer =
  (language: Language) =>
  (id: keyof typeof readingProblems, values: Record<string, string | number> = {}) =>
    sayIn(
      language,
      readingProblems[id],
      Object.fromEntries(Object.entries(values).map(([key, value]) => [key, String(value)])),
    );

/** The readings in a file; throws CsvFileError listing every problem, in the reader's language (record 0150). */
export function parseReadingsFile(input: string, today: string, language: Language = 'nl'): ParsedReadings {
  const say = sayer(language);
  const records = csvRecords(input);
  const [header, ...rows] = records;
  if (!header || header.cells.every((c) => c.trim() === '')) throw new CsvFileError([say('emptyFile')]);
  const format = formatOf(header.cells);
  if (!format) throw new CsvFileError([say('unknownFormat')]);
  const rule = FORMATS[format];
  const index = new Map<Field, number>();
  header.cells.forEach((name, at) => {
    const field = (Object.keys(rule.headers) as Field[]).find((f) => rule.headers[f]!.includes(csvKey(name)));
    if (field && !index.has(field)) index.set(field, at);
  });
  if (rows.length === 0) throw new CsvFileError([say('noRows')]);
  const maxRows = READING_LIMITS.maxRows * (rule.days ? ROWS_PER_DAY : 1);
  if (rows.length > maxRows) throw new CsvFileError([say('tooManyRows', { max: maxRows })]);
  const columnName = (field: Field) => header.cells[index.get(field) ?? -1] ?? field;
  const problems: string[] = [];
  const cells = rows.map(({ cells: record, line }) => {
    if (record.length !== header.cells.length)
      problems.push(say('fieldCount', { line, fields: record.length, header: header.cells.length }));
    const get = (field: Field) => (index.has(field) ? (record[index.get(field)!] ?? '').trim() : '');
    return { line, get };
  });
  const rowsAsDays = (): CandidateRow[] =>
    cells.map(({ line, get }) => {
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
  const place: PlaceProblem = (line, column, message, value) => fileProblem(line, column, message, value, language);
  const candidates =
    rule.days === 'sumOfHours'
      ? sumOfHours(cells, columnName, problems, language)
      : rule.days === 'firstOfDay'
        ? firstOfEachDay(rowsAsDays(), rule, problems, place, say)
        : rowsAsDays();
  const readings = checkReadings(candidates, {
    kind: rule.kind,
    number: rule.number,
    today,
    place,
    lineName: (line) => say('fileLine', { line }),
    say,
    problems,
  });
  if (problems.length > 0) throw new CsvFileError(problems);
  return { format, kind: rule.kind, readings };
}

/**
 * Of a file with a reading every quarter of an hour, each day's first reading: the counter at the start of the day,
 * which is what a meter reading on that date means. Empty cells (moments the meter sent nothing) are passed over;
 * every later reading of a day must still be a number, so a broken line is named even when its day has a good one.
 */
function firstOfEachDay(
  rows: readonly CandidateRow[],
  rule: FormatRule,
  problems: string[],
  place: PlaceProblem,
  say: Say,
): CandidateRow[] {
  // Rows without a date stay, so that checkReadings names them.
  const kept: CandidateRow[] = [];
  const byDate = new Map<string, CandidateRow[]>();
  for (const row of rows) {
    const date = readingDate(row.date.text);
    if (!date) kept.push(row);
    else if (row.gas.text !== '') {
      const day = byDate.get(date);
      if (day) day.push(row);
      else byDate.set(date, [row]);
    }
  }
  for (const day of byDate.values()) {
    // The same date written with the time of day ('2025-03-01 00:00', '… 00:15'): the text sorts by time.
    const [first, ...later] = [...day].sort((a, b) => a.date.text.localeCompare(b.date.text));
    kept.push(first!);
    for (const row of later) {
      const value = rule.number(row.gas.text);
      if (value === null || !Number.isFinite(value) || value < 0 || value > READING_LIMITS.maxGasMeterM3)
        problems.push(place(row.line, row.gas.column, say('gasMeter'), row.gas.text));
    }
  }
  return kept;
}

/** ENGIE's kinds of use: gas and electricity count, electricity returned to the grid is passed over. */
const ENGIE_TYPES = { gas: 'gas', elektriciteit: 'electricity', teruglevering: null } as const;

/**
 * ENGIE's export, a row for every hour and kind (`Type`: Gas, Elektriciteit, Teruglevering), the hour's use in
 * `Verbruik`: a day's use is the sum of its hours, by the local date of each hour's start. Only whole days count: a
 * day must have every hour of gas (23 or 25 on the days the clock moves, seen from the offsets), so a period that
 * starts or ends within a day is named rather than read as a day of little use.
 */
function sumOfHours(
  rows: readonly { line: number; get: (field: Field) => string }[],
  columnName: (field: Field) => string,
  problems: string[],
  language: Language,
): CandidateRow[] {
  const say = sayer(language);
  interface Day {
    line: number;
    date: string;
    gas: number;
    /** The day's first hour of gas, where a day that is not whole is named. */
    gasLine: number;
    gasHours: Set<string>;
    offsets: string[];
    electricity: number | null;
  }
  const days = new Map<string, Day>();
  const seen = new Map<string, number>();
  for (const { line, get } of rows) {
    const bad = (field: Field, message: string) =>
      problems.push(fileProblem(line, columnName(field), message, get(field), language));
    const date = readingDate(get('date'));
    const type = get('type').toLowerCase();
    const kind = Object.hasOwn(ENGIE_TYPES, type) ? ENGIE_TYPES[type as keyof typeof ENGIE_TYPES] : undefined;
    const value = pointNumber(get('gas'));
    if (!date) bad('date', say('hourDate'));
    if (kind === undefined) bad('type', say('hourType'));
    if (value === null || value < 0 || value > READING_LIMITS.maxGasPerDayM3)
      bad('gas', say('hourUse', { max: READING_LIMITS.maxGasPerDayM3 }));
    const hour = `${get('date')} ${type}`;
    if (date && kind !== undefined && seen.has(hour)) bad('date', say('hourTwice', { line: seen.get(hour)! }));
    else seen.set(hour, line);
    if (!date || !kind) continue;
    const day = days.get(date) ?? {
      line,
      date,
      gas: 0,
      gasLine: line,
      gasHours: new Set(),
      offsets: [],
      electricity: null,
    };
    days.set(date, day);
    // A bad value is named above; its hour still counts as present, so the day is not named twice.
    if (kind === 'gas') {
      if (day.gasHours.size === 0) day.gasLine = line;
      day.gasHours.add(get('date'));
      day.offsets.push(/[+-]\d{2}:?\d{2}$/.exec(get('date'))?.[0] ?? '');
    }
    if (value === null) continue;
    if (kind === 'gas') day.gas += value;
    else day.electricity = (day.electricity ?? 0) + value;
  }
  if (days.size > 0 && [...days.values()].every((day) => day.gasHours.size === 0))
    problems.push(say('noGasHours', { column: columnName('type') }));
  else
    for (const day of days.values()) {
      const hours = 24 + offsetHours(day.offsets[0]) - offsetHours(day.offsets.at(-1));
      if (day.gasHours.size !== hours)
        problems.push(
          say('partialDay', { line: day.gasLine, date: dutchDate(day.date), hours: day.gasHours.size, all: hours }),
        );
    }
  const thousandths = (value: number) => String(Math.round(value * 1000) / 1000);
  return [...days.values()].map((day) => ({
    line: day.line,
    date: { text: day.date, column: columnName('date') },
    gas: { text: thousandths(day.gas), column: columnName('gas') },
    electricity: { text: day.electricity === null ? '' : thousandths(day.electricity), column: columnName('gas') },
  }));
}

/** '+01:00' as hours east of UTC; 0 when the time has no offset. */
function offsetHours(offset: string | undefined): number {
  const match = /^([+-])(\d{2}):?(\d{2})$/.exec(offset ?? '');
  return match ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) + Number(match[3]) / 60) : 0;
}

/**
 * Typed meter readings, with the same rules as a file; throws CsvFileError naming each row, in the reader's
 * language (record 0150).
 */
export function checkTypedReadings(
  typed: readonly TypedReading[],
  today: string,
  language: Language = 'nl',
): ParsedReadings {
  const say = sayer(language);
  const problems: string[] = [];
  const place: PlaceProblem = (line, column, message, value) =>
    withValueIn(language, say('typedPlace', { line, column, message }), value);
  const readings = checkReadings(
    typed.map((row, at) => ({
      line: at + 1,
      date: { text: row.date, column: say('dateField') },
      gas: { text: String(row.gasM3), column: say('gasField') },
      electricity: {
        text: row.electricityKwh === null ? '' : String(row.electricityKwh),
        column: say('electricityField'),
      },
    })),
    { kind: 'meter', number: pointNumber, today, place, lineName: (line) => say('typedLine', { line }), say, problems },
  );
  if (problems.length > 0) throw new CsvFileError(problems);
  return { format: null, kind: 'meter', readings };
}

export type Say = ReturnType<typeof sayer>;

export interface Cell {
  text: string;
  column: string;
}

export interface CandidateRow {
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
export function checkReadings(
  rows: readonly CandidateRow[],
  options: {
    kind: ReadingKind;
    number: (text: string) => number | null;
    today: string;
    place: PlaceProblem;
    /** 'regel 12' in a file, 'meterstand 3' in the form. */
    lineName: (line: number) => string;
    say: Say;
    problems: string[];
  },
): ParsedReading[] {
  const { kind, number, today, place, lineName, say, problems } = options;
  const seen = new Map<string, number>();
  const out: ParsedReading[] = [];
  const gasMax = kind === 'meter' ? READING_LIMITS.maxGasMeterM3 : READING_LIMITS.maxGasPerDayM3;
  const electricityMax =
    kind === 'meter' ? READING_LIMITS.maxElectricityMeterKwh : READING_LIMITS.maxElectricityPerDayKwh;
  for (const row of rows) {
    const before = problems.length;
    const bad = (cell: Cell, message: string) => problems.push(place(row.line, cell.column, message, cell.text));
    const date = readingDate(row.date.text);
    if (!date) bad(row.date, say('date'));
    else if (date < READING_LIMITS.firstDate || date > today)
      bad(row.date, say('dateRange', { today: dutchDate(today) }));
    else if (seen.has(date)) bad(row.date, say('dateTwice', { place: lineName(seen.get(date)!) }));
    else seen.set(date, row.line);
    const gas = number(row.gas.text);
    if (gas === null || !Number.isFinite(gas) || gas < 0 || gas > gasMax)
      bad(row.gas, kind === 'meter' ? say('gasMeter') : say('gasDay', { max: gasMax }));
    let electricity: number | null = null;
    for (const cell of [row.electricity, row.electricity.extra]) {
      if (!cell || cell.text === '') continue;
      const value = number(cell.text);
      if (value === null || !Number.isFinite(value) || value < 0 || value > electricityMax)
        bad(cell, kind === 'meter' ? say('electricityMeter') : say('electricityDay', { max: electricityMax }));
      else electricity = (electricity ?? 0) + value;
    }
    if (problems.length === before && date && gas !== null)
      out.push({ line: row.line, date, gasM3: gas, electricityKwh: electricity });
  }
  if (kind === 'meter') checkMeterSeries(out, rows, place, lineName, say, problems);
  return out.sort((a, b) => a.date.localeCompare(b.date));
}

/** A meter's counter only climbs, and not faster than a home can use gas. */
function checkMeterSeries(
  readings: ParsedReading[],
  rows: readonly CandidateRow[],
  place: PlaceProblem,
  lineName: (line: number) => string,
  say: Say,
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
          say('meterDown', { date: dutchDate(previous.date), place: lineName(previous.line) }),
          cell.text,
        ),
      );
    else if (current.gasM3 - previous.gasM3 > READING_LIMITS.maxGasPerDayM3 * daysBetween(previous.date, current.date))
      problems.push(
        place(
          current.line,
          cell.column,
          say('meterTooFast', { max: withUnit(READING_LIMITS.maxGasPerDayM3, 'm³'), date: dutchDate(previous.date) }),
          cell.text,
        ),
      );
  }
}

/** What repeats in a list of problems, summed up in their language. */
export const summaryOf = (problems: readonly string[], language: Language = 'nl') =>
  summariseFileProblems(problems, language);
