import fs from 'node:fs/promises';
import type { ParseArgsConfig } from 'node:util';
import type { Config } from '../config.ts';
import type { Store } from '../db/client.ts';
import { findMeasurementForHost, getMeasurementRow } from '../campaigns/measurements.ts';
import { CsvFileError } from '../campaign-files/csv-file.ts';
import { InputError, UsageError, type CliIo } from './io.ts';

export type ParseArgsOptionsConfig = NonNullable<ParseArgsConfig['options']>;

export type Values = Record<string, string | boolean | string[] | undefined>;

export interface CommandContext {
  store: Store;
  config: Config;
  io: CliIo;
  values: Values;
  positionals: string[];
}

export interface Command {
  /** One line for the command list. */
  summary: string;
  /** `npm run cli -- <name> <usage>` */
  usage: string;
  /** Option lines for `--help`, already aligned. */
  help: string;
  options: ParseArgsOptionsConfig;
  run(ctx: CommandContext): Promise<void>;
}

/** `--measurement ID`, else the default campaign. */
export const MEASUREMENT_OPTION = { measurement: { type: 'string' } } as const satisfies ParseArgsOptionsConfig;
export const MEASUREMENT_HELP = '  --measurement ID              The campaign (default: the default campaign)';

export async function selectedMeasurement(ctx: CommandContext) {
  const raw = ctx.values.measurement;
  if (raw !== undefined) {
    const id = Number(raw);
    const row = Number.isInteger(id) && id > 0 ? await getMeasurementRow(ctx.store.db, id) : undefined;
    if (!row) throw new UsageError(`--measurement ${String(raw)}: no such campaign (see: measurement list)`);
    return row;
  }
  const row = await findMeasurementForHost(ctx.store.db, 'localhost');
  if (!row) throw new UsageError('There is no campaign yet: create one with measurement create --name NAME');
  return row;
}

export function stringValue(values: Values, name: string): string | undefined {
  const value = values[name];
  return typeof value === 'string' ? value : undefined;
}

/**
 * The one CSV file a command imports, parsed: a missing or unreadable file is wrong use; a file with problems is
 * bad input, each problem prefixed with the file's name (campaign-files/csv-file.ts).
 */
export async function parsedCsvFile<T>(
  ctx: CommandContext,
  parse: (content: Buffer) => T | Promise<T>,
  what = 'CSV file',
): Promise<{ file: string; parsed: T }> {
  const [file] = ctx.positionals;
  if (!file || ctx.positionals.length > 1) throw new UsageError(`Give one ${what}`);
  let content: Buffer;
  try {
    content = await fs.readFile(file);
  } catch {
    throw new UsageError(`Cannot read ${file}`);
  }
  try {
    return { file, parsed: await parse(content) };
  } catch (error) {
    if (error instanceof CsvFileError)
      throw new InputError(
        [...error.summary, ...error.problems].map((p) => `${file} ${p}`),
        error.message,
      );
    throw error;
  }
}

const HELP_COLUMN = 32;

/**
 * One line of help: the option or command, then its text in a column. An option too long for the column gets its
 * text on the next line, so the two never run together ('--ambassador-introduction VALUE').
 */
export function helpLine(name: string, text: string): string {
  const head = `  ${name}`;
  return head.length < HELP_COLUMN
    ? `${head.padEnd(HELP_COLUMN)}${text}`
    : `${head}\n${' '.repeat(HELP_COLUMN)}${text}`;
}
