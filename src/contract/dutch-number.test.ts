import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { dutchNumberField, dutchNumberInput, parseDutchNumber, parseNumberIn } from './dutch-number.ts';

const grouped = new Intl.NumberFormat('nl-NL', { useGrouping: true, maximumFractionDigits: 2 });
/** Whole cents: the amounts and prices people type. */
const cents = fc.integer({ min: 0, max: 10_000_000_000 }).map((c) => c / 100);

describe('parseDutchNumber', () => {
  it('reads what a Dutch reader means (issue 35.6)', () => {
    expect(parseDutchNumber('1.350')).toBe(1350);
    expect(parseDutchNumber('1350')).toBe(1350);
    expect(parseDutchNumber('45,50')).toBe(45.5);
    expect(parseDutchNumber('5.250')).toBe(5250);
    expect(parseDutchNumber('1.234.567,89')).toBe(1234567.89);
    expect(parseDutchNumber(' 1\u00a0350 ')).toBe(1350);
    expect(parseDutchNumber('015')).toBe(15);
    expect(parseDutchNumber('-3,5')).toBe(-3.5);
  });

  it('reads a single dot that cannot group thousands as a decimal point', () => {
    expect(parseDutchNumber('1.5')).toBe(1.5);
    expect(parseDutchNumber('0.250')).toBe(0.25);
    expect(parseDutchNumber('45.50')).toBe(45.5);
  });

  it('refuses what is no number or could mean two things', () => {
    for (const text of ['', ' ', 'abc', '1,2,3', '1,234.5', '12.34,5', '1.2.3', ',5', '5,', '1e5', '€ 5', '--1', '.5'])
      expect(parseDutchNumber(text), text).toBeNull();
  });

  it('reads every amount as nl-NL writes it, with and without thousands dots', () => {
    fc.assert(
      fc.property(cents, (value) => {
        expect(parseDutchNumber(grouped.format(value))).toBe(value);
        expect(parseDutchNumber(dutchNumberInput(value))).toBe(value);
      }),
    );
  });

  it('reads every whole number as typed, with or without thousands dots and leading zeros', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), fc.nat(3), (value, zeros) => {
        expect(parseDutchNumber(String(value))).toBe(value);
        expect(parseDutchNumber(`${'0'.repeat(zeros)}${value}`)).toBe(value);
        expect(parseDutchNumber(grouped.format(value))).toBe(value);
      }),
    );
  });

  it('never reads a number that is not in the text: the result is the digits, scaled by a power of ten', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[-+]?[\d.,]{1,14}$/), (text) => {
        const value = parseDutchNumber(text);
        if (value === null) return;
        const digits = text.replace(/\D/g, '').replace(/^0+/, '') || '0';
        const read = String(Math.abs(value)).replace('.', '').replace(/^0+/, '').replace(/0+$/, '') || '0';
        expect(digits.replace(/0+$/, '') || '0').toBe(read);
      }),
    );
  });
});

describe('dutchNumberField', () => {
  const rule = dutchNumberField(z.number({ error: 'getal' }).int('getal').min(0, 'getal').max(1_000_000, 'getal'));
  it('holds the field text to the rule, with the rule’s own message', () => {
    expect(rule.parse('1.350')).toBe(1350);
    expect(rule.parse(1350)).toBe(1350);
    expect(rule.safeParse('1,35').error?.issues[0]?.message).toBe('getal');
    expect(rule.safeParse('').error?.issues[0]?.message).toBe('getal');
    expect(rule.safeParse('1.000.001').error?.issues[0]?.message).toBe('getal');
  });
});

describe('parseNumberIn (record 0150)', () => {
  it('reads every Dutch number the same in English, as the bill and the meter write them', () => {
    for (const text of ['1.350', '45,50', '4.512,345', '4512,345', '12.5', '6,5', '12500', '-3', '1.234.567'])
      expect(parseNumberIn(text, 'en'), text).toBe(parseDutchNumber(text));
  });

  it('reads commas between thousands in English, and only there', () => {
    expect(parseNumberIn('12,500', 'en')).toBe(12_500);
    expect(parseNumberIn('1,234.5', 'en')).toBe(1234.5);
    expect(parseNumberIn('−1,234,567', 'en')).toBe(-1_234_567);
    expect(parseNumberIn('12,500', 'nl')).toBe(12.5);
    expect(parseNumberIn('1,234.5', 'nl')).toBeNull();
    expect(parseNumberIn('12,50,0', 'en')).toBeNull();
  });
});
