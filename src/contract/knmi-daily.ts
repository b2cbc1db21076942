// KNMI's daily-data text format ('etmaalgegevens', etmgeg_<STN>.txt and what its daily-data service returns), read
// without I/O so the server's import, the CLI and the engine's tests read a file the same way (issue #39 point 2;
// content/weather/knmi/README.md). A header line '# STN,YYYYMMDD,   TG,…' names the columns; each row after it
// holds one station's day, values right-aligned in five characters, an empty field where KNMI has no value.
import { knmiProblemTexts } from './campaign-file-problems.ts';
import { fileProblem } from './file-problems.ts';
import type { Language } from '../vocabulary/languages.ts';

/** One day of one station: the mean temperature (TG) in °C and the global radiation (Q) in J/cm², null where KNMI has none. */
export interface KnmiDay {
  station: number;
  /** ISO date, YYYY-MM-DD. */
  date: string;
  meanC: number | null;
  globalRadiationJPerCm2: number | null;
  /** 1-based line of the file, for a problem found later (a day the campaign cannot use). */
  line: number;
}

/** A station as KNMI's header block prints it: '# 260:         5.180       52.100       1.90  DE BILT'. */
export interface KnmiStationHeader {
  number: number;
  name: string;
  lat: number;
  lon: number;
  altitudeM: number;
}

export type KnmiProblemCode =
  | 'no_header'
  | 'missing_column'
  | 'field_count'
  | 'station'
  | 'date'
  | 'number'
  | 'out_of_range'
  | 'duplicate_day'
  | 'no_days';

/** One problem of a file: the line (1-based), the column by KNMI's name and by position (1-based), and what is wrong. */
export interface KnmiProblem {
  line: number;
  column: string;
  columnNumber: number;
  code: KnmiProblemCode;
  value: string;
  /** Dutch, as the CLI shows it: 'regel 12, kolom TG: …'; `knmiProblemIn` says it in another language. */
  message: string;
}

export interface KnmiDailyFile {
  /** Stations of the header block, when the file has one (KNMI's service writes it; some copies drop it). */
  stations: KnmiStationHeader[];
  /** Column names of the header line, as KNMI spells them. */
  columns: string[];
  /** Every good row, in file order; empty when the file has no header. */
  days: KnmiDay[];
  /** Every problem, by line; a file with problems is refused as a whole by whoever imports it. */
  problems: KnmiProblem[];
}

const REQUIRED = ['STN', 'YYYYMMDD', 'TG'] as const;
/** Bounds a Dutch daily mean (0.1 °C) and a daily global radiation (J/cm²) stay within; outside is a broken file. */
const TG_RANGE = { min: -400, max: 450 };
const Q_RANGE = { min: 0, max: 4000 };

const STATION_LINE = /^#?\s*(\d{3}):\s+(-?\d+(?:\.\d+)?)\s+(-?\d+(?:\.\d+)?)\s+(-?\d+(?:\.\d+)?)\s+(.+?)\s*$/;
const INTEGER = /^-?\d+$/;

function problem(
  line: number,
  column: string,
  columnNumber: number,
  code: KnmiProblemCode,
  value: string,
): KnmiProblem {
  return {
    line,
    column,
    columnNumber,
    code,
    value,
    message: fileProblem(line, column, knmiProblemTexts[code].nl, value),
  };
}

/** A problem in a language (record 0154): the console's answer follows its reader's. */
export const knmiProblemIn = (language: Language, problem: KnmiProblem): string =>
  fileProblem(problem.line, problem.column, knmiProblemTexts[problem.code][language], problem.value, language);

function isHeader(text: string): boolean {
  return /^#?\s*STN\s*,\s*YYYYMMDD\s*,/.test(text);
}

function isoFromKnmi(value: string): string | null {
  if (!/^\d{8}$/.test(value)) return null;
  const y = Number(value.slice(0, 4));
  const m = Number(value.slice(4, 6));
  const d = Number(value.slice(6, 8));
  const leap = (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][m - 1];
  if (y < 1900 || days === undefined || d < 1 || d > days) return null;
  return `${value.slice(0, 4)}-${value.slice(4, 6)}-${value.slice(6, 8)}`;
}

/** A value in tenths or whole units: null for KNMI's empty field, NaN for anything else that is not an integer. */
function integerField(value: string): number | null {
  if (value === '') return null;
  return INTEGER.test(value) ? Number(value) : Number.NaN;
}

/**
 * Read a KNMI daily-data file. Lines before the header are KNMI's source note and legend (the station block is
 * read from them); blank lines and lines starting with '#' after it are skipped; each other line is one day.
 * Line ends may be '\n' or '\r\n'. Pure: never throws on bad input, every problem is returned with its line.
 */
export function parseKnmiDaily(text: string): KnmiDailyFile {
  const lines = text.split('\n');
  const stations: KnmiStationHeader[] = [];
  const problems: KnmiProblem[] = [];
  const days: KnmiDay[] = [];
  let columns: string[] = [];
  let headerLine = -1;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!.replace(/\r$/, '');
    if (isHeader(line)) {
      columns = line
        .replace(/^#/, '')
        .split(',')
        .map((c) => c.trim());
      headerLine = i + 1;
      break;
    }
    const station = STATION_LINE.exec(line);
    if (station)
      stations.push({
        number: Number(station[1]),
        lon: Number(station[2]),
        lat: Number(station[3]),
        altitudeM: Number(station[4]),
        name: station[5]!,
      });
  }
  if (headerLine < 0) {
    problems.push(problem(1, 'STN', 1, 'no_header', ''));
    return { stations, columns, days, problems };
  }
  let missing = false;
  for (const name of REQUIRED)
    if (!columns.includes(name)) {
      problems.push(problem(headerLine, name, columns.length + 1, 'missing_column', ''));
      missing = true;
    }
  if (missing) return { stations, columns, days, problems };

  const at = {
    station: columns.indexOf('STN'),
    date: columns.indexOf('YYYYMMDD'),
    tg: columns.indexOf('TG'),
    q: columns.indexOf('Q'),
  };
  const seen = new Set<string>();
  for (let i = headerLine; i < lines.length; i++) {
    const line = lines[i]!.replace(/\r$/, '');
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue;
    const lineNumber = i + 1;
    const fields = line.split(',').map((f) => f.trim());
    if (fields.length !== columns.length) {
      // Too few fields: name the first one missing; too many: the place after the last column.
      const short = fields.length < columns.length;
      const column = short ? columns[fields.length]! : columns[columns.length - 1]!;
      problems.push(
        problem(lineNumber, column, short ? fields.length + 1 : columns.length + 1, 'field_count', line.trim()),
      );
      continue;
    }
    const before = problems.length;
    const stationText = fields[at.station]!;
    const station = /^\d+$/.test(stationText) ? Number(stationText) : Number.NaN;
    if (!Number.isFinite(station)) problems.push(problem(lineNumber, 'STN', at.station + 1, 'station', stationText));
    const dateText = fields[at.date]!;
    const date = isoFromKnmi(dateText);
    if (date === null) problems.push(problem(lineNumber, 'YYYYMMDD', at.date + 1, 'date', dateText));
    const tgText = fields[at.tg]!;
    const tg = integerField(tgText);
    if (tg !== null && Number.isNaN(tg)) problems.push(problem(lineNumber, 'TG', at.tg + 1, 'number', tgText));
    else if (tg !== null && (tg < TG_RANGE.min || tg > TG_RANGE.max))
      problems.push(problem(lineNumber, 'TG', at.tg + 1, 'out_of_range', tgText));
    let q: number | null = null;
    if (at.q >= 0) {
      const qText = fields[at.q]!;
      q = integerField(qText);
      if (q !== null && Number.isNaN(q)) problems.push(problem(lineNumber, 'Q', at.q + 1, 'number', qText));
      else if (q !== null && (q < Q_RANGE.min || q > Q_RANGE.max))
        problems.push(problem(lineNumber, 'Q', at.q + 1, 'out_of_range', qText));
    }
    if (problems.length > before || date === null) continue;
    const key = `${station}:${date}`;
    if (seen.has(key)) {
      problems.push(problem(lineNumber, 'YYYYMMDD', at.date + 1, 'duplicate_day', dateText));
      continue;
    }
    seen.add(key);
    days.push({
      station,
      date,
      meanC: tg === null ? null : tg / 10,
      globalRadiationJPerCm2: q,
      line: lineNumber,
    });
  }
  if (days.length === 0 && problems.length === 0)
    problems.push(problem(headerLine, 'YYYYMMDD', at.date + 1, 'no_days', ''));
  return { stations, columns, days, problems };
}

/** The daily means of one station, days without a mean left out: what the engine's heat-signature fit takes. */
export function knmiDailyMeans(file: KnmiDailyFile, station: number): { date: string; meanC: number }[] {
  const means: { date: string; meanC: number }[] = [];
  for (const day of file.days)
    if (day.station === station && day.meanC !== null) means.push({ date: day.date, meanC: day.meanC });
  return means;
}
