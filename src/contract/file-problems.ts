/**
 * A problem in an organiser's file (addresses, PBL's Startanalyse) as the console and the CLI show it, in Dutch:
 * 'regel 12, kolom Postcode: vier cijfers en twee letters (nu: "3511")'. Written by the server's file rules, read
 * back here to sum up what repeats: a file that Excel changed in one column has the same problem on every line, and
 * 300 lines of it hide the one other problem (issue 35.9).
 */
export function fileProblem(line: number, column: string, message: string, value: string): string {
  return `regel ${line}, kolom ${column}: ${message}${value === '' ? ' (leeg)' : ` (nu: "${value}")`}`;
}

const PROBLEM = /^regel (\d+), (kolom .+?)(?: \(leeg\)| \(nu: ".*"\))$/s;

/**
 * The problems that repeat (the same column and message on two or more lines), one line each, most frequent first:
 * '300 regels: kolom BAG-id: vul de BAG-code van 16 cijfers in (van regel 2 tot en met regel 301)'. Problems of
 * one line, and those about the file as a whole, are not summed up; the full list still holds every one.
 */
export function summariseFileProblems(problems: readonly string[]): string[] {
  const groups = new Map<string, number[]>();
  for (const problem of problems) {
    const match = PROBLEM.exec(problem);
    if (!match) continue;
    const lines = groups.get(match[2]!) ?? [];
    lines.push(Number(match[1]));
    groups.set(match[2]!, lines);
  }
  return [...groups]
    .filter(([, lines]) => lines.length > 1)
    .sort(([, a], [, b]) => b.length - a.length)
    .map(
      ([what, lines]) =>
        `${lines.length} regels: ${what} (van regel ${Math.min(...lines)} tot en met regel ${Math.max(...lines)})`,
    );
}
