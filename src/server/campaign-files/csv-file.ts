import { parse } from 'csv-parse/sync';
import { parseDutchNumber } from '../../contract/dutch-number.ts';
import type { Localised } from '../../contract/messages.ts';
import {
  campaignFileProblemIn,
  summariseFileProblems,
  type CampaignFileProblem,
  type ProblemValue,
} from '../../contract/file-problems.ts';
import type { CampaignFileProblemId } from '../../contract/campaign-file-problems.ts';
import type { Language } from '../../vocabulary/languages.ts';

/**
 * A CSV as spreadsheets export it, for the organiser's imports (addresses, the PBL Startanalyse): Dutch or English
 * column names, ';' or ',', UTF-8 with or without BOM, decimal commas. Problems name the line and the file's own
 * column, so an organiser can find and fix each one; a file with any problem is not read at all. They are ids and
 * values (contract/campaign-file-problems.ts), said in the reader's language when answered (record 0154).
 */

/**
 * A file refused, with every problem: a rule's id and values, or a sentence the caller already said in its reader's
 * language (the readings' rules, record 0150).
 */
export class CsvFileError extends Error {
  constructor(readonly found: readonly (CampaignFileProblem | string)[]) {
    super(`${found.length} ${found.length === 1 ? 'probleem' : 'problemen'} in het bestand; er is niets ingelezen.`);
  }

  /** Every problem in a language. */
  problemsIn(language: Language): string[] {
    return this.found.map((problem) =>
      typeof problem === 'string' ? problem : campaignFileProblemIn(language, problem),
    );
  }

  /** What repeats, summed up ('300 regels: …'), to be shown before the full list. */
  summaryIn(language: Language): string[] {
    return summariseFileProblems(this.problemsIn(language), language);
  }

  /** In Dutch, as the CLI prints them. */
  get problems(): string[] {
    return this.problemsIn('nl');
  }

  get summary(): string[] {
    return this.summaryIn('nl');
  }
}

/** A problem of a line, or of the file as a whole when no line is given. */
export const lineProblem = (
  line: number | '?' | undefined,
  id: CampaignFileProblemId,
  values?: Record<string, ProblemValue>,
): CampaignFileProblem => (line === undefined ? { id, values } : { line, id, values });

/**
 * A number as a Dutch spreadsheet writes it, with the contract's one parser: a thousands dot, a decimal comma
 * ('1.450', '104,5'); NaN when the cell holds no number.
 */
export const csvNumber = (text: string) => parseDutchNumber(text) ?? Number.NaN;

/** A header or a yes/no cell reduced to lower-case letters and digits. */
export const csvKey = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

export interface CsvColumns<F extends string> {
  /** Header names (as csvKey gives them) that mean each field. */
  headers: Record<F, string[]>;
  /** How the messages name a field when the file has no column for it. */
  names: Record<F, Localised>;
  required: readonly F[];
  /** The command whose --help lists the columns. */
  command: string;
}

/** One data line: its cells by field, and the problems found on it so far. */
export interface CsvRow<F extends string> {
  line: number;
  get(field: F): string;
  /** Records a problem with a field, quoting what the cell holds. */
  bad(field: F, id: CampaignFileProblemId, values?: Record<string, ProblemValue>): void;
  problems: CampaignFileProblem[];
}

/** A line of a table file as text cells, with the line number the organiser's own program shows for it. */
export interface TableRecord {
  cells: string[];
  line: number;
}

/** The file's data lines with their fields; throws CsvFileError for an unreadable file or a bad header. */
export function csvRows<F extends string>(input: string | Buffer, columns: CsvColumns<F>): CsvRow<F>[] {
  return tableRows(csvRecords(input), columns);
}

/** The CSV's lines as text cells; throws CsvFileError when it cannot be read as CSV. */
export function csvRecords(input: string | Buffer): TableRecord[] {
  const text = (typeof input === 'string' ? input : input.toString('utf8')).replace(/^\uFEFF/, '');
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const delimiter = (firstLine.match(/;/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? ';' : ',';
  try {
    const records = parse(text, {
      delimiter,
      bom: true,
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
      info: true,
    }) as unknown as { record: string[]; info: { lines: number } }[];
    return records.map(({ record, info }) => ({ cells: record, line: info.lines }));
  } catch (error) {
    const e = error as { message: string; lines?: number };
    throw new CsvFileError([lineProblem(e.lines ?? '?', 'notCsv', { reason: e.message })]);
  }
}

/**
 * The rows of a table file of any kind (a CSV's lines, an Excel sheet's rows) with their fields: the first record is
 * the header. One set of rules for headers, columns and messages, whatever the file came in as.
 */
export function tableRows<F extends string>(records: TableRecord[], columns: CsvColumns<F>): CsvRow<F>[] {
  const [header, ...rows] = records;
  if (!header) throw new CsvFileError([lineProblem(1, 'emptyFile')]);
  const fields = Object.keys(columns.headers) as F[];
  const index = new Map<F, number>();
  const problems: CampaignFileProblem[] = [];
  header.cells.forEach((name, at) => {
    const field = fields.find((f) => columns.headers[f].includes(csvKey(name)));
    if (!field) problems.push(lineProblem(1, 'unknownColumn', { name, command: columns.command }));
    else if (index.has(field))
      problems.push(
        lineProblem(1, 'sameField', { first: index.get(field)! + 1, second: at + 1, field: columns.names[field] }),
      );
    else index.set(field, at);
  });
  for (const field of columns.required)
    if (!index.has(field)) {
      const [one, other] = columns.headers[field];
      const examples = other === undefined ? one! : { nl: `${one} of ${other}`, en: `${one} or ${other}` };
      problems.push(lineProblem(1, 'missingColumn', { field: columns.names[field], examples }));
    }
  if (problems.length > 0) throw new CsvFileError(problems);

  return rows.map(({ cells: record, line }) => {
    const get = (field: F) => {
      const at = index.get(field);
      return at === undefined ? '' : (record[at] ?? '').trim();
    };
    const row: CsvRow<F> = {
      line,
      get,
      problems: [],
      // Named as the organiser's own file names the column, with what is in the cell.
      bad: (field, id, values) =>
        row.problems.push({
          line,
          column: header.cells[index.get(field) ?? -1] ?? columns.names[field],
          id,
          values,
          found: get(field),
        }),
    };
    if (record.length !== header.cells.length)
      row.problems.push(lineProblem(line, 'fieldCount', { fields: record.length, header: header.cells.length }));
    return row;
  });
}
