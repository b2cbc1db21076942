import { describe, expect, it } from 'vitest';
import { comfortWording } from './comfort-wording.ts';
import { heatGridClass } from './heat-grid-class.ts';
import { annuity, costRange, monthlyFromYearly } from './money.ts';

describe('spec §9 constants', () => {
  it('words comfort by insulation-label steps improved; A+ only after a big change (issue #35.8)', () => {
    expect(comfortWording(0, 'C')).toBe('Geen verandering');
    expect(comfortWording(-1, 'D')).toBe('Geen verandering');
    expect(comfortWording(1, 'C')).toBe('Een stukje beter');
    expect(comfortWording(2, 'B')).toBe('Merkbare verbetering');
    expect(comfortWording(3, 'A')).toBe('Grote verbetering');
    expect(comfortWording(6, 'A')).toBe('Grote verbetering');
    expect(comfortWording(3, 'A+')).toBe('Kan haast niet beter');
    expect(comfortWording(1, 'A+')).toBe('Een stukje beter');
    expect(comfortWording(0, 'A+')).toBe('Geen verandering');
  });

  it('classes heat grids: at most 25 ZLT, below 60 LT, below 75 MT, else HT', () => {
    expect(heatGridClass(25)).toBe('ZLT');
    expect(heatGridClass(25.1)).toBe('LT');
    expect(heatGridClass(59.9)).toBe('LT');
    expect(heatGridClass(60)).toBe('MT');
    expect(heatGridClass(74.9)).toBe('MT');
    expect(heatGridClass(75)).toBe('HT');
  });

  it('shows amounts as −5 %/+5 % rounded up to whole euros', () => {
    expect(costRange(1000)).toEqual({ low: 950, high: 1050 });
    expect(costRange(1234)).toEqual({ low: 1173, high: 1296 });
  });

  it('takes monthly cost as yearly cost divided by 12', () => {
    expect(monthlyFromYearly(1200)).toBe(100);
    expect(monthlyFromYearly(100)).toBeCloseTo(8.333, 3);
  });

  it('repays an investment with an annuity, or linearly at zero interest', () => {
    expect(annuity(1000, 0, 10)).toBe(100);
    expect(annuity(10000, 0.04, 15)).toBeCloseTo(899.41, 2);
  });
});
