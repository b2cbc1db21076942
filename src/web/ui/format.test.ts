import { describe, expect, it } from 'vitest';
import { formatAddress, formatArea, formatEuro } from './format.ts';

describe('nl-NL formatting', () => {
  it('writes euros with a thousands dot and no decimals', () => {
    expect(formatEuro(1234)).toBe('€ 1.234');
    expect(formatEuro(1234.6)).toBe('€ 1.235');
  });

  it('writes areas with a decimal comma', () => {
    expect(formatArea(12.5)).toBe('12,5 m²');
    expect(formatArea(120)).toBe('120 m²');
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
