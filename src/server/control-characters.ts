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

/** The first place (`body.message`, `params.code`, `query.buildYear`) whose string holds a control character. */
export function controlCharacterField(value: unknown, path: string): string | undefined {
  if (typeof value === 'string') return CONTROL_CHARACTER.test(value) ? path : undefined;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = controlCharacterField(item, `${path}.${index}`);
      if (found) return found;
    }
    return undefined;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = controlCharacterField(key, `${path}.${key}`) ?? controlCharacterField(item, `${path}.${key}`);
      if (found) return found;
    }
  }
  return undefined;
}

export const CONTROL_CHARACTER_MESSAGE =
  'Ongeldige invoer: de tekst bevat een onzichtbaar stuurteken. Typ de tekst opnieuw, of plak hem zonder opmaak.';
