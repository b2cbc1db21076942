import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CsvFileError } from '../campaign-files/csv-file.ts';
import { checkTypedReadings, parseReadingsFile, readingDate } from './readings-file.ts';

const sample = (name: string) =>
  fs.readFileSync(new URL(`../../../tests/fixtures/readings/${name}`, import.meta.url), 'utf8');
const TODAY = '2026-11-27';

function problemsOf(run: () => unknown): string[] {
  try {
    run();
  } catch (error) {
    if (error instanceof CsvFileError) return error.problems;
    throw error;
  }
  throw new Error('no problems');
}

describe('a readings file, its format found by its header line', () => {
  it("reads a supplier's daily export with Dutch dates and decimal commas", () => {
    const parsed = parseReadingsFile(sample('supplier-daily.csv'), TODAY);
    expect(parsed.format).toBe('buurtwarmteDaily');
    expect(parsed.kind).toBe('dailyUse');
    expect(parsed.readings).toHaveLength(212);
    expect(parsed.readings[0]).toEqual({ line: 2, date: '2024-10-01', gasM3: 2.473, electricityKwh: 7.65 });
    expect(parsed.readings.at(-1)!.date).toBe('2025-04-30');
  });

  it("reads DSMR-reader's day statistics: decimal points, the two tariffs summed, other columns passed over", () => {
    const parsed = parseReadingsFile(sample('dsmr-reader-days.csv'), TODAY);
    expect(parsed.format).toBe('dsmrReaderDay');
    expect(parsed.readings).toHaveLength(212);
    expect(parsed.readings[0]!.gasM3).toBe(2.473);
    expect(parsed.readings[0]!.electricityKwh).toBeCloseTo(3.441 + 4.206, 6);
    // The same days as the supplier's file: one source of truth, two formats.
    const supplier = parseReadingsFile(sample('supplier-daily.csv'), TODAY);
    expect(parsed.readings.map((r) => [r.date, r.gasM3])).toEqual(supplier.readings.map((r) => [r.date, r.gasM3]));
  });

  it('reads meter readings, whose counters only climb', () => {
    const parsed = parseReadingsFile(sample('meter-readings.csv'), TODAY);
    expect(parsed.format).toBe('buurtwarmteMeter');
    expect(parsed.kind).toBe('meter');
    expect(parsed.readings.map((r) => r.gasM3)).toEqual([
      4512.345, 4598.87, 4777.089, 4976.228, 5218.065, 5436.253, 5608.568, 5705.37,
    ]);
  });

  it('names every problem of a bad file by its line and column, and gives no rows', () => {
    const problems = problemsOf(() => parseReadingsFile(sample('supplier-daily-bad.csv'), TODAY));
    expect(problems).toEqual([
      'regel 13: 1 velden, maar de kopregel heeft er 3',
      'regel 4, kolom datum: een datum zoals 31-01-2025 of 2025-01-31 (nu: "31-02-2025")',
      'regel 6, kolom gasverbruik_m3: het gasverbruik van die dag in m³, een getal van 0 tot 60 (nu: "veel")',
      'regel 9, kolom gasverbruik_m3: het gasverbruik van die dag in m³, een getal van 0 tot 60 (nu: "-2,5")',
      'regel 11, kolom datum: deze datum staat ook op regel 10 (nu: "09-10-2024")',
      'regel 13, kolom gasverbruik_m3: het gasverbruik van die dag in m³, een getal van 0 tot 60 (leeg)',
    ]);
  });

  it('refuses a file it does not recognise, an empty one and one with a header only', () => {
    expect(problemsOf(() => parseReadingsFile('tijd;waarde\n2025-01-01;3\n', TODAY))[0]).toMatch(
      /^regel 1: dit bestand herkennen we niet/,
    );
    expect(problemsOf(() => parseReadingsFile('', TODAY))).toEqual(['regel 1: het bestand is leeg']);
    expect(problemsOf(() => parseReadingsFile('datum;gasverbruik_m3\n', TODAY))[0]).toMatch(/^regel 2: /);
  });

  it('refuses a date after today or before 2000, and a counter that goes down or jumps', () => {
    const problems = problemsOf(() =>
      parseReadingsFile(
        'datum;gas_m3\n2026-11-28;10\n1999-12-31;11\n2025-01-01;100\n2025-02-01;90\n2025-03-01;5000\n',
        TODAY,
      ),
    );
    expect(problems).toEqual([
      'regel 2, kolom datum: een datum van 1 januari 2000 tot en met vandaag (27-11-2026) (nu: "2026-11-28")',
      'regel 3, kolom datum: een datum van 1 januari 2000 tot en met vandaag (27-11-2026) (nu: "1999-12-31")',
      'regel 5, kolom gas_m3: lager dan de stand van 01-01-2025 (regel 4); een gasmeter telt alleen op (nu: "90")',
      'regel 6, kolom gas_m3: meer dan 60\u00a0m³ per dag sinds 01-02-2025; klopt de komma? (nu: "5000")',
    ]);
  });

  it('checks typed readings with the same rules, naming each by its number in the form', () => {
    const problems = problemsOf(() =>
      checkTypedReadings(
        [
          { date: '2025-01-01', gasM3: 4512, electricityKwh: null },
          { date: '2025-02-01', gasM3: 4400, electricityKwh: null },
          { date: '2025-01-01', gasM3: 4700, electricityKwh: 12 },
        ],
        TODAY,
      ),
    );
    expect(problems).toEqual([
      'meterstand 3, datum: deze datum staat ook op meterstand 1 (nu: "2025-01-01")',
      'meterstand 2, gasmeter: lager dan de stand van 01-01-2025 (meterstand 1); een gasmeter telt alleen op (nu: "4400")',
    ]);
    const good = checkTypedReadings(
      [
        { date: '2025-02-01', gasM3: 4600, electricityKwh: null },
        { date: '2025-01-01', gasM3: 4512, electricityKwh: 23456 },
      ],
      TODAY,
    );
    expect(good.readings.map((r) => r.date)).toEqual(['2025-01-01', '2025-02-01']);
  });

  it('reads the dates the files write', () => {
    expect(readingDate('2025-01-31')).toBe('2025-01-31');
    expect(readingDate('31-01-2025')).toBe('2025-01-31');
    expect(readingDate('1/2/2025')).toBe('2025-02-01');
    expect(readingDate('31.01.2025 00:00')).toBe('2025-01-31');
    expect(readingDate('2025-01-31T00:00:00+01:00')).toBe('2025-01-31');
    expect(readingDate('2025-02-29')).toBeNull();
    expect(readingDate('gisteren')).toBeNull();
  });
});
