import { describe, expect, it } from 'vitest';
import { formatAddress, formatArea, formatEuro, formatEuroRange } from './format.ts';

describe('nl-NL formatting', () => {
  it('writes euros with a thousands dot and no decimals', () => {
    expect(formatEuro(1234)).toBe('€\u00a01.234');
    expect(formatEuro(1234.6)).toBe('€\u00a01.235');
  });

  it('shows money as a range from −5 % to +5 %, rounded up', () => {
    expect(formatEuroRange(100)).toBe('€\u00a095 – €\u00a0105');
    expect(formatEuroRange(1001)).toBe('€\u00a0951 – €\u00a01.052');
    expect(formatEuroRange(0)).toBe('€\u00a00 – €\u00a00');
  });

  it('writes areas with a decimal comma', () => {
    expect(formatArea(12.5)).toBe('12,5\u00a0m²');
    expect(formatArea(120)).toBe('120\u00a0m²');
  });

  it('writes an address with its letter and addition', () => {
    expect(formatAddress({ street: 'Dorpsstraat', houseNumber: 12, houseLetter: 'A', houseNumberAddition: '2' })).toBe(
      'Dorpsstraat 12A-2',
    );
    expect(
      formatAddress({ street: 'Dorpsstraat', houseNumber: 12, houseLetter: null, houseNumberAddition: null }),
    ).toBe('Dorpsstraat 12');
  });
});
