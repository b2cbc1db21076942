import type { SheetData } from 'read-excel-file/node';
import { parseAddressCsv, parseAddressRecords, type AddressRow } from './address-import.ts';
import { CsvFileError, lineProblem } from './csv-file.ts';
import { isXlsx, readFirstSheet, XlsxFileError } from './xlsx-file.ts';

/**
 * An organiser's address file as CSV or Excel (.xlsx), told apart by its content, not its name. Excel rows are
 * turned into text cells and go through the same rules as a CSV's (docs/decisions/0107).
 */
export async function parseAddressFile(content: Buffer): Promise<AddressRow[]> {
  return isXlsx(content) ? parseAddressXlsx(content) : parseAddressCsv(content);
}

/** The first sheet of an .xlsx workbook; empty rows are skipped, each row keeps its own line number. */
export async function parseAddressXlsx(content: Buffer): Promise<AddressRow[]> {
  let rows: SheetData;
  try {
    rows = await readFirstSheet(content);
  } catch (error) {
    if (!(error instanceof XlsxFileError)) throw error;
    throw new CsvFileError([lineProblem(1, error.problem === 'tooLarge' ? 'xlsxTooLarge' : 'notXlsx')]);
  }
  const records = rows
    .map((row, index) => ({ cells: row.map(cellText), line: index + 1 }))
    .filter((record) => record.cells.some((cell) => cell !== ''));
  return parseAddressRecords(records);
}

/**
 * A cell as a Dutch CSV would hold it: numbers with a decimal comma (the rules read numbers as Dutch, so 52.123
 * must not reach them as '52.123'), yes/no as 'ja'/'nee', dates as YYYY-MM-DD. A number of more than 15 digits is
 * written as Excel shows it, '1,68001E+15': Excel keeps 15 digits of a number, so the rest is gone (issue 35.9).
 */
function cellText(cell: unknown): string {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'boolean') return cell ? 'ja' : 'nee';
  if (cell instanceof Date) return cell.toISOString().slice(0, 10);
  if (typeof cell === 'number')
    return (Math.abs(cell) >= 1e15 ? cell.toExponential().toUpperCase() : String(cell)).replace('.', ',');
  return String(cell).trim();
}
