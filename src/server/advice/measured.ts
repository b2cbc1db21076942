import { asc, eq } from 'drizzle-orm';
import {
  fitHeatSignature,
  measuredHeatLossOf,
  type CurrentHeating,
  type HeatSignatureResult,
  type MeasuredHeatLoss,
} from '../../engine/index.ts';
import { heatSignatureRefusalText } from '../../contract/heat-signature-texts.ts';
import { measurementTexts, type MeasuredHeatLoss as MeasurementView } from '../../contract/readings.ts';
import type { Db } from '../db/client.ts';
import { meterReadings } from '../db/schema.ts';
import { campaignPlace, nearestStation, stationDays } from '../weather/weather.ts';

/**
 * The home as measured (issue #39.4): its readings turned into periods of gas use, the campaign's nearest KNMI
 * station with days for them, and the engine's heat-signature fit. Used by the advice loader (a fit that holds
 * goes into the profile) and by the Verantwoording's measurement call (which also shows a refusal and the chart).
 */

/** Days of use win over meter readings once there are enough of them to fit on their own. */
const DAILY_ENOUGH = 30;

export interface MeterPeriodRow {
  start: string;
  end: string;
  gasM3: number;
}

export type HomeMeasurement =
  | { status: 'noReadings' }
  | { status: 'noWeather'; periods: MeterPeriodRow[] }
  | {
      status: 'fitted';
      periods: MeterPeriodRow[];
      station: { code: number; name: string; distanceKm: number };
      fit: HeatSignatureResult;
      /** Each period's mean outdoor temperature, where the station has every day of it. */
      meanC: Map<string, number>;
    };

const nextDay = (iso: string) => new Date(Date.parse(`${iso}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** A home's stored rows as periods: each day of use, else the gas between two meter readings. */
export function periodsOf(
  rows: readonly { kind: 'meter' | 'dailyUse'; date: string; gasM3: number | null }[],
): MeterPeriodRow[] {
  const daily = rows.filter((r) => r.kind === 'dailyUse' && r.gasM3 !== null);
  const meter = rows.filter((r) => r.kind === 'meter' && r.gasM3 !== null).sort((a, b) => a.date.localeCompare(b.date));
  if (daily.length >= DAILY_ENOUGH || (daily.length > 0 && meter.length < 2))
    return daily
      .map((r) => ({ start: r.date, end: nextDay(r.date), gasM3: r.gasM3! }))
      .sort((a, b) => a.start.localeCompare(b.start));
  const periods: MeterPeriodRow[] = [];
  for (let i = 1; i < meter.length; i++)
    periods.push({ start: meter[i - 1]!.date, end: meter[i]!.date, gasM3: meter[i]!.gasM3! - meter[i - 1]!.gasM3! });
  return periods;
}

/** The measurement of one home of a campaign, with what the chart needs. */
export async function measureHome(
  db: Db,
  home: { id: number; measurementId: number },
  currentHeating: CurrentHeating,
): Promise<HomeMeasurement> {
  const rows = await db
    .select({ kind: meterReadings.kind, date: meterReadings.date, gasM3: meterReadings.gasM3 })
    .from(meterReadings)
    .where(eq(meterReadings.realEstateId, home.id))
    .orderBy(asc(meterReadings.date));
  const periods = periodsOf(rows);
  if (periods.length === 0) return { status: 'noReadings' };
  const from = periods[0]!.start;
  const to = periods.at(-1)!.end;
  const station = await nearestStation(db, await campaignPlace(db, home.measurementId), {
    from,
    to: periods.at(-1)!.start,
  });
  if (!station) return { status: 'noWeather', periods };
  // The station's whole record: the normal year's degree days take their shape from it, not from the readings' days.
  const days = await stationDays(db, station.code, '0000-01-01', '9999-12-31');
  if (!days.some((d) => d.date >= from && d.date < to)) return { status: 'noWeather', periods };
  const fit = fitHeatSignature({ periods, temperatures: days, currentHeating });
  const byDate = new Map(days.map((d) => [d.date, d.meanC]));
  const meanC = new Map<string, number>();
  for (const p of periods) {
    let sum = 0;
    let n = 0;
    let complete = true;
    for (let day = p.start; day < p.end; day = nextDay(day)) {
      const t = byDate.get(day);
      if (t === undefined) complete = false;
      else {
        sum += t;
        n += 1;
      }
    }
    if (complete && n > 0) meanC.set(p.start, sum / n);
  }
  return {
    status: 'fitted',
    periods,
    station: { code: station.code, name: station.name, distanceKm: station.distanceKm },
    fit,
    meanC,
  };
}

/** What the advice takes of a home's measurement: the measured heat loss where the fit held, else nothing. */
export async function measuredHeatLossFor(
  db: Db,
  home: { id: number; measurementId: number },
  currentHeating: CurrentHeating,
): Promise<MeasuredHeatLoss | null> {
  const measurement = await measureHome(db, home, currentHeating);
  return measurement.status === 'fitted' && measurement.fit.ok ? measuredHeatLossOf(measurement.fit) : null;
}

/**
 * The measurement as the resident reads it (issue #39.4, 39.6): the headline beside the model, the band and the
 * fit's quality, or why there is none, in plain Dutch; the periods and the fitted line for the chart; and what the
 * measurement cannot see. `modelWPerK` and the measured figures come from the advice the home has now.
 */
export function measurementView(
  measurement: HomeMeasurement,
  report: { measuredWPerK: number; lowWPerK: number; highWPerK: number; modelWPerK: number } | undefined,
): MeasurementView {
  const limits = [...measurementTexts.limits];
  if (measurement.status === 'noReadings') return base('noReadings', measurementTexts.noReadings, null, [], limits);
  if (measurement.status === 'noWeather') return base('noWeather', measurementTexts.noWeather, null, [], limits);
  const periods = measurement.periods
    .filter((p) => measurement.meanC.has(p.start))
    .map((p) => ({
      start: p.start,
      end: p.end,
      meanC: Math.round(measurement.meanC.get(p.start)! * 100) / 100,
      gasM3PerDay: Math.round((p.gasM3 / daysOf(p)) * 1000) / 1000,
    }));
  const { fit, station } = measurement;
  if (!fit.ok || !report) {
    // A fit that held always comes with the advice's report; without one the advice did not use it.
    const refusal = fit.ok ? { reason: 'poor_fit' as const, value: null } : fit;
    if (refusal.reason === 'no_weather') return base('noWeather', measurementTexts.noWeather, station, periods, limits);
    return {
      ...base('refused', measurementTexts.refusedLead, station, periods, limits),
      refusal: heatSignatureRefusalText(refusal.reason, refusal.value),
      refusalReason: { reason: refusal.reason, value: refusal.value },
    };
  }
  return {
    status: 'measured',
    headline: measurementTexts.measured(report.measuredWPerK, report.modelWPerK),
    modelWPerK: report.modelWPerK,
    measured: {
      wPerK: report.measuredWPerK,
      lowWPerK: report.lowWPerK,
      highWPerK: report.highWPerK,
      r2: fit.r2,
      cvRmse: fit.cvRmse,
      baseloadM3PerDay: fit.baseloadM3PerDay,
      balancePointC: fit.balancePointC,
      slopeM3PerDayPerK: fit.heatingM3PerDegreeDay,
    },
    refusal: null,
    refusalReason: null,
    station,
    periods,
    limits,
  };
}

const daysOf = (p: MeterPeriodRow) =>
  Math.max(1, Math.round((Date.parse(`${p.end}T00:00:00Z`) - Date.parse(`${p.start}T00:00:00Z`)) / 86_400_000));

function base(
  status: MeasurementView['status'],
  headline: string,
  station: MeasurementView['station'],
  periods: MeasurementView['periods'],
  limits: string[],
): MeasurementView {
  return {
    status,
    headline,
    modelWPerK: null,
    measured: null,
    refusal: null,
    refusalReason: null,
    station,
    periods,
    limits,
  };
}
