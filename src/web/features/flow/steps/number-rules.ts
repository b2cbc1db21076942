import { z } from 'zod';
import { dutchNumberField, parseDutchNumber } from '../../../../contract/dutch-number.ts';
import { AMOUNT_MULTIPLIER } from '../../../../contract/flow-script.ts';
import { i18n } from '@lingui/core';
import { intlLocaleOf } from '../../../../vocabulary/languages.ts';
import type { AnswerInput } from '../flow-actions.ts';
import { runnerPrintables } from '../../../common/printables.ts';
import { flowTexts } from '../../../common/flow-texts.ts';

/**
 * A typed number as the reader's language writes it, turned into the Dutch writing the one parser reads
 * (contract/dutch-number.ts): in English '1,350' is 1350 and '12.5' twelve and a half, so the separators swap.
 */
export function asDutchDigits(text: string): string {
  const decimal = new Intl.NumberFormat(intlLocaleOf(i18n.locale)).formatToParts(1.5).find((p) => p.type === 'decimal');
  return decimal?.value === '.' ? text.replace(/[.,]/g, (c) => (c === '.' ? ',' : '.')) : text;
}

/**
 * A whole number's text for the Dutch parser: digits grouped by threes ('1.350', '1,350') are thousands in either
 * language, as on the Dutch energy bill a reader in English may copy from; anything else is read the reader's way.
 */
const wholeNumberText = (text: string): string =>
  /^\s*[-−+]?\d{1,3}([.,]\d{3})+\s*$/.test(text) ? text.replace(/[.,]/g, '') : asDutchDigits(text);

/**
 * A whole number in [min, max] from a field's text, read as the reader writes it ('1.350' in Dutch, '1,350' in
 * English, whatever the browser's language); text that is no number is NaN, which zod rejects as 'not a number', so
 * one message covers empty, text and out-of-range input.
 */
export const wholeNumberIn = (min: number, max: number, message = flowTexts.wholeNumberBetween(min, max)) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? wholeNumberText(value) : value),
    dutchNumberField(z.number({ error: message }).int(message).min(min, message).max(max, message)),
  );

/** Spec §5 amount input: step 0.01 within the question's bounds; what is sent is the amount × 500, rounded. */ export const amountToValue =
  (amount: number): number => Math.round(amount * AMOUNT_MULTIPLIER);
export const amountIn = (min: number, max: number, message: string) =>
  dutchNumberField(
    z
      .number({ error: message })
      .min(min, message)
      .max(max, message)
      .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, message),
  );

/** Spec §5 points: a number from 0 to the total; NaN counts as 0. */
export const pointsValue = (raw: number): number => (Number.isFinite(raw) ? Math.max(0, Math.trunc(raw)) : 0);

/** A points field's text as a number (NaN when it holds none), read as the chat's other number fields read theirs. */
export const typedNumber = (text: string): number => parseDutchNumber(wholeNumberText(text)) ?? Number.NaN;

/**
 * Spec §5: an entered value is capped so the total never exceeds the points available: the field gets at most what
 * the other fields leave.
 */
export function capPoints(values: Record<string, number>, field: string, entered: number, total: number): number {
  const others = Object.entries(values)
    .filter(([key]) => key !== field)
    .reduce((sum, [, v]) => sum + pointsValue(v), 0);
  return Math.min(pointsValue(entered), Math.max(0, total - others));
}

/**
 * Spec §5 facade versus glass: the two rows always total 100; an entry is capped at 100 and the other row takes the
 * rest.
 */
export function rebalance(entered: number): { facade: number; glass: number } {
  const facade = Math.min(100, pointsValue(entered));
  return { facade, glass: 100 - facade };
}

/**
 * Spec §5 investment filter: the lowest bound is about 95 % of the cheapest option and the highest about 105 % of
 * the dearest, both rounded up to a step of the amount's magnitude (1.234 → 1.300 with step 100).
 */
export function filterBounds(amounts: readonly number[]): { min: number; max: number; step: number } | null {
  if (amounts.length === 0) return null;
  const low = Math.min(...amounts) * 0.95;
  const high = Math.max(...amounts) * 1.05;
  const step = magnitudeStep(high);
  const roundUp = (v: number) => Math.ceil(v / step) * step;
  return { min: roundUp(low), max: Math.max(roundUp(high), roundUp(low)), step };
}

/** A tenth of the amount's order of magnitude, at least 1: 1.234 → 100, 56 → 1, 23.456 → 1.000. */
export function magnitudeStep(amount: number): number {
  if (!(amount >= 10)) return 1;
  return 10 ** (Math.floor(Math.log10(amount)) - 1);
}

/** The heated and unheated m² an unheated share of the house stands for, whole m² that add up to the total. */
export function areaSplit(totalSurface: number, percent: number): { heated: number; unheated: number } {
  const unheated = Math.round((totalSurface * percent) / 100);
  return { heated: totalSurface - unheated, unheated };
}

/** What the unheated-share slider records: the share in the resident's words, and the two areas derived from it. */
/** Its printable value is stored as the household's answer in Dutch, whatever the page is read in (record 0140). */
export function areaAnswers(totalSurface: number, percent: number): AnswerInput[] {
  const { heated, unheated } = areaSplit(totalSurface, percent);
  return [
    {
      code: 'PercentageNotHeated',
      value: String(percent),
      printableKey: runnerPrintables.unheated(),
      printableValue: runnerPrintables.areas(heated, unheated),
    },
    // Derived, not asked: no words of their own, so no echo repeats them as bare numbers.
    { code: 'TotalNotHeateddSquareMeters', value: String(unheated) },
    { code: 'TotalHeateddSquareMeters', value: String(heated) },
  ];
}

/**
 * What the warm-water step records: minutes of showering and baths a week, each in words that say what it counts,
 * stored in Dutch whatever the page is read in (record 0140).
 */
export function warmWaterAnswers(shower: number, bath: number): AnswerInput[] {
  return [
    {
      code: 'ShowerMinutesPerWeek',
      value: String(shower),
      printableKey: runnerPrintables.shower(),
      printableValue: runnerPrintables.showerAnswer(shower),
    },
    {
      code: 'BathsPerWeek',
      value: String(bath),
      printableKey: runnerPrintables.bath(),
      printableValue: runnerPrintables.bathAnswer(bath),
    },
  ];
}
