/**
 * Control characters other than tab, line feed and carriage return have no place in anything a person types,
 * and PostgreSQL refuses NUL in text outright. One check for every string of every request — path, query and
 * body — answers them with a clear 400 before any handler runs (so nothing is stored, counted or rate-limited).
 */
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** Percent-encoded control characters in a URL, which the router may leave undecoded in a parameter. */
const ENCODED_CONTROL_CHARACTER = /%(?:0[0-8BCEF]|1[0-9A-F]|7F)/i;

export function urlHasControlCharacter(url: string): boolean {
  return ENCODED_CONTROL_CHARACTER.test(url);
}

/**
 * No request of the API nests deeper than a few levels; anything deeper is refused before any handler runs.
 * The walk below is iterative, so even a body of thousands of nested arrays cannot overflow the stack.
 */
export const MAX_NESTING = 16;

export type StringProblem = { kind: 'control'; field: string } | { kind: 'nesting'; field: string };

/** The first place (`body.message`, `params.code`, `query.buildYear`) whose string holds a control character, or nests too deep. */
export function stringProblem(value: unknown, path: string): StringProblem | undefined {
  const pending: { value: unknown; path: string; depth: number }[] = [{ value, path, depth: 0 }];
  while (pending.length > 0) {
    const item = pending.pop()!;
    if (typeof item.value === 'string') {
      if (CONTROL_CHARACTER.test(item.value)) return { kind: 'control', field: item.path };
      continue;
    }
    if (item.value === null || typeof item.value !== 'object') continue;
    if (item.depth >= MAX_NESTING) return { kind: 'nesting', field: item.path };
    const entries = Array.isArray(item.value)
      ? item.value.map((child, index) => [String(index), child] as const)
      : Object.entries(item.value);
    // Pushed in reverse so the first offending field in reading order is the one reported.
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, child] = entries[i]!;
      const childPath = `${item.path}.${key}`;
      pending.push({ value: child, path: childPath, depth: item.depth + 1 });
      if (!Array.isArray(item.value)) pending.push({ value: key, path: childPath, depth: item.depth + 1 });
    }
  }
  return undefined;
}

export const CONTROL_CHARACTER_MESSAGE =
  'Ongeldige invoer: de tekst bevat een onzichtbaar stuurteken. Typ de tekst opnieuw, of plak hem zonder opmaak.';

export const NESTING_MESSAGE = 'Ongeldige invoer: de gegevens zijn te diep genest.';
