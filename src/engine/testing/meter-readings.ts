import { analyseHouse } from '../analyse-house.ts';
import { currentHeatingSystem } from '../current-heating.ts';
import { defaultProfile } from '../default-profile.ts';
import { dayNumber, isoDate, type DailyTemperature, type MeterPeriod } from '../heat-signature.ts';
import type { CurrentHeating, DwellingType, HouseProfile } from '../types.ts';
import { DWELLING_TYPES } from '../../vocabulary/dwelling-types.ts';

/**
 * Meter readings generated from the engine's own model of a home over real KNMI weather, for the heat-signature
 * recovery tests and the bench (issue #39). Test support only; the weather is read by the caller (the shipped
 * files in content/weather/knmi/, through src/contract/knmi-daily.ts), so this stays free of I/O.
 */

/** Heating seasons (1 October – 1 May) a station's weather covers in full. */
export function heatingSeasons(weather: readonly DailyTemperature[]): { from: string; to: string }[] {
  const first = weather[0]!.date;
  const last = weather[weather.length - 1]!.date;
  const seasons: { from: string; to: string }[] = [];
  for (let year = 2000; year < 2040; year++) {
    const from = `${year}-10-01`;
    const to = `${year + 1}-05-01`;
    if (from >= first && to <= last) seasons.push({ from, to });
  }
  return seasons;
}

/** A seeded generator (mulberry32), so a failing home can be found again by its seed. */
export function seededRandom(seed: number): { next: () => number; normal: () => number } {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const normal = () => {
    const u = Math.max(1e-12, next());
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * next());
  };
  return { next, normal };
}

export interface GeneratedHome {
  profile: HouseProfile;
  /** The coefficient the readings were made with: the engine's model of the home's heat loss (W/K). */
  trueWPerK: number;
  balancePointC: number;
  /** The household's true baseload (m³/day), which the model's misses by up to 30 %. */
  baseloadM3PerDay: number;
  heating: CurrentHeating;
  station: number;
  /** Daily readings (one-day periods). */
  daily: MeterPeriod[];
  /** The same gas summed per calendar month. */
  monthly: MeterPeriod[];
}

export interface GenerateOptions {
  seed: number;
  /** Daily means per station; the home gets one of them. */
  weather: ReadonlyMap<number, readonly DailyTemperature[]>;
  station?: number;
  from?: string;
  to?: string;
  /** Relative daily noise on the heating gas (AR(1) with ρ = 0.5) and on the baseload (independent). */
  heatingNoise?: number;
  baseloadNoise?: number;
  /** From this date on, the home loses this share of its heat (a change of heating or insulation mid-period). */
  changeOn?: string;
  changeFactor?: number;
}

/**
 * One home drawn from the engine's model: a dwelling type and build year, its modelled heat loss as the true
 * coefficient, a balance point between 14 and 18 °C, the model's hot water and cooking (±30 %) as baseload, the boiler's
 * efficiency to turn heat into gas; then a day's gas for each day of the station's weather, with noise.
 */
export function generateHome(options: GenerateOptions): GeneratedHome {
  const random = seededRandom(options.seed);
  const dwellingType = DWELLING_TYPES[Math.floor(random.next() * DWELLING_TYPES.length)] as DwellingType;
  const buildYear = 1920 + Math.floor(random.next() * 100);
  const apartment = dwellingType.includes('apartment');
  const floorAreaM2 = Math.round((apartment ? 55 : 90) + random.next() * (apartment ? 50 : 90));
  const profile = defaultProfile({ buildYear, totalSurface: floorAreaM2, dwellingType, isMonument: false });
  const heating: CurrentHeating = random.next() < 0.8 ? 'condensing_boiler' : 'improved_boiler';
  const home: HouseProfile = { ...profile, currentHeating: heating };
  const house = analyseHouse(home);
  const system = currentHeatingSystem(heating);
  const trueWPerK = house.heatLoss.totalWPerK;
  const balancePointC = 14 + 4 * random.next();
  // The household's own hot water and cooking differ from the model's by up to 30 % either way.
  const baseloadM3PerDay =
    ((house.hotWaterKWh * system.hotWater.gasM3 + house.cookingNow.gasM3) / 365) * (0.7 + 0.6 * random.next());
  const stations = [...options.weather.keys()];
  const station = options.station ?? stations[Math.floor(random.next() * stations.length)]!;
  const weather = options.weather.get(station)!;
  const seasons = heatingSeasons(weather);
  const season = seasons[Math.floor(random.next() * seasons.length)]!;
  const from = options.from ?? season.from;
  const to = options.to ?? season.to;
  const heatingNoise = options.heatingNoise ?? 0.15;
  const baseloadNoise = options.baseloadNoise ?? 0.3;
  const change = options.changeOn === undefined ? Number.POSITIVE_INFINITY : dayNumber(options.changeOn);
  const gasPerWattDay = (24 / 1000) * system.space.gasM3;

  const daily: MeterPeriod[] = [];
  let ar = 0;
  for (const { date, meanC } of weather) {
    if (date < from || date >= to) continue;
    ar = 0.5 * ar + Math.sqrt(1 - 0.25) * random.normal();
    const h = dayNumber(date) >= change ? trueWPerK * (options.changeFactor ?? 1) : trueWPerK;
    const heat = Math.max(0, balancePointC - meanC) * h * gasPerWattDay * Math.max(0, 1 + heatingNoise * ar);
    const base = baseloadM3PerDay * Math.max(0, 1 + baseloadNoise * random.normal());
    daily.push({ start: date, end: isoDate(dayNumber(date) + 1), gasM3: heat + base });
  }
  return {
    profile: home,
    trueWPerK,
    balancePointC,
    baseloadM3PerDay,
    heating,
    station,
    daily,
    monthly: monthlyOf(daily),
  };
}

/** Daily readings summed per calendar month, as a resident who reads the meter on the first of each month has them. */
export function monthlyOf(daily: readonly MeterPeriod[]): MeterPeriod[] {
  const months = new Map<string, MeterPeriod>();
  for (const day of daily) {
    const key = day.start.slice(0, 7);
    const month = months.get(key);
    if (month) {
      month.gasM3 += day.gasM3;
      month.end = day.end;
    } else months.set(key, { start: day.start, end: day.end, gasM3: day.gasM3 });
  }
  return [...months.values()];
}
