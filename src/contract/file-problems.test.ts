import { describe, expect, it } from 'vitest';
import { fileProblem, summariseFileProblems } from './file-problems.ts';

describe('summariseFileProblems (issue 35.9)', () => {
  it('sums up a problem that repeats on many lines, most frequent first, and leaves single ones to the list', () => {
    const problems = [
      'regel 1: de kolom "kleur" kennen we niet (zie addresses import --help)',
      ...Array.from({ length: 300 }, (_, i) =>
        fileProblem(i + 2, 'BAG-id', 'vul de BAG-code van 16 cijfers in', `${i}`),
      ),
      fileProblem(7, 'Postcode', 'vier cijfers en twee letters', ''),
      fileProblem(9, 'Postcode', 'vier cijfers en twee letters', '3511'),
      fileProblem(12, 'Woningtype', 'dit woningtype kennen we niet', 'woonboot'),
    ];
    expect(summariseFileProblems(problems)).toEqual([
      '300 regels: kolom BAG-id: vul de BAG-code van 16 cijfers in (van regel 2 tot en met regel 301)',
      '2 regels: kolom Postcode: vier cijfers en twee letters (van regel 7 tot en met regel 9)',
    ]);
  });

  it('sums up nothing when nothing repeats', () => {
    expect(summariseFileProblems([fileProblem(3, 'Postcode', 'vier cijfers', '1'), 'regel 2: 3 velden'])).toEqual([]);
  });
});

describe('file problems in English (record 0150)', () => {
  it('name their place and sum up what repeats in English', () => {
    const problems = [1, 2, 3].map((line) => fileProblem(line + 1, 'gas_m3', 'a number', line === 2 ? '' : 'x', 'en'));
    expect(problems[0]).toBe('line 2, column gas_m3: a number (now: "x")');
    expect(problems[1]).toBe('line 3, column gas_m3: a number (empty)');
    expect(summariseFileProblems(problems, 'en')).toEqual(['3 lines: column gas_m3: a number (from line 2 to line 4)']);
    expect(summariseFileProblems(problems)).toEqual([]);
  });
});
