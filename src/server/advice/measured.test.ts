import { describe, expect, it } from 'vitest';
import { periodsOf } from './measured.ts';

const day = (date: string, gasM3: number) => ({ kind: 'dailyUse' as const, date, gasM3 });
const meter = (date: string, gasM3: number) => ({ kind: 'meter' as const, date, gasM3 });

describe('a home’s readings as periods of gas use', () => {
  it('takes the gas between two meter readings, from one date up to the next', () => {
    expect(periodsOf([meter('2025-02-01', 250.5), meter('2025-01-01', 100), meter('2025-03-01', 300.5)])).toEqual([
      { start: '2025-01-01', end: '2025-02-01', gasM3: 150.5 },
      { start: '2025-02-01', end: '2025-03-01', gasM3: 50 },
    ]);
  });

  it('takes each day of use as a day, over meter readings once there are 30 days', () => {
    const days = Array.from({ length: 30 }, (_, i) => day(`2025-01-${String(i + 1).padStart(2, '0')}`, 5 + i));
    const periods = periodsOf([...days, meter('2024-10-01', 1), meter('2024-11-01', 200)]);
    expect(periods).toHaveLength(30);
    expect(periods[30 - 1]).toEqual({ start: '2025-01-30', end: '2025-01-31', gasM3: 34 });
    // Fewer days than that, and two meter readings: the meter readings measure a longer stretch.
    expect(periodsOf([...days.slice(0, 5), meter('2024-10-01', 1), meter('2024-11-01', 200)])).toEqual([
      { start: '2024-10-01', end: '2024-11-01', gasM3: 199 },
    ]);
    // The last day of a month runs into the next.
    expect(periodsOf([day('2024-12-31', 7)])).toEqual([{ start: '2024-12-31', end: '2025-01-01', gasM3: 7 }]);
  });

  it('has no periods from one meter reading alone or none at all', () => {
    expect(periodsOf([meter('2025-01-01', 100)])).toEqual([]);
    expect(periodsOf([])).toEqual([]);
  });
});
