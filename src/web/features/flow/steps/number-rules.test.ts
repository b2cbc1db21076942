import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { answerBubble } from '../../../../contract/answer-words.ts';
import type { AnswerInput } from '../flow-actions.ts';
import {
  amountIn,
  areaAnswers,
  amountToValue,
  capPoints,
  filterBounds,
  magnitudeStep,
  pointsValue,
  rebalance,
  typedNumber,
  warmWaterAnswers,
  wholeNumberIn,
} from './number-rules.ts';

describe('number rules (spec §5)', () => {
  it('accepts whole numbers within the bounds only', () => {
    const age = wholeNumberIn(0, 120);
    expect(age.safeParse(0).success).toBe(true);
    expect(age.safeParse(120).success).toBe(true);
    expect(age.safeParse(121).success).toBe(false);
    expect(age.safeParse(-1).success).toBe(false);
    expect(age.safeParse(1.5).success).toBe(false);
    expect(age.safeParse(Number.NaN).success).toBe(false);
  });

  it('reads typed numbers as the reader writes them, and grouped thousands as on the Dutch energy bill', () => {
    const gas = wholeNumberIn(0, 100_000);
    const read = () => ['1.350', '1,350', '1350', '12,5', '12.5'].map((text) => gas.safeParse(text).data);
    expect(read()).toEqual([1350, 1350, 1350, undefined, undefined]);
    i18n.loadAndActivate({ locale: 'en', messages: {} });
    try {
      expect(read()).toEqual([1350, 1350, 1350, undefined, undefined]);
      expect([typedNumber('12'), typedNumber('1,200')]).toEqual([12, 1200]);
    } finally {
      i18n.loadAndActivate({ locale: 'nl', messages: {} });
    }
  });

  it('sends amounts × 500, rounded, and takes steps of 0.01', () => {
    expect(amountToValue(1.23)).toBe(615);
    expect(amountToValue(0.333)).toBe(167);
    const amount = amountIn(0, 10, 'x');
    expect(amount.safeParse(1.25).success).toBe(true);
    expect(amount.safeParse(1.255).success).toBe(false);
    expect(amount.safeParse(10.01).success).toBe(false);
  });

  it('counts NaN as 0 and caps points so the total never exceeds what is available', () => {
    expect(pointsValue(Number.NaN)).toBe(0);
    expect(pointsValue(-3)).toBe(0);
    const values = { a: 30, b: 5, c: Number.NaN };
    expect(capPoints(values, 'c', 10, 40)).toBe(5);
    expect(capPoints(values, 'a', 50, 40)).toBe(35);
    expect(capPoints(values, 'b', 2, 40)).toBe(2);
  });

  it('keeps facade and glass at 100 together', () => {
    expect(rebalance(30)).toEqual({ facade: 30, glass: 70 });
    expect(rebalance(140)).toEqual({ facade: 100, glass: 0 });
    expect(rebalance(Number.NaN)).toEqual({ facade: 0, glass: 100 });
  });

  it('sets filter bounds at 95 % and 105 %, rounded up to a magnitude step', () => {
    expect(magnitudeStep(1234)).toBe(100);
    expect(magnitudeStep(23_456)).toBe(1000);
    expect(magnitudeStep(56)).toBe(1);
    expect(magnitudeStep(5)).toBe(1);
    expect(filterBounds([10_000, 20_000])).toEqual({ min: 10_000, max: 21_000, step: 1000 });
    expect(filterBounds([8_123, 14_321])).toEqual({ min: 8_000, max: 16_000, step: 1000 });
    expect(filterBounds([])).toBeNull();
  });
});

describe("the resident's bubble for a step (issue 35.13)", () => {
  const bubble = (saved: AnswerInput[]) =>
    answerBubble(saved.map((a) => ({ value: a.value, printable: a.printableValue, printableKey: a.printableKey })));
  // Neither a question, nor a raw value, nor doubled punctuation ('…?: Verwarmd: 75 m². Niet verwarmd: 8 m²., 8, 75').
  const plain = (text: string) => {
    expect(text).not.toMatch(/\?:|\.,|\.$/);
  };

  it('echoes the unheated share as the two areas, once', () => {
    const text = bubble(areaAnswers(83, 10));
    expect(text).toBe('Verwarmd: 75\u00a0m², niet verwarmd: 8\u00a0m²');
    plain(text);
  });

  it('echoes warm water in words that say what they count', () => {
    const text = bubble(warmWaterAnswers(110, 2));
    expect(text).toBe('110 minuten douchen per week, 2 keer per week een bad');
    plain(text);
  });
});
