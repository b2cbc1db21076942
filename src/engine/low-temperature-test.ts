// The guided low-temperature test ('50-gradentest', issue #39.5; docs/decisions/0136-low-temperature-test.md): the
// resident runs the boiler at a low flow temperature through a cold spell and says each day whether every room
// stayed warm. Pure: the answered days with the station's daily mean in, a verdict out.
import {
  LOW_TEMPERATURE_COLD_DAY_C,
  LOW_TEMPERATURE_DESIGN_OUTDOOR_C,
  LOW_TEMPERATURE_INDOOR_C,
  LOW_TEMPERATURE_MIN_COLD_DAYS,
  LOW_TEMPERATURE_MIN_DAYS,
} from './reference/low-temperature-test.ts';
import { HEAT_PUMP_SYSTEM_DELTA_K, RADIATOR_EXPONENT } from './reference/heat-pump-flow.ts';

/** One answered day of the test. */
export interface LowTemperatureTestDay {
  /** ISO date. */
  date: string;
  /** Every room the resident heats stayed warm enough all day. */
  allWarm: boolean;
  /** The rooms that did not (keys the contract names); empty on a warm day. */
  coldRooms: readonly string[];
  /** The day's mean outdoor temperature at the campaign's station (KNMI TG), or null while KNMI has not got it. */
  outdoorMeanC: number | null;
}

/** The home's heat loss as the meter readings measure it (heat-signature.ts), where the fit held. */
export interface MeasuredCoefficient {
  wPerK: number;
  lowWPerK: number;
  highWPerK: number;
}

export interface LowTemperatureTestInput {
  /** The flow temperature the boiler was set to, °C. */
  setPointC: number;
  days: readonly LowTemperatureTestDay[];
  measured?: MeasuredCoefficient | null;
}

/**
 * - `notReady`: a room stayed cold on at least one day: at this flow temperature the home is not ready, whatever
 *   the weather (a mild day makes it only clearer).
 * - `running`: every room warm so far, fewer days answered than the test needs.
 * - `ready`: every room warm on every day, and enough of those days were cold.
 * - `tooMild`: every room warm, but too few cold days: the weather did not ask much of the home.
 * - `noWeather`: every room warm, but the station has no temperature for any of the days yet.
 */
export type LowTemperatureStatus = 'running' | 'ready' | 'notReady' | 'tooMild' | 'noWeather';

export interface ColdRoom {
  room: string;
  /** The dates it stayed cold, oldest first. */
  dates: string[];
}

export interface LowTemperatureVerdict {
  status: LowTemperatureStatus;
  setPointC: number;
  daysAnswered: number;
  /** Days the test needs before a warm home gets a verdict. */
  minDays: number;
  /** Rooms that stayed cold, the most often cold first. */
  coldRooms: ColdRoom[];
  weather: {
    /** Answered days with a temperature from the station. */
    daysWithWeather: number;
    /** Of those, days at or below coldDayC. */
    coldDays: number;
    coldDayC: number;
    minColdDays: number;
    coldestC: number | null;
    mildestC: number | null;
    meanC: number | null;
  };
  /**
   * On a home that stayed warm: the flow temperature it would need at most at the design temperature (−10 °C), found
   * by scaling the radiators' output from the coldest test day; an upper bound, since the rooms may have had heat to
   * spare. Null when some room was cold or no day has a temperature.
   */
  designFlowAtMostC: number | null;
  designOutdoorC: number;
  /** What the measured coefficient means at the design temperature and on the coldest test day, kW. */
  measured: {
    wPerK: number;
    lowWPerK: number;
    highWPerK: number;
    designLoadKw: number;
    designLoadLowKw: number;
    designLoadHighKw: number;
    coldestDayLoadKw: number | null;
  } | null;
}

const round1 = (x: number) => Math.round(x * 10) / 10;

/** The verdict of a low-temperature test from its answered days. The order of the days does not matter. */
export function lowTemperatureVerdict(input: LowTemperatureTestInput): LowTemperatureVerdict {
  const days = [...input.days].sort((a, b) => a.date.localeCompare(b.date));
  const coldDayC = LOW_TEMPERATURE_COLD_DAY_C.value;
  const minDays = LOW_TEMPERATURE_MIN_DAYS.value;
  const minColdDays = LOW_TEMPERATURE_MIN_COLD_DAYS.value;
  const indoorC = LOW_TEMPERATURE_INDOOR_C.value;
  const designOutdoorC = LOW_TEMPERATURE_DESIGN_OUTDOOR_C.value;

  const roomDates = new Map<string, string[]>();
  for (const day of days)
    for (const room of new Set(day.allWarm ? [] : day.coldRooms))
      roomDates.set(room, [...(roomDates.get(room) ?? []), day.date]);
  const coldRooms = [...roomDates]
    .map(([room, dates]) => ({ room, dates }))
    .sort((a, b) => b.dates.length - a.dates.length || a.room.localeCompare(b.room));
  const anyCold = days.some((d) => !d.allWarm);

  const temperatures = days.flatMap((d) => (d.outdoorMeanC === null ? [] : [d.outdoorMeanC]));
  const coldDays = temperatures.filter((t) => t <= coldDayC).length;
  const coldestC = temperatures.length > 0 ? Math.min(...temperatures) : null;
  const mildestC = temperatures.length > 0 ? Math.max(...temperatures) : null;
  const meanC = temperatures.length > 0 ? round1(temperatures.reduce((s, t) => s + t, 0) / temperatures.length) : null;

  const status: LowTemperatureStatus = anyCold
    ? 'notReady'
    : days.length < minDays
      ? 'running'
      : temperatures.length === 0
        ? 'noWeather'
        : coldDays >= minColdDays
          ? 'ready'
          : 'tooMild';

  return {
    status,
    setPointC: input.setPointC,
    daysAnswered: days.length,
    minDays,
    coldRooms,
    weather: { daysWithWeather: temperatures.length, coldDays, coldDayC, minColdDays, coldestC, mildestC, meanC },
    designFlowAtMostC: anyCold || coldestC === null ? null : designFlowAtMost(input.setPointC, coldestC),
    designOutdoorC,
    measured: input.measured
      ? {
          ...input.measured,
          designLoadKw: round1((input.measured.wPerK * (indoorC - designOutdoorC)) / 1000),
          designLoadLowKw: round1((input.measured.lowWPerK * (indoorC - designOutdoorC)) / 1000),
          designLoadHighKw: round1((input.measured.highWPerK * (indoorC - designOutdoorC)) / 1000),
          coldestDayLoadKw:
            coldestC === null || coldestC >= indoorC
              ? null
              : round1((input.measured.wPerK * (indoorC - coldestC)) / 1000),
        }
      : null,
  };
}

/**
 * The flow temperature the emitters need at the design temperature if they just kept the home warm at `setPointC`
 * on a day of `outdoorC`: the heat loss grows with (indoor − outdoor), a radiator's output with the excess of its
 * mean water temperature over the room to the power RADIATOR_EXPONENT (EN 442). Rounded up to a whole degree; null
 * when the day was not below the indoor temperature (it says nothing then).
 */
export function designFlowAtMost(setPointC: number, outdoorC: number): number | null {
  const indoorC = LOW_TEMPERATURE_INDOOR_C.value;
  if (outdoorC >= indoorC) return null;
  const halfDelta = HEAT_PUMP_SYSTEM_DELTA_K.value / 2;
  const excess = setPointC - halfDelta - indoorC;
  if (excess <= 0) return null;
  const loadRatio = (indoorC - LOW_TEMPERATURE_DESIGN_OUTDOOR_C.value) / (indoorC - outdoorC);
  // A test day colder than the design asks more than the design: the set point itself is then enough.
  const needed = indoorC + halfDelta + excess * Math.max(1, loadRatio) ** (1 / RADIATOR_EXPONENT.value);
  return Math.ceil(needed - 1e-9);
}
