import type { Language } from '../vocabulary/languages.ts';
import { campaignFileProblems, type CampaignFileProblemId } from './campaign-file-problems.ts';
import { sayIn, type Localised } from './messages.ts';

/**
 * A problem in a file (an organiser's addresses or PBL's Startanalyse, a resident's meter readings) as the console,
 * the CLI and the readings page show it: 'regel 12, kolom Postcode: vier cijfers en twee letters (nu: "3511")'.
 * Written by the server's file rules, read back here to sum up what repeats: a file that Excel changed in one column
 * has the same problem on every line, and 300 lines of it hide the one other problem (issue 35.9). Dutch unless the
 * reader's language is asked for (a resident's readings follow Accept-Language, record 0150).
 */
export const fileProblemWords = {
  place: { nl: 'regel {line}, kolom {column}: {message}', en: 'line {line}, column {column}: {message}' },
  line: { nl: 'regel {line}: {message}', en: 'line {line}: {message}' },
  empty: { nl: '{problem} (leeg)', en: '{problem} (empty)' },
  now: { nl: '{problem} (nu: "{value}")', en: '{problem} (now: "{value}")' },
  summary: {
    nl: '{count} regels: {what} (van regel {first} tot en met regel {last})',
    en: '{count} lines: {what} (from line {first} to line {last})',
  },
} as const satisfies Record<string, Localised>;

/** A problem at a place, with the value found there: ' (leeg)' or ' (nu: "3511")' after it. */
export const withValueIn = (language: Language, problem: string, value: string): string =>
  value === ''
    ? sayIn(language, fileProblemWords.empty, { problem })
    : sayIn(language, fileProblemWords.now, { problem, value });

export function fileProblem(line: number, column: string, message: string, value: string, language: Language = 'nl') {
  const place = sayIn(language, fileProblemWords.place, { line: String(line), column, message });
  return withValueIn(language, place, value);
}

/** A value in a problem: a figure or the file's own words, or a word of ours in every language. */
export type ProblemValue = string | number | Localised;

/**
 * A problem of an organiser's file as its rules find it (record 0154): the rule's id and values, and where: a line
 * and column (then `found` is what the cell holds), a line, or the file as a whole. Said in a language only when
 * answered, so the console and the CLI read the same problem each in their own.
 */
export interface CampaignFileProblem {
  line?: number | '?';
  /** The file's own name for the column, or ours (in every language) when the file has none. */
  column?: string | Localised;
  id: CampaignFileProblemId;
  values?: Readonly<Record<string, ProblemValue>>;
  found?: string;
}

const valueIn = (language: Language, value: ProblemValue): string =>
  typeof value === 'object' ? value[language] : String(value);

/** A message of a table in a language, its values (each in that language too) filled in. */
export const sayValuesIn = (
  language: Language,
  message: Localised,
  values: Readonly<Record<string, ProblemValue>> = {},
): string =>
  sayIn(
    language,
    message,
    Object.fromEntries(Object.entries(values).map(([name, value]) => [name, valueIn(language, value)])),
  );

/** A campaign file's problem in a language: 'line 12, column Postcode: … (now: "3511")', 'line 1: …' or '…'. */
export function campaignFileProblemIn(language: Language, problem: CampaignFileProblem): string {
  const message = sayValuesIn(language, campaignFileProblems[problem.id], problem.values);
  if (problem.column !== undefined && typeof problem.line === 'number')
    return fileProblem(problem.line, valueIn(language, problem.column), message, problem.found ?? '', language);
  if (problem.line !== undefined)
    return sayIn(language, fileProblemWords.line, { line: String(problem.line), message });
  return message;
}

/** A problem read back: its line, and its column and message (what repeats). */
const PROBLEM: Record<Language, RegExp> = {
  nl: /^regel (\d+), (kolom .+?)(?: \(leeg\)| \(nu: ".*"\))$/s,
  en: /^line (\d+), (column .+?)(?: \(empty\)| \(now: ".*"\))$/s,
};

/**
 * The problems that repeat (the same column and message on two or more lines), one line each, most frequent first:
 * '300 regels: kolom BAG-id: vul de BAG-code van 16 cijfers in (van regel 2 tot en met regel 301)'. Problems of
 * one line, and those about the file as a whole, are not summed up; the full list still holds every one.
 */
export function summariseFileProblems(problems: readonly string[], language: Language = 'nl'): string[] {
  const groups = new Map<string, number[]>();
  for (const problem of problems) {
    const match = PROBLEM[language].exec(problem);
    if (!match) continue;
    const lines = groups.get(match[2]!) ?? [];
    lines.push(Number(match[1]));
    groups.set(match[2]!, lines);
  }
  return [...groups]
    .filter(([, lines]) => lines.length > 1)
    .sort(([, a], [, b]) => b.length - a.length)
    .map(([what, lines]) =>
      sayIn(language, fileProblemWords.summary, {
        count: String(lines.length),
        what,
        first: String(Math.min(...lines)),
        last: String(Math.max(...lines)),
      }),
    );
}
