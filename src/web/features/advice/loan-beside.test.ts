import { describe, expect, it } from 'vitest';
import { besideSaving } from './loan-beside.ts';

// Intl writes a no-break space after '€'; the assertions read it as a plain one.
const plain = ({ beside, net }: { beside: string; net: string }) => ({
  beside: beside.replace(/\u00a0/g, ' '),
  net: net.replace(/\u00a0/g, ' '),
});

describe('the loan payment beside the saving', () => {
  it('sets a saving smaller than the payment beside it, and says what more a month that is', () => {
    expect(plain(besideSaving(85.3, 153.77))).toEqual({
      beside: 'Je bespaart ongeveer € 85 per maand op je energierekening; de lening kost € 153,77 per maand.',
      net: 'Zolang je de lening afbetaalt, ben je elke maand dus ongeveer € 68 meer kwijt dan nu.',
    });
  });

  it('says what is left a month when the saving is larger than the payment', () => {
    expect(plain(besideSaving(200.2, 153.77)).net).toBe(
      'Zolang je de lening afbetaalt, houd je elke maand dus ongeveer € 46 over.',
    );
  });

  it('says plainly that the bill goes up when the option costs more in energy than today', () => {
    expect(plain(besideSaving(-20.4, 100))).toEqual({
      beside: 'Je energierekening wordt ongeveer € 20 per maand hoger; de lening kost € 100,00 per maand.',
      net: 'Zolang je de lening afbetaalt, ben je elke maand dus ongeveer € 120 meer kwijt dan nu.',
    });
  });

  it('never writes a saving of € 0: under half a euro the bill stays about the same', () => {
    expect(plain(besideSaving(0.4, 50)).beside).toBe(
      'Je energierekening blijft ongeveer even hoog; de lening kost € 50,00 per maand.',
    );
    expect(plain(besideSaving(-0.4, 50)).beside).toMatch(/^Je energierekening blijft ongeveer even hoog;/);
    expect(plain(besideSaving(50.2, 50)).net).toBe(
      'Zolang je de lening afbetaalt, ben je elke maand dus ongeveer even veel kwijt als nu.',
    );
  });
});
