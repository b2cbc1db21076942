// The home as measured: its heat-loss coefficient from the resident's gas readings against the weather
// (issue #39; docs/decisions/0132-heat-signature-from-meter-readings.md, 0166 for the weighted fit). Variable-base
// degree days as PRISM fits them, judged as ASHRAE Guideline 14 judges a baseline model. Pure: readings and
// temperatures in, a fit or a reason to refuse out.
import { analyseHouse } from './analyse-house.ts';
import { currentHeatingSystem } from './current-heating.ts';
import { CURRENT_HEATING } from './reference/efficiencies.ts';
import { DEGREE_DAYS_NORMAL_YEAR } from './reference/climate.ts';
import {
  SIGNATURE_BALANCE_POINT_C,
  SIGNATURE_BAND,
  SIGNATURE_CHANGE_TEST,
  SIGNATURE_COVERAGE,
  SIGNATURE_FIT_LIMITS,
} from './reference/heat-signature.ts';
import type { CurrentHeating, HouseProfile, MeasuredHeatLoss } from './types.ts';

/** One meter reading turned into use: gas burnt from `start` (ISO date, inclusive) to `end` (ISO date, exclusive). */
export interface MeterPeriod {
  start: string;
  end: string;
  gasM3: number;
}

/** A day's mean outdoor temperature (KNMI's TG, in °C) at the campaign's station. */
export interface DailyTemperature {
  date: string;
  meanC: number;
}

export interface HeatSignatureInput {
  /** Daily readings are one-day periods, monthly readings month periods; any order, never overlapping. */
  periods: readonly MeterPeriod[];
  /**
   * The station's daily means; days missing here leave their periods out. Pass the station's whole record, not
   * only the readings' days: the normal year's degree days at the fitted balance point take their shape from it.
   */
  temperatures: readonly DailyTemperature[];
  /** The home's heating during the readings: only a boiler that heats with gas alone can be measured this way. */
  currentHeating: CurrentHeating;
  /** The balance temperature to use (°C), e.g. the model's; absent, it is fitted. */
  balancePointC?: number;
  /**
   * The model's baseload (hot water and cooking gas, m³/day; modelBaseloadM3PerDay). Used only when the readings
   * cannot separate the baseload themselves — no warm weeks among them, as with monthly readings over a heating
   * season alone — so the balance point and the slope are not traded against an unknown intercept.
   */
  modelBaseloadM3PerDay?: number;
  /** Dates (ISO) on which the heating or the envelope changed, as the resident told; one inside the readings refuses. */
  changes?: readonly string[];
}

/** Why a fit was refused; the contract turns each into a sentence in plain Dutch. */
export type HeatSignatureRefusal =
  /** The heating is not a gas boiler alone (a hybrid, a heat pump, a heat net, electric). */
  | 'not_gas_heating'
  /** A reading ends before it starts, overlaps another, has no valid date or a negative or non-finite use. */
  | 'invalid_periods'
  /** Too many of the readings' days have no temperature at the station. */
  | 'no_weather'
  /** Fewer periods or days than a fit needs. */
  | 'too_few_periods'
  /** Too few heating degree days or cold periods: summer readings say nothing about heat loss. */
  | 'too_warm'
  /** The heating or the home changed within the readings (told, or seen as a break in the slope). */
  | 'heating_changed'
  /** The readings do not follow the weather well enough (R², CV(RMSE)), or the slope is not positive. */
  | 'poor_fit';

/** One reading in the chart: use per day against the mean outdoor temperature, with the fitted line's value. */
export interface SignaturePoint {
  start: string;
  end: string;
  days: number;
  meanOutdoorC: number;
  gasM3PerDay: number;
  fittedM3PerDay: number;
}

export interface HeatSignatureFit {
  ok: true;
  /** The home's measured heat-loss coefficient (W/K): useful heat per degree the outside is below the balance point. */
  heatLossWPerK: number;
  /** Two-sided band (SIGNATURE_BAND's confidence) on heatLossWPerK. */
  heatLossLowWPerK: number;
  heatLossHighWPerK: number;
  /** Outdoor temperature above which the home needs no heating (°C), fitted or given. */
  balancePointC: number;
  balancePointFitted: boolean;
  /** Gas per day that does not follow the weather: hot water and cooking (m³/day). */
  baseloadM3PerDay: number;
  /** False when the readings could not separate it and the model's baseload was used. */
  baseloadFitted: boolean;
  /** Gas for heating per degree day below the balance point (m³/K·day). */
  heatingM3PerDegreeDay: number;
  /** Relative standard deviation of heatLossWPerK (the band's half width over its t, over the coefficient). */
  heatLossRelativeSd: number;
  /** Heating gas in a normal year (m³): the slope times the normal year's degree days at the balance point. */
  normalYearHeatingGasM3: number;
  /** The same as useful heat (kWh), by the boiler's seasonal efficiency. */
  normalYearSpaceHeatKWh: number;
  /** Goodness of fit on use per day (ASHRAE Guideline 14): R², CV(RMSE), NMBE. */
  r2: number;
  cvRmse: number;
  nmbe: number;
  /** 'daily' when the readings are mostly single days; 'periods' for weekly, monthly or longer readings. */
  resolution: 'daily' | 'periods';
  periodCount: number;
  dayCount: number;
  /** First day and the day after the last of the readings used. */
  from: string;
  to: string;
  points: SignaturePoint[];
}

export interface HeatSignatureRefused {
  ok: false;
  reason: HeatSignatureRefusal;
  /** The figure that decided it, for the Dutch sentence (e.g. the R², the degree days, the number of periods). */
  value: number | null;
}

export type HeatSignatureResult = HeatSignatureFit | HeatSignatureRefused;

// ---------------------------------------------------------------------------------------------------------------
// Calendar days without Date (the engine has no clock): days since 1970-01-01 of a proleptic Gregorian date.

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Days since 1970-01-01, or NaN for anything but a real calendar date 'YYYY-MM-DD'. */
export function dayNumber(iso: string): number {
  const match = ISO_DATE.exec(iso);
  if (!match) return Number.NaN;
  const y = Number(match[1]);
  const m = Number(match[2]);
  const d = Number(match[3]);
  if (m < 1 || m > 12 || d < 1 || d > daysInMonth(y, m)) return Number.NaN;
  // Howard Hinnant's days_from_civil.
  const yy = m <= 2 ? y - 1 : y;
  const era = Math.floor(yy / 400);
  const yoe = yy - era * 400;
  const doy = Math.floor((153 * (m + (m > 2 ? -3 : 9)) + 2) / 5) + d - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

/** The ISO date of a day number (inverse of dayNumber). */
export function isoDate(day: number): string {
  const z = day + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const d = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const m = mp < 10 ? mp + 3 : mp - 9;
  const y = yoe + era * 400 + (m <= 2 ? 1 : 0);
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

function daysInMonth(y: number, m: number): number {
  if (m === 2) return (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0 ? 29 : 28;
  return m === 4 || m === 6 || m === 9 || m === 11 ? 30 : 31;
}

// ---------------------------------------------------------------------------------------------------------------

/** A reading with the outdoor temperatures of its days. */
interface Period {
  start: number;
  end: number;
  days: number;
  gasM3: number;
  /** Mean temperatures of the days that have one. */
  temps: Float64Array;
}

/** One half's line in the change test: least squares of use per day on degree days per day, weighted by days. */
interface Line {
  slope: number;
  /** Standard error of the slope, from the residuals (ordinary least squares). */
  slopeSe: number;
  /** Residuals per period (use per day), in order. */
  residuals: Float64Array;
}

/** Degree days per day of a period at a balance point: its days' mean of max(0, base − T). */
function degreeDaysPerDay(period: Period, base: number): number {
  const temps = period.temps;
  let sum = 0;
  for (let i = 0; i < temps.length; i++) {
    const d = base - temps[i]!;
    if (d > 0) sum += d;
  }
  return sum / temps.length;
}

/**
 * Use per day = intercept + slope × degree days per day, each period weighted by its days (PRISM's weighting:
 * a month says more than a day). A negative intercept is not a baseload, so the line then goes through zero.
 * The change test's halves keep this plain fit, so its false-alarm rate stays the one record 0132 set it for.
 */
function fitLine(
  periods: readonly Period[],
  include: (index: number) => boolean,
  base: number,
  fixedIntercept: number | undefined,
): Line | null {
  let sw = 0;
  let sx = 0;
  let sy = 0;
  let sxx = 0;
  let sxy = 0;
  let n = 0;
  const xs = new Float64Array(periods.length);
  for (let i = 0; i < periods.length; i++) {
    const p = periods[i]!;
    const x = degreeDaysPerDay(p, base);
    xs[i] = x;
    if (!include(i)) continue;
    const y = p.gasM3 / p.days;
    const w = p.days;
    sw += w;
    sx += w * x;
    sy += w * y;
    sxx += w * x * x;
    sxy += w * x * y;
    n++;
  }
  if (n < 3 || sw <= 0) return null;
  const varX = sxx - (sx * sx) / sw;
  if (varX <= 1e-12) return null;
  let slope = (sxy - (sx * sy) / sw) / varX;
  let intercept = (sy - slope * sx) / sw;
  let parameters = 2;
  if (fixedIntercept !== undefined || intercept < 0) {
    intercept = fixedIntercept ?? 0;
    slope = sxx > 0 ? (sxy - intercept * sx) / sxx : 0;
    parameters = 1;
  }
  const residuals = new Float64Array(periods.length);
  let sse = 0;
  for (let i = 0; i < periods.length; i++) {
    const p = periods[i]!;
    const r = p.gasM3 / p.days - intercept - slope * xs[i]!;
    residuals[i] = r;
    if (include(i)) sse += p.days * r * r;
  }
  const dof = Math.max(1, n - parameters);
  const spread = parameters === 2 ? varX : sxx;
  const slopeSe = Math.sqrt(sse / dof / spread);
  return { slope, slopeSe, residuals };
}

const ALL = () => true;

/** What the fit holds fixed: a given balance point, the model's baseload. */
interface Fixed {
  balancePointC: number | undefined;
  baseloadM3PerDay: number | undefined;
}

/**
 * How much each reading says, for generalised least squares: the standard deviation of its use per day (up to a
 * common factor) and the lag-one autocorrelation of consecutive days' standardised errors.
 */
interface Weighting {
  sd: Float64Array;
  rho: number;
}

/** Sums of the transformed regression (constant c, degree days d, use z) of one block of periods. */
interface Sums {
  n: number;
  cc: number;
  cd: number;
  dd: number;
  cz: number;
  dz: number;
  zz: number;
}

const emptySums = (): Sums => ({ n: 0, cc: 0, cd: 0, dd: 0, cz: 0, dz: 0, zz: 0 });

interface Solved {
  intercept: number;
  slope: number;
  sse: number;
  /** Standard error of the slope from the transformed residuals. */
  slopeSe: number;
  parameters: number;
}

/**
 * The generalised least-squares line through transformed sums: use per day = intercept + slope × degree days per
 * day. A negative intercept is not a baseload, so the line then goes through zero (or the fixed baseload).
 */
function solve(s: Sums, fixedIntercept: number | undefined): Solved | null {
  if (s.n < 3) return null;
  const det = s.cc * s.dd - s.cd * s.cd;
  if (fixedIntercept === undefined && det > 1e-12 * s.cc * s.dd) {
    const intercept = (s.dd * s.cz - s.cd * s.dz) / det;
    if (intercept >= 0) {
      const slope = (s.cc * s.dz - s.cd * s.cz) / det;
      const sse = Math.max(0, s.zz - intercept * s.cz - slope * s.dz);
      const slopeSe = Math.sqrt((sse / Math.max(1, s.n - 2)) * (s.cc / det));
      return { intercept, slope, sse, slopeSe, parameters: 2 };
    }
  }
  if (s.dd <= 1e-12) return null;
  const a = fixedIntercept ?? 0;
  const slope = (s.dz - a * s.cd) / s.dd;
  const sse = Math.max(0, s.zz - 2 * a * s.cz + a * a * s.cc - slope * (s.dz - a * s.cd));
  return { intercept: a, slope, sse, slopeSe: Math.sqrt(sse / Math.max(1, s.n - 1) / s.dd), parameters: 1 };
}

/** Each period's degree days per day at each balance point searched, summed once over its days. */
function degreeDaysByBase(periods: readonly Period[], bases: readonly number[]): Float64Array[] {
  return bases.map((base) => Float64Array.from(periods, (p) => degreeDaysPerDay(p, base)));
}

/** The line at one balance point, with each of the jackknife's blocks left out. */
interface Searched {
  base: number;
  x: Float64Array;
  line: Solved;
  leftOutSlopes: (number | null)[];
}

/**
 * The balance point of least (transformed) squared error over the searched range, or the given one, for all
 * periods and for each of `blocks` contiguous blocks left out (the jackknife), from per-block sums: leaving a block
 * out costs no second pass.
 */
function searchBalancePoint(
  periods: readonly Period[],
  bases: readonly number[],
  degreeDays: readonly Float64Array[],
  weighting: Weighting,
  fixed: Fixed,
  blocks: number,
): Searched | null {
  const n = periods.length;
  const blockOf = new Int32Array(n);
  for (let b = 0; b < blocks; b++)
    for (let i = Math.floor((b * n) / blocks); i < Math.floor(((b + 1) * n) / blocks); i++) blockOf[i] = b;
  const { sd, rho } = weighting;
  const first = Math.sqrt(1 - rho * rho);
  let best: Searched | null = null;
  const leftOut: { slope: number; sse: number }[] = Array.from({ length: blocks }, () => ({ slope: 0, sse: Infinity }));
  const sums: Sums[] = Array.from({ length: blocks }, emptySums);
  for (let k = 0; k < bases.length; k++) {
    const x = degreeDays[k]!;
    for (const s of sums) {
      s.n = 0;
      s.cc = s.cd = s.dd = s.cz = s.dz = s.zz = 0;
    }
    for (let i = 0; i < n; i++) {
      const p = periods[i]!;
      // Prais–Winsten: a day that follows the one before loses the part of its error carried over from it.
      let c: number;
      let d: number;
      let z: number;
      if (rho > 0 && i > 0 && periods[i - 1]!.end === p.start) {
        const q = periods[i - 1]!;
        const ratio = rho / sd[i - 1]!;
        c = 1 / sd[i]! - ratio;
        d = x[i]! / sd[i]! - ratio * x[i - 1]!;
        z = p.gasM3 / p.days / sd[i]! - (ratio * q.gasM3) / q.days;
      } else {
        const scale = (rho > 0 ? first : 1) / sd[i]!;
        c = scale;
        d = scale * x[i]!;
        z = (scale * p.gasM3) / p.days;
      }
      const s = sums[blockOf[i]!]!;
      s.n++;
      s.cc += c * c;
      s.cd += c * d;
      s.dd += d * d;
      s.cz += c * z;
      s.dz += d * z;
      s.zz += z * z;
    }
    const total = emptySums();
    for (const s of sums) {
      total.n += s.n;
      total.cc += s.cc;
      total.cd += s.cd;
      total.dd += s.dd;
      total.cz += s.cz;
      total.dz += s.dz;
      total.zz += s.zz;
    }
    const all = solve(total, fixed.baseloadM3PerDay);
    if (all && all.slope > 0 && (best === null || all.sse < best.line.sse))
      best = { base: bases[k]!, x, line: all, leftOutSlopes: [] };
    for (let b = 0; b < blocks; b++) {
      const s = sums[b]!;
      const rest: Sums = {
        n: total.n - s.n,
        cc: total.cc - s.cc,
        cd: total.cd - s.cd,
        dd: total.dd - s.dd,
        cz: total.cz - s.cz,
        dz: total.dz - s.dz,
        zz: total.zz - s.zz,
      };
      const line = solve(rest, fixed.baseloadM3PerDay);
      if (line && line.slope > 0 && line.sse < leftOut[b]!.sse) leftOut[b] = line;
    }
  }
  if (best) best.leftOutSlopes = leftOut.map((l) => (Number.isFinite(l.sse) ? l.slope : null));
  return best;
}

/**
 * The weighting a line implies: gas use scatters in proportion to itself (a cold day's heating noise is larger in
 * m³ than a mild day's), so each period's use per day has a standard deviation proportional to its predicted use
 * over the root of its days; and for daily readings, the lag-one autocorrelation of the standardised residuals.
 */
function weightingOf(
  periods: readonly Period[],
  x: Float64Array,
  line: Solved,
  daily: boolean,
  floor: number,
): Weighting {
  const n = periods.length;
  const sd = new Float64Array(n);
  for (let i = 0; i < n; i++)
    sd[i] = Math.max(floor, line.intercept + line.slope * x[i]!) / Math.sqrt(periods[i]!.days);
  if (!daily) return { sd, rho: 0 };
  let num = 0;
  let den = 0;
  let previous = 0;
  for (let i = 0; i < n; i++) {
    const p = periods[i]!;
    const u = (p.gasM3 / p.days - line.intercept - line.slope * x[i]!) / sd[i]!;
    den += u * u;
    if (i > 0 && periods[i - 1]!.end === p.start) num += u * previous;
    previous = u;
  }
  return { sd, rho: den > 0 ? Math.min(0.9, Math.max(0, num / den)) : 0 };
}

/**
 * At most this many rounds of reweighting: over the recovery tests' 400 homes, nine in ten settle within five
 * rounds; the few still moving at the tenth (6 of 400) keep the tenth round's line.
 */
const REWEIGHTING_ROUNDS = 10;

/**
 * Iteratively reweighted generalised least squares: first each period weighted by its days (PRISM), then by the
 * scatter the last round's line predicts (weightingOf), the balance point searched again in every round under the
 * weights of the round before, until the balance point and the slope settle.
 */
function fitWeighted(
  periods: readonly Period[],
  fixed: Fixed,
  blocks: number,
  daily: boolean,
): { search: Searched; weighting: Weighting } | null {
  const { min, max, step } = SIGNATURE_BALANCE_POINT_C.value;
  const bases: number[] = [];
  if (fixed.balancePointC !== undefined) bases.push(fixed.balancePointC);
  else for (let k = 0; min + k * step <= max + 1e-9; k++) bases.push(min + k * step);
  const degreeDays = degreeDaysByBase(periods, bases);
  let gas = 0;
  let days = 0;
  for (const p of periods) {
    gas += p.gasM3;
    days += p.days;
  }
  // A period predicted at almost nothing would weigh without bound: its scatter is taken as at least a tenth of
  // the mean use's.
  const floor = (0.1 * gas) / days;
  let weighting: Weighting = { sd: Float64Array.from(periods, (p) => 1 / Math.sqrt(p.days)), rho: 0 };
  let search = searchBalancePoint(periods, bases, degreeDays, weighting, fixed, blocks);
  for (let round = 0; search !== null && round < REWEIGHTING_ROUNDS; round++) {
    const next = weightingOf(periods, search.x, search.line, daily, floor);
    const refit = searchBalancePoint(periods, bases, degreeDays, next, fixed, blocks);
    if (refit === null) break;
    const settled =
      refit.base === search.base && Math.abs(refit.line.slope - search.line.slope) <= 1e-9 * search.line.slope;
    search = refit;
    weighting = next;
    if (settled) break;
  }
  return search === null ? null : { search, weighting };
}

/** The residuals as the weighted fit sees them: standardised, and for daily readings with the carried-over part taken out. */
function transformedResiduals(periods: readonly Period[], residuals: Float64Array, weighting: Weighting): Float64Array {
  const { sd, rho } = weighting;
  return Float64Array.from(residuals, (r, i) =>
    rho > 0 && i > 0 && periods[i - 1]!.end === periods[i]!.start
      ? r / sd[i]! - (rho * residuals[i - 1]!) / sd[i - 1]!
      : r / sd[i]!,
  );
}

/** Student's t quantile by the Cornish–Fisher expansion around the normal one (exact enough from 3 degrees of freedom). */
function studentT(z: number, dof: number): number {
  const v = Math.max(1, dof);
  const z3 = z * z * z;
  const z5 = z3 * z * z;
  const z7 = z5 * z * z;
  return (
    z +
    (z3 + z) / (4 * v) +
    (5 * z5 + 16 * z3 + 3 * z) / (96 * v * v) +
    (3 * z7 + 19 * z5 + 17 * z3 - 15 * z) / (384 * v * v * v)
  );
}

/** The standard normal CDF (Abramowitz & Stegun 7.1.26, error below 1.5e-7). */
function normalCdf(x: number): number {
  const t = 1 / (1 + (0.3275911 * Math.abs(x)) / Math.SQRT2);
  const poly = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - poly * Math.exp(-(x * x) / 2);
  return x >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

/** The standard normal quantile of a two-sided confidence, by bisection on the CDF. */
function normalQuantile(confidence: number): number {
  const target = 0.5 + confidence / 2;
  let low = 0;
  let high = 10;
  for (let i = 0; i < 60; i++) {
    const mid = (low + high) / 2;
    if (normalCdf(mid) < target) low = mid;
    else high = mid;
  }
  return (low + high) / 2;
}

/** Useful heat per m³ of gas of this heating (kWh/m³), or null when gas alone does not heat the home. */
function usefulKWhPerGasM3(heating: CurrentHeating): number | null {
  const row = CURRENT_HEATING.value[heating];
  if (row.carrier !== 'gas' || row.shareSpaceByHeatPump > 0) return null;
  const perKWh = currentHeatingSystem(heating).space.gasM3;
  return perKWh > 0 ? 1 / perKWh : null;
}

const refused = (reason: HeatSignatureRefusal, value: number | null = null): HeatSignatureRefused => ({
  ok: false,
  reason,
  value,
});

/**
 * Fit the home's heat signature: gas per day against heating degree days per day at a balance point, the
 * balance point searched as PRISM does, the intercept being the baseload (hot water, cooking), each reading
 * weighted by the scatter its predicted use implies and consecutive days' carried-over noise taken out
 * (fitWeighted). The slope, turned
 * into useful heat with the boiler's seasonal efficiency on the billing value of gas (reference/efficiencies.ts,
 * reference/hot-water-and-cooking.ts), is the heat-loss coefficient in W/K.
 */
export function fitHeatSignature(input: HeatSignatureInput): HeatSignatureResult {
  const usefulPerM3 = usefulKWhPerGasM3(input.currentHeating);
  if (usefulPerM3 === null) return refused('not_gas_heating');

  // Readings, checked and in order.
  const raw: { start: number; end: number; gasM3: number }[] = [];
  for (const p of input.periods) {
    const start = dayNumber(p.start);
    const end = dayNumber(p.end);
    if (!(end > start) || !Number.isFinite(p.gasM3) || p.gasM3 < 0) return refused('invalid_periods');
    raw.push({ start, end, gasM3: p.gasM3 });
  }
  raw.sort((a, b) => a.start - b.start);
  for (let i = 1; i < raw.length; i++) if (raw[i]!.start < raw[i - 1]!.end) return refused('invalid_periods');
  if (raw.length === 0) return refused('too_few_periods', 0);

  // The station's temperatures by day.
  const temperatureOf = new Map<number, number>();
  for (const t of input.temperatures) {
    const day = dayNumber(t.date);
    if (Number.isFinite(day) && Number.isFinite(t.meanC)) temperatureOf.set(day, t.meanC);
  }

  const coverage = SIGNATURE_COVERAGE.value;
  const periods: Period[] = [];
  let allDays = 0;
  let keptDays = 0;
  for (const r of raw) {
    const days = r.end - r.start;
    allDays += days;
    const temps: number[] = [];
    for (let d = r.start; d < r.end; d++) {
      const t = temperatureOf.get(d);
      if (t !== undefined) temps.push(t);
    }
    if (temps.length < coverage.minWeatherShare * days) continue;
    periods.push({ start: r.start, end: r.end, days, gasM3: r.gasM3, temps: Float64Array.from(temps) });
    keptDays += days;
  }
  if (allDays - keptDays > coverage.maxDaysWithoutWeather * allDays) return refused('no_weather', keptDays);

  const told = (input.changes ?? []).map(dayNumber).filter((d) => Number.isFinite(d));
  const first = periods[0]?.start ?? raw[0]!.start;
  const last = periods[periods.length - 1]?.end ?? raw[raw.length - 1]!.end;
  if (told.some((d) => d > first && d < last)) return refused('heating_changed');

  if (periods.length < coverage.minPeriods) return refused('too_few_periods', periods.length);
  if (keptDays < coverage.minDays) return refused('too_few_periods', keptDays);
  let degreeDays18 = 0;
  let coldPeriods = 0;
  for (const p of periods) {
    degreeDays18 += degreeDaysPerDay(p, 18) * p.days;
    if (mean(p.temps) < coverage.coldC) coldPeriods++;
  }
  if (degreeDays18 < coverage.minDegreeDays18) return refused('too_warm', Math.round(degreeDays18));
  if (coldPeriods < coverage.minColdPeriods) return refused('too_warm', coldPeriods);

  // The baseload can be told apart from heating only with warm weeks among the readings; without them, the model's.
  let warmDays = 0;
  for (const p of periods) if (mean(p.temps) >= coverage.warmC) warmDays += p.days;
  const given = input.balancePointC;
  const fixed: Fixed = {
    balancePointC: given,
    baseloadM3PerDay: warmDays >= coverage.minWarmDays ? undefined : input.modelBaseloadM3PerDay,
  };
  const daily = median(periods.map((p) => p.days)) <= 1;
  const band = SIGNATURE_BAND.value;
  const blocks = Math.min(band.blocks, periods.length);
  const fitted = fitWeighted(periods, fixed, blocks, daily);
  if (fitted === null) return refused('poor_fit', null);
  const { search, weighting } = fitted;
  const { line, x } = search;
  const balancePointC = search.base;
  const n = periods.length;
  const residuals = Float64Array.from(periods, (p, i) => p.gasM3 / p.days - line.intercept - line.slope * x[i]!);

  // Goodness of fit on use per day, as Guideline 14 defines it (n − p degrees of freedom): of the weighted line's
  // plain residuals, each period weighted by its days, so the limits mean what they meant for the unweighted fit.
  const parameters = line.parameters + (given === undefined ? 1 : 0);
  let meanUse = 0;
  let weight = 0;
  for (const p of periods) {
    meanUse += p.gasM3;
    weight += p.days;
  }
  meanUse /= weight;
  let sst = 0;
  let sse = 0;
  let bias = 0;
  for (let i = 0; i < n; i++) {
    const p = periods[i]!;
    const d = p.gasM3 / p.days - meanUse;
    sst += p.days * d * d;
    sse += p.days * residuals[i]! * residuals[i]!;
    bias += p.days * residuals[i]!;
  }
  const r2 = sst > 0 ? 1 - sse / sst : 0;
  const dof = Math.max(1, n - parameters);
  const meanDays = weight / n;
  const cvRmse = Math.sqrt(sse / meanDays / dof) / meanUse;
  const nmbe = bias / meanDays / dof / meanUse;
  // A change within the readings: the slopes of the first and second half (by time) disagree. Tested before the
  // quality limits, since a change also spoils the fit and the change is what the resident can act on.
  const change = SIGNATURE_CHANGE_TEST.value;
  const half = splitByDegreeDays(periods, balancePointC);
  if (half >= change.minPeriodsPerHalf && n - half >= change.minPeriodsPerHalf) {
    const isEarly = (i: number) => i < half;
    const isLate = (i: number) => i >= half;
    const early = fitLine(periods, isEarly, balancePointC, fixed.baseloadM3PerDay);
    const late = fitLine(periods, isLate, balancePointC, fixed.baseloadM3PerDay);
    if (early && late) {
      const se = Math.hypot(
        early.slopeSe * autocorrelationInflation(early.residuals, isEarly),
        late.slopeSe * autocorrelationInflation(late.residuals, isLate),
      );
      const difference = Math.abs(early.slope - late.slope);
      if (difference > change.z * se && difference > change.minRelativeDifference * line.slope)
        return refused('heating_changed', difference / line.slope);
    }
  }

  const limits = SIGNATURE_FIT_LIMITS.value;
  if (r2 < limits.minR2) return refused('poor_fit', r2);
  if (cvRmse > (daily ? limits.maxCvRmseDaily : limits.maxCvRmsePeriods)) return refused('poor_fit', cvRmse);

  // The band: the larger of a delete-a-block jackknife (which refits the balance point and keeps autocorrelated
  // neighbours together) and the weighted fit's own error, widened for what autocorrelation its transform left
  // (Guideline 14, Annex B).
  const z = normalQuantile(band.confidence);
  const jackknife = jackknifeSe(search.leftOutSlopes);
  const lineSe = line.slopeSe * autocorrelationInflation(transformedResiduals(periods, residuals, weighting));
  const jackknifeHalf = jackknife === null ? 0 : studentT(z, blocks - 1) * jackknife;
  const lineHalf = studentT(z, dof) * lineSe;
  const halfWidth = Math.max(jackknifeHalf, lineHalf);
  const sd = Math.max(jackknife ?? 0, lineSe);
  const normalYearHeatingGasM3 = line.slope * normalYearDegreeDays(temperatureOf, balancePointC);

  const toWPerK = (usefulPerM3 * 1000) / 24;
  const points: SignaturePoint[] = periods.map((p, i) => {
    const perDay = p.gasM3 / p.days;
    return {
      start: isoDate(p.start),
      end: isoDate(p.end),
      days: p.days,
      meanOutdoorC: mean(p.temps),
      gasM3PerDay: perDay,
      fittedM3PerDay: perDay - residuals[i]!,
    };
  });
  return {
    ok: true,
    heatLossWPerK: line.slope * toWPerK,
    heatLossLowWPerK: Math.max(0, line.slope - halfWidth) * toWPerK,
    heatLossHighWPerK: (line.slope + halfWidth) * toWPerK,
    balancePointC,
    balancePointFitted: given === undefined,
    baseloadM3PerDay: line.intercept,
    baseloadFitted: fixed.baseloadM3PerDay === undefined,
    heatingM3PerDegreeDay: line.slope,
    heatLossRelativeSd: sd / line.slope,
    normalYearHeatingGasM3,
    normalYearSpaceHeatKWh: normalYearHeatingGasM3 * usefulPerM3,
    r2,
    cvRmse,
    nmbe,
    resolution: daily ? 'daily' : 'periods',
    periodCount: n,
    dayCount: keptDays,
    from: isoDate(first),
    to: isoDate(last),
    points,
  };
}

/** The model's baseload of a home: its hot water and cooking gas per day (m³), for HeatSignatureInput.modelBaseloadM3PerDay. */
export function modelBaseloadM3PerDay(profile: HouseProfile): number {
  const house = analyseHouse(profile);
  return (house.hotWaterKWh * house.currentSystem.hotWater.gasM3 + house.cookingNow.gasM3) / 365;
}

/** What the advice takes from a fit that held (AdviceProfile.heatSignature). */
export function measuredHeatLossOf(fit: HeatSignatureFit): MeasuredHeatLoss {
  return {
    heatLossWPerK: fit.heatLossWPerK,
    lowWPerK: fit.heatLossLowWPerK,
    highWPerK: fit.heatLossHighWPerK,
    relativeSd: fit.heatLossRelativeSd,
    normalYearSpaceHeatKWh: fit.normalYearSpaceHeatKWh,
  };
}

function mean(values: Float64Array): number {
  let sum = 0;
  for (let i = 0; i < values.length; i++) sum += values[i]!;
  return values.length > 0 ? sum / values.length : 0;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** The index that splits the periods in time into two halves of about equal degree days (so each half has a winter part). */
function splitByDegreeDays(periods: readonly Period[], base: number): number {
  let total = 0;
  const cumulative: number[] = [];
  for (const p of periods) {
    total += degreeDaysPerDay(p, base) * p.days;
    cumulative.push(total);
  }
  let i = 0;
  while (i < cumulative.length && cumulative[i]! < total / 2) i++;
  return i + 1;
}

/**
 * How much wider autocorrelated residuals make the slope's error: with lag-one autocorrelation ρ the readings
 * count as n(1 − ρ)/(1 + ρ) independent ones (ASHRAE Guideline 14-2014, Annex B).
 */
function autocorrelationInflation(r: Float64Array, include: (index: number) => boolean = ALL): number {
  let num = 0;
  let den = 0;
  let previous = -1;
  for (let i = 0; i < r.length; i++) {
    if (!include(i)) continue;
    den += r[i]! * r[i]!;
    if (previous >= 0) num += r[i]! * r[previous]!;
    previous = i;
  }
  const rho = den > 0 ? Math.min(0.95, Math.max(0, num / den)) : 0;
  return Math.sqrt((1 + rho) / (1 - rho));
}

/** Jackknife standard error of the slope from the slopes with each block left out (null when one has none). */
function jackknifeSe(slopes: readonly (number | null)[]): number | null {
  const blocks = slopes.length;
  if (blocks < 3 || slopes.some((slope) => slope === null)) return null;
  let m = 0;
  for (const slope of slopes) m += slope!;
  m /= blocks;
  let ss = 0;
  for (const slope of slopes) ss += (slope! - m) * (slope! - m);
  return Math.sqrt(((blocks - 1) / blocks) * ss);
}

/**
 * Degree days of a normal year at the balance point: the normal year's base-18 degree days
 * (DEGREE_DAYS_NORMAL_YEAR) times the station's own ratio of degree days at this base to those at 18 °C, over all
 * the days it has. So a home heated to a lower balance point uses the station's shape of the cold, not a guess.
 */
function normalYearDegreeDays(temperatureOf: ReadonlyMap<number, number>, base: number): number {
  let atBase = 0;
  let at18 = 0;
  for (const t of temperatureOf.values()) {
    if (base > t) atBase += base - t;
    if (18 > t) at18 += 18 - t;
  }
  return at18 > 0 ? (DEGREE_DAYS_NORMAL_YEAR.value * atBase) / at18 : 0;
}
