import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { organiserAddressRows } from '../testing/address-files.ts';
import { workbookOf } from '../testing/verbruik-workbook.ts';
import { parseAddressXlsx } from './address-file.ts';
import { columnLetters, MAX_UNPACKED_BYTES, readFirstSheet, withCellReferences, XlsxFileError } from './xlsx-file.ts';

async function problemOf(run: () => Promise<unknown>): Promise<string> {
  try {
    await run();
  } catch (error) {
    if (error instanceof XlsxFileError) return error.problem;
    throw error;
  }
  throw new Error('no problem');
}

describe('an .xlsx workbook read by the one reader (record 0156)', () => {
  it('writes the references ECMA-376 implies into rows and cells without them, and keeps those that have one', () => {
    const xml =
      '<x:worksheet><x:cols><x:col min="1" max="1"/></x:cols><x:sheetData>' +
      '<x:row><x:c t="str"><x:v>a</x:v></x:c><x:c/><x:c s="1"><x:v>3</x:v></x:c></x:row>' +
      '<x:row r="7"><x:c r="C7"><x:v>1</x:v></x:c><x:c><x:v>2</x:v></x:c></x:row>' +
      '<x:row><x:c><x:v>4</x:v></x:c></x:row>' +
      '</x:sheetData></x:worksheet>';
    expect(withCellReferences(xml)).toBe(
      '<x:worksheet><x:cols><x:col min="1" max="1"/></x:cols><x:sheetData>' +
        '<x:row r="1"><x:c r="A1" t="str"><x:v>a</x:v></x:c><x:c r="B1"/><x:c r="C1" s="1"><x:v>3</x:v></x:c></x:row>' +
        '<x:row r="7"><x:c r="C7"><x:v>1</x:v></x:c><x:c r="D7"><x:v>2</x:v></x:c></x:row>' +
        '<x:row r="8"><x:c r="A8"><x:v>4</x:v></x:c></x:row>' +
        '</x:sheetData></x:worksheet>',
    );
  });

  it('leaves a sheet whose cells all carry a reference as it is, without a namespace prefix too', () => {
    const xml = '<worksheet><sheetData><row r="1"><c r="A1"><v>1</v></c><c r="B1"/></row></sheetData></worksheet>';
    expect(withCellReferences(xml)).toBe(xml);
  });

  it('names columns as Excel does', () => {
    expect([1, 7, 26, 27, 52, 703].map(columnLetters)).toEqual(['A', 'G', 'Z', 'AA', 'AZ', 'AAA']);
  });

  it('reads a sheet without cell references (which read-excel-file alone cannot) as the same sheet with them', async () => {
    const rows = [
      ['Datum', 'Meterstand', 'Geschat?'],
      [45082, 11052.5, 'N'],
      [45083, null, 'Y'],
    ];
    const without = await readFirstSheet(workbookOf(rows));
    expect(without).toEqual([
      ['Datum', 'Meterstand', 'Geschat?'],
      [45082, 11052.5, 'N'],
      [45083, null, 'Y'],
    ]);
    expect(await readFirstSheet(workbookOf(rows, { cellRefs: true }))).toEqual(without);
  });

  it("reads an organiser's address workbook without cell references like one with them", async () => {
    const rows = organiserAddressRows(5);
    const parsed = await parseAddressXlsx(workbookOf(rows));
    expect(parsed).toHaveLength(5);
    expect(parsed).toEqual(await parseAddressXlsx(workbookOf(rows, { cellRefs: true })));
  });

  it('refuses what is not a workbook, a broken zip, and one that would unpack too large', async () => {
    expect(await problemOf(() => readFirstSheet(Buffer.from('datum;gas_m3\n')))).toBe('notXlsx');
    const broken = workbookOf([['a']]).subarray(0, 60);
    expect(await problemOf(() => readFirstSheet(broken))).toBe('unreadable');
    const notASheet = Buffer.from(zipSync({ 'readme.txt': new TextEncoder().encode('hallo') }));
    expect(await problemOf(() => readFirstSheet(notASheet))).toBe('unreadable');
    // Zeros pack to almost nothing: the declared size is what is refused, before anything is inflated.
    const bomb = Buffer.from(zipSync({ 'xl/worksheets/sheet1.xml': new Uint8Array(MAX_UNPACKED_BYTES + 1) }));
    expect(bomb.length).toBeLessThan(1_000_000);
    expect(await problemOf(() => readFirstSheet(bomb))).toBe('tooLarge');
  });
});
