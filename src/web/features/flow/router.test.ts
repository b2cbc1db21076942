import { describe, expect, it } from 'vitest';
import { compare } from './router.ts';

describe('router comparison (spec §4)', () => {
  it.each([
    ['1999', '>', '1980', true],
    ['1980', '>', '1980', false],
    ['1979', '<', '1980', true],
    ['1980', '<=', '1980', true],
    ['1981', '<=', '1980', false],
    ['1980', '>=', '1980', true],
    ['1979', '>=', '1980', false],
    [4, '==', '4', true],
    ['08', '==', '8', true],
    ['4', '!=', '5', true],
    ['tussenwoning', '==', 'tussenwoning', true],
    ['tussenwoning', '!=', 'hoekwoning', true],
    [true, '==', 'true', true],
  ] as const)('%s %s %s is %s', (actual, operator, value, expected) => {
    expect(compare(actual, operator, value)).toBe(expected);
  });

  it('parses numbers as integers, as the spec says (12.7 compares as 12)', () => {
    expect(compare('12.7', '>', '12')).toBe(false);
    expect(compare('12.7', '==', '12')).toBe(true);
    expect(compare('12', '<', '12.9')).toBe(false);
  });

  it('does not order text that is not a number', () => {
    expect(compare('veel', '>', '3')).toBe(false);
    expect(compare('veel', '<', '3')).toBe(false);
  });

  it('reads comma-separated lists for CONTAINS, NOT CONTAINS and COUNT IS MORE THAN', () => {
    expect(compare('wonen, werken', 'CONTAINS', 'werken')).toBe(true);
    expect(compare('wonen,werken', 'CONTAINS', 'werk')).toBe(false);
    expect(compare('wonen,werken', 'NOT CONTAINS', 'winkel')).toBe(true);
    expect(compare('wonen,werken', 'NOT CONTAINS', 'wonen')).toBe(false);
    expect(compare('a,b,c', 'COUNT IS MORE THAN', '2')).toBe(true);
    expect(compare('a,b', 'COUNT IS MORE THAN', '2')).toBe(false);
    expect(compare('', 'COUNT IS MORE THAN', '0')).toBe(false);
  });

  it('EXISTS asks for a defined, non-null, non-empty value', () => {
    expect(compare('0', 'EXISTS', '')).toBe(true);
    expect(compare(false, 'EXISTS', '')).toBe(true);
    expect(compare(null, 'EXISTS', '')).toBe(false);
    expect(compare(undefined, 'EXISTS', '')).toBe(false);
    expect(compare('', 'EXISTS', '')).toBe(false);
  });

  it('an unknown answer is only unequal to, and does not contain, anything', () => {
    for (const op of ['>', '<', '<=', '>=', '==', 'CONTAINS', 'COUNT IS MORE THAN'] as const)
      expect(compare(undefined, op, '1')).toBe(false);
    expect(compare(undefined, '!=', '1')).toBe(true);
    expect(compare(null, 'NOT CONTAINS', 'a')).toBe(true);
  });
});
