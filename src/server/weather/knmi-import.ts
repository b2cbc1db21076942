import fs from 'node:fs';
import path from 'node:path';
import {
  campaignFileProblemIn,
  summariseFileProblems,
  type CampaignFileProblem,
} from '../../contract/file-problems.ts';
import { knmiProblemIn, parseKnmiDaily, type KnmiProblem } from '../../contract/knmi-daily.ts';
import type { Language } from '../../vocabulary/languages.ts';
import type { Db } from '../db/client.ts';
import { storeWeather, type StationPlace, type WeatherDay } from './weather.ts';

/**
 * KNMI's daily-data file ('etmaalgegevens') into the store (issue #39.2), for the console, the CLI and the demo.
 * The file is read by the contract's one parser (`parseKnmiDaily`); a file with any bad line is refused whole,
 * every problem named by line and column. Where a station stands comes from the file's own header block, or, for
 * a copy without it, from the stations the repository ships (content/weather/knmi/stations.json).
 */

export interface KnmiImport {
  stations: StationPlace[];
  days: WeatherDay[];
}

/** A KNMI file refused: the parser's problems and the import's own, said in a language when answered (record 0154). */
export class KnmiFileError extends Error {
  constructor(readonly found: readonly (KnmiProblem | CampaignFileProblem)[]) {
    super(
      `${found.length} ${found.length === 1 ? 'probleem' : 'problemen'} in het KNMI-bestand; er is niets ingelezen.`,
    );
  }

  problemsIn(language: Language): string[] {
    return this.found.map((problem) =>
      'code' in problem ? knmiProblemIn(language, problem) : campaignFileProblemIn(language, problem),
    );
  }

  summaryIn(language: Language): string[] {
    return summariseFileProblems(this.problemsIn(language), language);
  }

  /** In Dutch, as the CLI prints them. */
  get problems(): string[] {
    return this.problemsIn('nl');
  }

  get summary(): string[] {
    return this.summaryIn('nl');
  }
}

/** The stations the repository ships, by number, with where they stand. */
export interface ShippedStation extends StationPlace {
  file: string;
}

/** content/weather/knmi/stations.json, read once per content folder. */
const shippedCache = new Map<string, ShippedStation[]>();
export function shippedStations(contentDir: string): ShippedStation[] {
  const cached = shippedCache.get(contentDir);
  if (cached) return cached;
  const file = path.join(contentDir, 'weather', 'knmi', 'stations.json');
  const list = fs.existsSync(file)
    ? (
        JSON.parse(fs.readFileSync(file, 'utf8')) as {
          stations: { number: number; name: string; lat: number; lon: number; file: string }[];
        }
      ).stations.map((s) => ({ code: s.number, name: s.name, latitude: s.lat, longitude: s.lon, file: s.file }))
    : [];
  shippedCache.set(contentDir, list);
  return list;
}

/** A station's name as a resident reads it: 'DE BILT' in KNMI's header becomes 'De Bilt'. */
const stationName = (name: string) =>
  name
    .toLowerCase()
    .replace(/(^|[\s-])(\p{L})/gu, (_, before: string, letter: string) => before + letter.toUpperCase());

/** The stations and days of a KNMI file; throws KnmiFileError listing every problem. */
export function readKnmiFile(text: string, known: readonly StationPlace[]): KnmiImport {
  const file = parseKnmiDaily(text);
  const problems: (KnmiProblem | CampaignFileProblem)[] = [...file.problems];
  const stations = new Map<number, StationPlace>();
  const unknownReported = new Set<number>();
  for (const day of file.days) {
    if (stations.has(day.station) || unknownReported.has(day.station)) continue;
    const header = file.stations.find((s) => s.number === day.station);
    const place = header
      ? { code: header.number, name: stationName(header.name), latitude: header.lat, longitude: header.lon }
      : known.find((s) => s.code === day.station);
    if (place) stations.set(day.station, place);
    else {
      unknownReported.add(day.station);
      problems.push({ line: day.line, column: 'STN', id: 'unknownStation', found: String(day.station) });
    }
  }
  if (problems.length > 0) throw new KnmiFileError(problems);
  // A day without a mean is KNMI's own gap: nothing to store, and the fit leaves that day out.
  const days = file.days
    .filter((d) => d.meanC !== null)
    .map((d) => ({ station: d.station, date: d.date, meanC: d.meanC! }));
  if (days.length === 0) throw new KnmiFileError([{ id: 'noMeanDays' }]);
  return { stations: [...stations.values()], days };
}

/** Reads and stores a KNMI file in one go (the CLI, the demo); throws KnmiFileError and stores nothing on a bad one. */
export async function importKnmiFile(db: Db, text: string, known: readonly StationPlace[], now: Date) {
  const parsed = readKnmiFile(text, known);
  await db.transaction(async (tx) => storeWeather(tx, parsed.stations, parsed.days, now));
  return parsed;
}

/** Every station file the repository ships, stored: the demo's campaign works offline with them. */
export async function loadShippedWeather(db: Db, contentDir: string, now: Date): Promise<number> {
  const shipped = shippedStations(contentDir);
  let days = 0;
  for (const station of shipped) {
    const file = path.join(contentDir, 'weather', 'knmi', station.file);
    if (!fs.existsSync(file)) continue;
    days += (await importKnmiFile(db, fs.readFileSync(file, 'utf8'), shipped, now)).days.length;
  }
  return days;
}
