import { describe, expect, it } from 'vitest';
import { enthusiasmPhrases, labelWords, trustWords } from '../../../contract/heat-plan-texts.ts';
import { LABEL_ORDER } from '../../../vocabulary/energy-labels.ts';
import { enthusiasmPhrase, labelChange, trustTexts } from './texts.ts';

// The heat plan's PDF keeps these words in the contract; the pages read them through the catalogue, the same in Dutch.
describe('the words the advice pages share with the heat plan', () => {
  it('are the contract’s Dutch words', () => {
    for (const sentiment of [1, 3, 5] as const) expect(enthusiasmPhrase(sentiment)).toBe(enthusiasmPhrases[sentiment]);
    expect(trustTexts.certaintyTitle).toBe(trustWords.certaintyTitle);
    expect(trustTexts.breakEvenTitle).toBe(trustWords.breakEvenTitle);
    expect(trustTexts.between('€ 1', '€ 2')).toBe(trustWords.between('€ 1', '€ 2'));
    expect(trustTexts.labelBetween('B', 'B')).toBe(trustWords.labelBetween('B', 'B'));
    expect(trustTexts.labelBetween('A', 'C')).toBe(trustWords.labelBetween('A', 'C'));
    for (const after of LABEL_ORDER)
      for (const now of ['C', 'G'] as const) expect(labelChange(after, now)).toBe(labelWords.change(after, now));
  });
});
