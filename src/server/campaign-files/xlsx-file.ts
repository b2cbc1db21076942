import { unzipSync, zipSync, type Unzipped } from 'fflate';
import { readSheet, type SheetData } from 'read-excel-file/node';

/**
 * The one way the server reads an .xlsx workbook (an organiser's addresses, a resident's supplier export), record
 * 0156: read-excel-file reads the first sheet, after two checks of our own.
 *
 * - **Cell references.** ECMA-376 makes the `r` attribute of `<row>` and `<c>` optional: without it a row is the one
 *   after the previous row and a cell the one after the previous cell. Eneco's and Oxxio's 'Verbruik' export writes
 *   no `r` at all, and read-excel-file 9.3.17 (the newest) fails on such a cell (TypeError in parseCellAddress), as
 *   exceljs 4.4.0 does. So a sheet with a cell without `r` gets the implied references written in before it is read.
 * - **Size.** A zip of a few kB can unpack to gigabytes; the sizes the archive declares are summed before anything is
 *   inflated, and a workbook that would unpack to more than MAX_UNPACKED_BYTES is refused.
 */

/** An .xlsx file is a zip archive: it starts with the local-file signature 'PK\x03\x04'. */
export const isXlsx = (content: Uint8Array) =>
  content.length >= 4 && content[0] === 0x50 && content[1] === 0x4b && content[2] === 0x03 && content[3] === 0x04;

/**
 * Unpacked, a workbook may be this large: three years of a supplier's days are about 2 MB of sheet XML, an
 * organiser's 10.000 addresses about 15 MB.
 */
export const MAX_UNPACKED_BYTES = 64 * 1024 * 1024;

export type XlsxProblem = 'notXlsx' | 'tooLarge' | 'unreadable';

/** Why a workbook could not be read; the caller says it in its reader's words. */
export class XlsxFileError extends Error {
  constructor(readonly problem: XlsxProblem) {
    super(`unreadable .xlsx: ${problem}`);
  }
}

/** The first sheet's rows (numbers, texts, booleans, dates as read-excel-file gives them; null for an empty cell). */
export async function readFirstSheet(content: Buffer): Promise<SheetData> {
  if (!isXlsx(content)) throw new XlsxFileError('notXlsx');
  let files: Unzipped;
  try {
    let unpacked = 0;
    files = unzipSync(content, {
      filter: (file) => {
        unpacked += file.originalSize;
        if (unpacked > MAX_UNPACKED_BYTES) throw new XlsxFileError('tooLarge');
        return true;
      },
    });
  } catch (error) {
    throw error instanceof XlsxFileError ? error : new XlsxFileError('unreadable');
  }
  const sheets = Object.keys(files).filter((name) => /^xl\/worksheets\/[^/]+\.xml$/.test(name));
  let changed = false;
  for (const name of sheets) {
    const xml = new TextDecoder().decode(files[name]);
    const referenced = withCellReferences(xml);
    if (referenced !== xml) {
      files[name] = new TextEncoder().encode(referenced);
      changed = true;
    }
  }
  try {
    // Stored, not compressed: the archive is read once, right here.
    return await readSheet(changed ? Buffer.from(zipSync(files, { level: 0 })) : content);
  } catch {
    throw new XlsxFileError('unreadable');
  }
}

/** 1 → 'A', 27 → 'AA'. */
export function columnLetters(column: number): string {
  let letters = '';
  for (let n = column; n > 0; n = Math.floor((n - 1) / 26))
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}

/** 'AA12' → 27 (the column); null when the text is no cell reference. */
const columnOf = (reference: string): number | null => {
  const match = /^\$?([A-Z]{1,3})\$?\d+$/i.exec(reference);
  if (!match) return null;
  return [...match[1]!.toUpperCase()].reduce((n, letter) => n * 26 + letter.charCodeAt(0) - 64, 0);
};

/** A `<row …>` or `<c …>` start tag, with or without a namespace prefix ('x:c'), not `<col>` or `<cols>`. */
const TAG = /<((?:[A-Za-z_][\w.-]*:)?)(row|c)(?=[\s/>])([^>]*)>/g;
const R_ATTRIBUTE = /\sr\s*=\s*(["'])(.*?)\1/;

/**
 * The sheet's XML with every `<row>` and `<c>` given its reference as ECMA-376 implies it (the row after the previous
 * row, the cell after the previous cell of its row); elements that carry `r` keep it and set the count from there.
 * A sheet whose cells all have `r` comes back unchanged. Sheet XML escapes '<' and '>' in text, so every match is a
 * tag.
 */
export function withCellReferences(xml: string): string {
  let missing = false;
  for (const match of xml.matchAll(TAG))
    if (match[2] === 'c' && !R_ATTRIBUTE.test(match[3]!)) {
      missing = true;
      break;
    }
  if (!missing) return xml;
  let row = 0;
  let column = 0;
  return xml.replace(TAG, (tag, prefix: string, name: string, attributes: string) => {
    const own = R_ATTRIBUTE.exec(attributes)?.[2];
    if (name === 'row') {
      row = own !== undefined && /^\d+$/.test(own) ? Number(own) : row + 1;
      column = 0;
      return own !== undefined ? tag : `<${prefix}row r="${row}"${attributes}>`;
    }
    const ownColumn = own === undefined ? null : columnOf(own);
    column = ownColumn ?? column + 1;
    return own !== undefined ? tag : `<${prefix}c r="${columnLetters(column)}${row}"${attributes}>`;
  });
}
