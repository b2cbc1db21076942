import { z } from 'zod';

/**
 * Numbers as a Dutch reader writes them, whatever language the browser is set to: a dot between thousands
 * ('1.350' m³, as on the energy bill), a comma before the decimals ('45,50'). The one parser for every field a
 * person types a number into (the chat, the console) and the forms' schemas built on it (docs/decisions/0117).
 *
 * - A comma is the decimal comma; dots before it must group thousands ('1.234,56').
 * - Without a comma, dots that group thousands are thousands separators ('5.250' is 5250, '1.234.567').
 * - One dot that cannot group thousands ('1.5', '0.250', '12.75') is read as a decimal point: a Dutch reader
 *   cannot mean anything else, and a browser or keyboard in English writes it that way.
 * - Spaces (also the no-break spaces of a pasted figure), a leading '+' and leading zeros ('015') are ignored;
 *   '-' or '−' makes it negative.
 * - Anything else (two commas, '1,234.5', letters, an empty field) is not a number: null.
 */
export function parseDutchNumber(text: string): number | null {
  const compact = text.replace(/[\s\u00a0\u202f]/g, '');
  const match = /^([-−+]?)(\d[\d.]*)(?:,(\d+))?$/.exec(compact);
  if (!match) return null;
  const [, sign, whole, decimals] = match as unknown as [string, string, string, string | undefined];
  let digits: string;
  if (!whole.includes('.')) digits = whole;
  else if (/^[1-9]\d{0,2}(\.\d{3})+$/.test(whole)) digits = whole.replace(/\./g, '');
  else if (decimals === undefined && /^\d+\.\d+$/.test(whole)) return signed(sign, Number(whole));
  else return null;
  return signed(sign, Number(decimals === undefined ? digits : `${digits}.${decimals}`));
}

const signed = (sign: string, value: number) => (sign === '-' || sign === '−' ? -value : value);

/**
 * A number as a reader of `language` writes it (record 0150): every Dutch way above, whatever the language, as the
 * energy bill and the meter are Dutch ('1.350', '45,50'); in another language also commas between thousands
 * ('12,500', '1,234.5'), the one form a Dutch reader would read as decimals (12,5) and an English one never does.
 */
export function parseNumberIn(text: string, language: string): number | null {
  if (language !== 'nl') {
    const grouped = /^([-−+]?)(\d{1,3}(?:,\d{3})+)(?:\.(\d+))?$/.exec(text.replace(/[\s\u00a0\u202f]/g, ''));
    if (grouped) {
      const [, sign, whole, decimals] = grouped as unknown as [string, string, string, string | undefined];
      return signed(sign, Number(`${whole.replace(/,/g, '')}${decimals === undefined ? '' : `.${decimals}`}`));
    }
  }
  return parseDutchNumber(text);
}

const inputFormat = new Intl.NumberFormat('nl-NL', { useGrouping: false, maximumFractionDigits: 6 });

/** A number as a form field shows it for editing: a decimal comma and no thousands dots ('45,5', '1350'). */
export const dutchNumberInput = (value: number | null | undefined): string =>
  value === null || value === undefined || !Number.isFinite(value) ? '' : inputFormat.format(value);

/**
 * A field's text read as a Dutch number (or by `read`, such as `parseNumberIn` for the reader's language) and then
 * held to `rule`: a text that is no number reaches the rule as NaN, which a zod number refuses with the rule's own
 * message. A number (a value set by code) passes as it is.
 */
export const dutchNumberField = <T extends z.ZodType<number>>(
  rule: T,
  read: (text: string) => number | null = parseDutchNumber,
) => z.preprocess((value) => (typeof value === 'string' ? (read(value) ?? Number.NaN) : value), rule);
