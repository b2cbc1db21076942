import { describe, expect, it } from 'vitest';
import { codeCharacters, codeFromText, formatActivationCode, isCodeComplete } from './activation-code.ts';

describe('activation code', () => {
  it('upper-cases and drops hyphens and spaces', () => {
    expect(codeCharacters('abc-defg hjk')).toEqual([...'ABCDEFGHJK']);
  });

  it('prefills ten boxes from a QR link and leaves missing ones empty', () => {
    expect(codeFromText('ABC-DEFG-HJK')).toEqual([...'ABCDEFGHJK']);
    expect(codeFromText('AB')).toEqual(['A', 'B', '', '', '', '', '', '', '', '']);
    expect(isCodeComplete(codeFromText('AB'))).toBe(false);
  });

  it('puts the hyphens at positions 4 and 9', () => {
    const code = formatActivationCode([...'ABCDEFGHJK']);
    expect(code).toBe('ABC-DEFG-HJK');
    expect(code[3]).toBe('-');
    expect(code[8]).toBe('-');
  });
});
