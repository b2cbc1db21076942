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

  it("reads DSMR-reader's own CSV export of its days, in Dutch: day-month-year dates, decimal points", () => {
    const parsed = parseReadingsFile(sample('dsmr-reader-export-nl.csv'), TODAY);
    expect(parsed.format).toBe('dsmrReaderExport');
    expect(parsed.kind).toBe('dailyUse');
    const days = parseReadingsFile(sample('dsmr-reader-days.csv'), TODAY);
    expect(parsed.readings.map((r) => [r.date, r.gasM3])).toEqual(days.readings.map((r) => [r.date, r.gasM3]));
    // 'Gasmeting' (the counter) and the two tariffs' readings are passed over; the day's use is the two tariffs.
    expect(parsed.readings[0]!.electricityKwh).toBeCloseTo(3.441 + 4.206, 6);
  });

  it("reads DSMR-reader's export in English and names a bad day by its line and the export's column", () => {
    const header =
      'Date,Electricity Tariff 1 Diff,Electricity Tariff 2 Diff,Electricity Tariff 1 Returned Diff,' +
      'Electricity Tariff 2 Returned Diff,Gas Diff,Total Cost,Gas Reading';
    const good = `${header}\r\n2025-01-06,3.1,4.2,0.0,0.0,9.812,17.0,5100.1\r\n2025-01-07,2.9,3.8,0.0,0.0,11.2,18.9,5109.912\r\n`;
    const parsed = parseReadingsFile(good, TODAY);
    expect(parsed.format).toBe('dsmrReaderExport');
    expect(parsed.readings.map((r) => [r.date, r.gasM3])).toEqual([
      ['2025-01-06', 9.812],
      ['2025-01-07', 11.2],
    ]);
    expect(problemsOf(() => parseReadingsFile(`${good}2025-01-08,3.0,4.0,0.0,0.0,,17.5,5121.112\r\n`, TODAY))).toEqual([
      'regel 4, kolom Gas Diff: het gasverbruik van die dag in m³, een getal van 0 tot 60 (leeg)',
    ]);
  });

  it("reads HomeWizard's quarter-hour gas export as one meter reading a day: the day's first", () => {
    const parsed = parseReadingsFile(sample('homewizard-gas-15min.csv'), TODAY);
    expect(parsed.format).toBe('homeWizardGas');
    expect(parsed.kind).toBe('meter');
    // 30 September has only empty cells (the meter sent nothing): no reading. Each other day its 00:00 counter.
    expect(parsed.readings.map((r) => [r.date, r.gasM3, r.electricityKwh])).toEqual([
      ['2024-10-01', 4512.345, null],
      ['2024-10-02', 4514.818, null],
      ['2024-10-03', 4518.316, null],
      ['2024-10-04', 4521.724, null],
      ['2024-10-05', 4526.198, null],
    ]);
    // The day's counter agrees with the same home's monthly meter readings.
    const monthly = parseReadingsFile(sample('meter-readings.csv'), TODAY);
    expect(parsed.readings[0]!.gasM3).toBe(monthly.readings[0]!.gasM3);
  });

  it("names a bad quarter of an hour in a HomeWizard export, also one after its day's first reading", () => {
    const file = [
      'time,Total gas used',
      '2025-01-06 00:00,5100.100',
      '2025-01-06 00:15,5100.2x',
      '2025-01-06 00:30,',
      '2025-01-07 00:00,5109.912',
      '2025-13-07 00:15,5110.001',
      '2025-01-08 00:00,5009.912',
    ].join('\n');
    expect(problemsOf(() => parseReadingsFile(file, TODAY))).toEqual([
      'regel 3, kolom Total gas used: de stand van de gasmeter in m³, een getal van 0 tot 99.999 (nu: "5100.2x")',
      'regel 6, kolom time: een datum zoals 31-01-2025 of 2025-01-31 (nu: "2025-13-07 00:15")',
      'regel 7, kolom Total gas used: lager dan de stand van 07-01-2025 (regel 5); een gasmeter telt alleen op (nu: "5009.912")',
    ]);
  });

  it("reads P1 Monitor's day table saved as CSV, with points or with Dutch commas", () => {
    const parsed = parseReadingsFile(sample('p1-monitor-e-history-dag.csv'), TODAY);
    expect(parsed.format).toBe('p1MonitorDay');
    expect(parsed.kind).toBe('dailyUse');
    expect(parsed.readings).toHaveLength(31);
    expect(parsed.readings[0]).toEqual({ line: 2, date: '2024-10-01', gasM3: 2.473, electricityKwh: 7.65 });
    const dutch = parseReadingsFile(
      'TIMESTAMP;VERBR_KWH_181;VERBR_KWH_182;VERBR_KWH_X;VERBR_GAS_2421;VERBR_GAS_X\n' +
        '1-10-2024 00:00;10237,942;13226,408;7,65;4514,818;2,473\n',
      TODAY,
    );
    expect(dutch.readings).toEqual([parsed.readings[0]]);
    expect(
      problemsOf(() =>
        parseReadingsFile(
          'TIMESTAMP,VERBR_KWH_X,VERBR_GAS_X\n2024-10-01 00:00:00,7.65,2.473\n2024-10-02 00:00:00,7.63,-3.498\n',
          TODAY,
        ),
      ),
    ).toEqual(['regel 3, kolom VERBR_GAS_X: het gasverbruik van die dag in m³, een getal van 0 tot 60 (nu: "-3.498")']);
  });

  it("reads ENGIE's hourly export as days of use: each day's hours summed, the clock's change included", () => {
    const parsed = parseReadingsFile(sample('engie-hourly.csv'), TODAY);
    expect(parsed.format).toBe('engieHourly');
    expect(parsed.kind).toBe('dailyUse');
    const supplier = parseReadingsFile(sample('supplier-daily.csv'), TODAY).readings.slice(0, 31);
    // 27 October 2024 has 25 hours; every day sums to the supplier's own day, gas and electricity.
    expect(parsed.readings.map((r) => [r.date, r.gasM3, r.electricityKwh])).toEqual(
      supplier.map((r) => [r.date, r.gasM3, r.electricityKwh]),
    );
  });

  it('names the bad hours of an ENGIE export, and a day that is not whole', () => {
    const hour = (h: number, value: string, type = 'Gas') =>
      `"2025-01-06T${String(h).padStart(2, '0')}:00:00+01:00","X","${value}","${type}","0"`;
    const file = [
      '"Datum","EAN","Verbruik","Type","Piek"',
      ...Array.from({ length: 24 }, (_, h) => hour(h, h === 5 ? 'veel' : '0.4')),
      hour(6, '0.4'),
      hour(7, '0.2', 'Warmte'),
      hour(8, '0.2', 'constructor'),
      '"2025-01-07T00:00:00+01:00","X","0.5","Gas","0"',
    ].join('\n');
    expect(problemsOf(() => parseReadingsFile(file, TODAY))).toEqual([
      'regel 7, kolom Verbruik: het verbruik van dat uur, een getal van 0 tot 60 (nu: "veel")',
      'regel 26, kolom Datum: dit uur staat ook op regel 8 (nu: "2025-01-06T06:00:00+01:00")',
      'regel 27, kolom Type: Gas, Elektriciteit of Teruglevering (nu: "Warmte")',
      'regel 28, kolom Type: Gas, Elektriciteit of Teruglevering (nu: "constructor")',
      'regel 29: van 07-01-2025 staan 1 van de 24 uren gas in het bestand; kies een periode van hele dagen',
    ]);
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

  it('names the problems in English for a reader in English (record 0150)', () => {
    expect(problemsOf(() => parseReadingsFile(sample('supplier-daily-bad.csv'), TODAY, 'en'))).toEqual([
      'line 13: 1 fields, but the header line has 3',
      'line 4, column datum: a date such as 31-01-2025 or 2025-01-31 (now: "31-02-2025")',
      'line 6, column gasverbruik_m3: that day\'s gas use in m³, a number from 0 to 60 (now: "veel")',
      'line 9, column gasverbruik_m3: that day\'s gas use in m³, a number from 0 to 60 (now: "-2,5")',
      'line 11, column datum: this date is also on line 10 (now: "09-10-2024")',
      "line 13, column gasverbruik_m3: that day's gas use in m³, a number from 0 to 60 (empty)",
    ]);
    expect(
      problemsOf(() =>
        checkTypedReadings(
          [
            { date: '2025-01-01', gasM3: 4512, electricityKwh: null },
            { date: '2025-02-01', gasM3: 4400, electricityKwh: null },
          ],
          TODAY,
          'en',
        ),
      ),
    ).toEqual([
      'meter reading 2, gas meter: lower than the reading of 01-01-2025 (meter reading 1); a gas meter only counts up (now: "4400")',
    ]);
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
