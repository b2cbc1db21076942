import { describe, expect, it } from 'vitest';
import { CsvFileError } from '../campaign-files/csv-file.ts';
import { verbruikRows, workbookOf, type CellValue, type VerbruikDay } from '../testing/verbruik-workbook.ts';
import { excelSerialDate, parseReadingsWorkbook } from './readings-workbook.ts';

const TODAY = '2026-11-27';

async function problemsOf(run: () => Promise<unknown>): Promise<string[]> {
  try {
    await run();
  } catch (error) {
    if (error instanceof CsvFileError) return error.problems;
    throw error;
  }
  throw new Error('no problems');
}

/** Days from 5 June 2023 (serial 45082), the gas counter climbing 2 m³ a day, electricity 3 and 8 kWh. */
const days = (count: number, change: (day: VerbruikDay, i: number) => VerbruikDay = (d) => d): VerbruikDay[] =>
  Array.from({ length: count }, (_, i) =>
    change({ serial: 45082 + i, gasM3: 11052 + 2 * i, electricityKwh: [15626 + 3 * i, 17771 + 8 * i] }, i),
  );

describe('dates from Excel serials', () => {
  it('counts from 1 January 1900 with the 29 February 1900 Excel has, and drops the time of day', () => {
    expect(excelSerialDate(45082)).toBe('2023-06-05');
    expect(excelSerialDate(45082.75)).toBe('2023-06-05');
    expect(excelSerialDate(36526)).toBe('2000-01-01');
    expect(excelSerialDate(1)).toBe('1900-01-01');
    expect(excelSerialDate(59)).toBe('1900-02-28');
    expect(excelSerialDate(61)).toBe('1900-03-01');
    for (const notADate of [60, 0, -3, Number.NaN, 3e6]) expect(excelSerialDate(notADate)).toBeNull();
  });
});

describe("Eneco's and Oxxio's 'Verbruik' workbook (record 0156)", () => {
  it('reads gas and electricity meter readings from a sheet without cell references, dates from serials', async () => {
    const parsed = await parseReadingsWorkbook(workbookOf(verbruikRows(days(3))), TODAY);
    expect(parsed).toEqual({
      format: 'enecoVerbruik',
      kind: 'meter',
      readings: [
        { line: 3, date: '2023-06-05', gasM3: 11052, electricityKwh: 15626 + 17771 },
        { line: 4, date: '2023-06-06', gasM3: 11054, electricityKwh: 15629 + 17779 },
        { line: 5, date: '2023-06-07', gasM3: 11056, electricityKwh: 15632 + 17787 },
      ],
    });
  });

  it('reads a date column formatted as a date, and one with cell references, the same', async () => {
    const rows = verbruikRows(days(4));
    const plain = await parseReadingsWorkbook(workbookOf(rows), TODAY);
    expect(await parseReadingsWorkbook(workbookOf(rows, { dateColumns: [0] }), TODAY)).toEqual(plain);
    expect(await parseReadingsWorkbook(workbookOf(rows, { cellRefs: true, dateColumns: [0] }), TODAY)).toEqual(plain);
  });

  it('leaves out the days the supplier estimated, and a day whose counters are 0 (the meter sent nothing)', async () => {
    const rows = verbruikRows(
      days(5, (day, i) => (i === 1 ? { ...day, estimated: true } : i === 3 ? { ...day, electricityKwh: [0, 0] } : day)),
    );
    // The last day: the gas counter at 0, as the export writes a day without a reading.
    rows[6]![6] = 0;
    const parsed = await parseReadingsWorkbook(workbookOf(rows), TODAY);
    expect(parsed.readings.map((r) => [r.line, r.date, r.gasM3, r.electricityKwh])).toEqual([
      [3, '2023-06-05', 11052, 33397],
      [5, '2023-06-07', 11056, 33419],
      [6, '2023-06-08', 11058, null],
    ]);
  });

  it('reads "J" and "Ja" as estimated too, and names a flag it cannot read by row and column', async () => {
    const rows = verbruikRows(days(4));
    rows[2]![8] = 'J';
    rows[3]![8] = 'Ja';
    rows[4]![8] = 'misschien';
    expect(await problemsOf(() => parseReadingsWorkbook(workbookOf(rows), TODAY))).toEqual([
      'regel 5, kolom I (Geschat?, Gas [m3]): Y of J als de stand geschat is, N als hij gemeten is (nu: "misschien")',
    ]);
    rows[4]![8] = 'N';
    const parsed = await parseReadingsWorkbook(workbookOf(rows), TODAY);
    expect(parsed.readings.map((r) => r.line)).toEqual([5, 6]);
  });

  it('finds the groups by their titles in any order, and does not count the returned electricity', async () => {
    const [titles, header, ...data] = verbruikRows(days(2));
    // Gas first, then returned, then electricity: each group's columns move with its title.
    const order = [0, 6, 7, 8, 9, 10, 11, 12, 13, 1, 2, 3, 4, 5];
    const moved = [titles!, header!, ...data].map((row) => order.map((at) => row[at] ?? null));
    const parsed = await parseReadingsWorkbook(workbookOf(moved), TODAY);
    expect(parsed.readings.map((r) => [r.gasM3, r.electricityKwh])).toEqual([
      [11052, 33397],
      [11054, 33408],
    ]);
  });

  it('names a gas counter that goes down by its row and column letter, and stores none of the file', async () => {
    const rows = verbruikRows(days(3));
    rows[4]![6] = 11000;
    expect(await problemsOf(() => parseReadingsWorkbook(workbookOf(rows), TODAY))).toEqual([
      'regel 5, kolom G (Meterstand, Gas [m3]): lager dan de stand van 06-06-2023 (regel 4); een gasmeter telt alleen op (nu: "11000")',
    ]);
  });

  it('says what is wrong with a file it cannot use, in Dutch and in English', async () => {
    const noGas = workbookOf(verbruikRows(days(2), { gas: false }));
    expect(await problemsOf(() => parseReadingsWorkbook(noGas, TODAY))).toEqual([
      'regel 1: in dit bestand staat alleen stroom, geen gas (er is geen "Gas [m3]"). De meting rekent met de stand van je gasmeter.',
    ]);
    expect(await problemsOf(() => parseReadingsWorkbook(noGas, TODAY, 'en'))).toEqual([
      'line 1: this file only has electricity, no gas (there is no "Gas [m3]"). The measurement works with your gas meter readings.',
    ]);
    const rows: CellValue[][] = verbruikRows(days(2));
    rows[1]![8] = 'Opmerking';
    expect(await problemsOf(() => parseReadingsWorkbook(workbookOf(rows), TODAY))).toEqual([
      'regel 2: onder "Gas [m3]" staat geen kolom "Geschat?"',
    ]);
    const other = workbookOf([
      ['Naam', 'Stand'],
      ['gas', 12],
    ]);
    expect((await problemsOf(() => parseReadingsWorkbook(other, TODAY)))[0]).toMatch(
      /^regel 1: dit Excel-bestand herkennen we niet\. We lezen het bestand Verbruik van Eneco of Oxxio/,
    );
    expect(await problemsOf(() => parseReadingsWorkbook(Buffer.from('PK\x03\x04 kapot'), TODAY, 'en'))).toEqual([
      'line 1: the file is not a readable Excel file (.xlsx)',
    ]);
    const estimated = workbookOf(verbruikRows(days(2, (day) => ({ ...day, estimated: true }))));
    expect(await problemsOf(() => parseReadingsWorkbook(estimated, TODAY))).toEqual([
      'regel 3: in dit bestand staat geen gemeten gasmeterstand. Geschatte standen (Geschat? Y) gebruiken we niet.',
    ]);
    expect(await problemsOf(() => parseReadingsWorkbook(workbookOf(verbruikRows([])), TODAY))).toEqual([
      'regel 2: het bestand heeft een kopregel maar geen regels met meterstanden',
    ]);
  });

  it('names a date in the future or a cell that is no date', async () => {
    const rows = verbruikRows(days(2));
    rows[2]![0] = 'morgen';
    rows[3]![0] = 46354; // 28 November 2026, the day after TODAY
    expect(await problemsOf(() => parseReadingsWorkbook(workbookOf(rows), TODAY))).toEqual([
      'regel 3, kolom A (Datum): een datum zoals 31-01-2025 of 2025-01-31 (nu: "morgen")',
      'regel 4, kolom A (Datum): een datum van 1 januari 2000 tot en met vandaag (27-11-2026) (nu: "2026-11-28")',
    ]);
  });
});
