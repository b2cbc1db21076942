import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { designFlowAtMost, lowTemperatureVerdict, type LowTemperatureTestDay } from './low-temperature-test.ts';
import {
  LOW_TEMPERATURE_COLD_DAY_C,
  LOW_TEMPERATURE_MIN_COLD_DAYS,
  LOW_TEMPERATURE_MIN_DAYS,
  LOW_TEMPERATURE_SET_POINTS_C,
} from './reference/low-temperature-test.ts';

const ROOMS = ['living', 'kitchen', 'bedroom', 'bathroom', 'attic'] as const;
const date = (i: number) => `2026-01-${String(i + 1).padStart(2, '0')}`;
const warm = (i: number, outdoorMeanC: number | null): LowTemperatureTestDay => ({
  date: date(i),
  allWarm: true,
  coldRooms: [],
  outdoorMeanC,
});

const dayArb = (i: number): fc.Arbitrary<LowTemperatureTestDay> =>
  fc
    .record({
      allWarm: fc.boolean(),
      rooms: fc.subarray([...ROOMS], { minLength: 1 }),
      outdoorMeanC: fc.option(fc.double({ min: -15, max: 16, noNaN: true }), { nil: null }),
    })
    .map(({ allWarm, rooms, outdoorMeanC }) => ({
      date: date(i),
      allWarm,
      coldRooms: allWarm ? [] : rooms,
      outdoorMeanC,
    }));
const daysArb = fc
  .integer({ min: 1, max: 21 })
  .chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => dayArb(i))));
const setPointArb = fc.constantFrom(...LOW_TEMPERATURE_SET_POINTS_C.value);

describe('the low-temperature test’s verdict (issue #39.5)', () => {
  it('calls a week of warm rooms with three cold days ready, and names the coldest day', () => {
    const temps = [4, 2, -1, 6, 7, 8, 9];
    const verdict = lowTemperatureVerdict({ setPointC: 50, days: temps.map((t, i) => warm(i, t)) });
    expect(verdict.status).toBe('ready');
    expect(verdict.weather).toMatchObject({ daysWithWeather: 7, coldDays: 3, coldestC: -1, mildestC: 9 });
    expect(verdict.coldRooms).toEqual([]);
    // 50 °C held on a −1 °C day: at −10 °C the radiators need at most about 56 °C.
    expect(verdict.designFlowAtMostC).toBe(designFlowAtMost(50, -1));
    expect(verdict.designFlowAtMostC).toBeGreaterThan(50);
    expect(verdict.designFlowAtMostC).toBeLessThan(60);
  });

  it('names a room cold on two of seven days, most often cold first', () => {
    const days = [0, 1, 2, 3, 4, 5, 6].map((i) => warm(i, 3));
    days[2] = { ...days[2]!, allWarm: false, coldRooms: ['bathroom', 'attic'] };
    days[5] = { ...days[5]!, allWarm: false, coldRooms: ['bathroom'] };
    const verdict = lowTemperatureVerdict({ setPointC: 50, days });
    expect(verdict.status).toBe('notReady');
    expect(verdict.coldRooms).toEqual([
      { room: 'bathroom', dates: [date(2), date(5)] },
      { room: 'attic', dates: [date(2)] },
    ]);
    expect(verdict.designFlowAtMostC).toBeNull();
  });

  it('says a mild week proves little, and that days without weather prove nothing yet', () => {
    const mild = lowTemperatureVerdict({ setPointC: 50, days: [0, 1, 2, 3, 4, 5, 6].map((i) => warm(i, 9)) });
    expect(mild.status).toBe('tooMild');
    // A bound from a mild week is high: it says little about −10 °C.
    expect(mild.designFlowAtMostC).toBeGreaterThan(65);
    const unknown = lowTemperatureVerdict({ setPointC: 50, days: [0, 1, 2, 3, 4, 5, 6].map((i) => warm(i, null)) });
    expect(unknown.status).toBe('noWeather');
    expect(unknown.designFlowAtMostC).toBeNull();
  });

  it('waits for the seventh day on a warm home', () => {
    const six = lowTemperatureVerdict({ setPointC: 55, days: [0, 1, 2, 3, 4, 5].map((i) => warm(i, -3)) });
    expect(six.status).toBe('running');
    expect(six.minDays).toBe(LOW_TEMPERATURE_MIN_DAYS.value);
  });

  it('puts the measured coefficient beside it: the load at −10 °C and on the coldest day', () => {
    const verdict = lowTemperatureVerdict({
      setPointC: 50,
      days: [0, 1, 2, 3, 4, 5, 6].map((i) => warm(i, i === 3 ? -2 : 4)),
      measured: { wPerK: 210, lowWPerK: 190, highWPerK: 230 },
    });
    expect(verdict.measured).toEqual({
      wPerK: 210,
      lowWPerK: 190,
      highWPerK: 230,
      designLoadKw: 6.3,
      designLoadLowKw: 5.7,
      designLoadHighKw: 6.9,
      coldestDayLoadKw: 4.6,
    });
  });

  it('a cold room always makes the home not ready at that temperature', () => {
    fc.assert(
      fc.property(daysArb, setPointArb, fc.nat(), fc.constantFrom(...ROOMS), (days, setPointC, at, room) => {
        const i = at % days.length;
        const withCold = days.map((d, j) => (j === i ? { ...d, allWarm: false, coldRooms: [room] } : d));
        const verdict = lowTemperatureVerdict({ setPointC, days: withCold });
        expect(verdict.status).toBe('notReady');
        expect(verdict.coldRooms.map((r) => r.room)).toContain(room);
      }),
    );
  });

  it('a colder test day never makes a ready home not ready, nor lowers its verdict', () => {
    const rank = { notReady: 0, running: 1, noWeather: 1, tooMild: 2, ready: 3 } as const;
    fc.assert(
      fc.property(
        daysArb,
        setPointArb,
        fc.nat(),
        fc.double({ min: 0, max: 20, noNaN: true }),
        (days, setPointC, at, colder) => {
          const i = at % days.length;
          const day = days[i]!;
          fc.pre(day.outdoorMeanC !== null);
          const before = lowTemperatureVerdict({ setPointC, days });
          const after = lowTemperatureVerdict({
            setPointC,
            days: days.map((d, j) => (j === i ? { ...d, outdoorMeanC: day.outdoorMeanC! - colder } : d)),
          });
          expect(rank[after.status]).toBeGreaterThanOrEqual(rank[before.status]);
          if (before.status === 'ready') expect(after.status).toBe('ready');
          // The bound on the flow needed at −10 °C only falls when the coldest day gets colder.
          if (before.designFlowAtMostC !== null && after.designFlowAtMostC !== null)
            expect(after.designFlowAtMostC).toBeLessThanOrEqual(before.designFlowAtMostC);
        },
      ),
    );
  });

  it('a warm home with enough cold days is ready, whatever order the days came in', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: -15, max: LOW_TEMPERATURE_COLD_DAY_C.value, noNaN: true }), {
          minLength: LOW_TEMPERATURE_MIN_COLD_DAYS.value,
          maxLength: 10,
        }),
        fc.array(fc.double({ min: 5.01, max: 15, noNaN: true }), { maxLength: 10 }),
        setPointArb,
        (cold, mild, setPointC) => {
          const temps = [...mild, ...cold];
          fc.pre(temps.length >= LOW_TEMPERATURE_MIN_DAYS.value);
          const days = temps.map((t, i) => warm(i, t)).reverse();
          const verdict = lowTemperatureVerdict({ setPointC, days });
          expect(verdict.status).toBe('ready');
          expect(verdict.weather.coldDays).toBe(cold.length);
        },
      ),
    );
  });

  it('a higher set point on the same day never needs less at −10 °C', () => {
    fc.assert(
      fc.property(fc.double({ min: -15, max: 19, noNaN: true }), (outdoorC) => {
        const [low, mid, high] = LOW_TEMPERATURE_SET_POINTS_C.value.map((s) => designFlowAtMost(s, outdoorC)!);
        expect(low).toBeLessThanOrEqual(mid!);
        expect(mid).toBeLessThanOrEqual(high!);
        expect(low).toBeGreaterThanOrEqual(LOW_TEMPERATURE_SET_POINTS_C.value[0]);
      }),
    );
  });
});
