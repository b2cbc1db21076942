import { costRange } from '../../engine/money.ts';
import { withUnit } from '../../vocabulary/units.ts';
// Spec §9: amounts in EUR, nl-NL, no decimals.
const euro = new Intl.NumberFormat('nl-NL', {
  style: 'currency',
  currency: 'EUR',
  maximumFractionDigits: 0,
  minimumFractionDigits: 0,
});
const decimal = new Intl.NumberFormat('nl-NL', { maximumFractionDigits: 1 });
const dateTime = new Intl.DateTimeFormat('nl-NL', { dateStyle: 'long', timeStyle: 'short' });
const date = new Intl.DateTimeFormat('nl-NL', { dateStyle: 'long' });

// Intl's no-break space after the euro sign stays, and units get one too (vocabulary/units.ts): a narrow screen
// must never leave '€' or 'm²' alone at the end of a line.
export const formatEuro = (amount: number): string => euro.format(amount);

// Spec §9's 'no decimals' is for amounts; a price per unit needs its cents (€ 0,27 per kWh, not € 0).
const unitPrice = new Intl.NumberFormat('nl-NL', {
  style: 'currency',
  currency: 'EUR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
export const formatUnitPrice = (pricePerUnit: number): string => unitPrice.format(pricePerUnit);

// A tariff as the Belastingdienst publishes it keeps its five decimals (€ 0,7268 per m³ energy tax).
const tariff = new Intl.NumberFormat('nl-NL', {
  style: 'currency',
  currency: 'EUR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 5,
});
export const formatTariff = (pricePerUnit: number): string => tariff.format(pricePerUnit);

export const formatArea = (squareMetres: number): string => withUnit(decimal.format(squareMetres), 'm²');

export const formatNumber = (value: number): string => decimal.format(value);

export const formatDateTime = (iso: string): string => dateTime.format(new Date(iso));

export const formatDate = (iso: string): string => date.format(new Date(iso));

/** "Dorpsstraat 12A-2": street, number, letter, addition (spec §2 top bar). */
export function formatAddress(home: {
  street: string;
  houseNumber: number;
  houseLetter: string | null;
  houseNumberAddition: string | null;
}): string {
  const letter = home.houseLetter ?? '';
  const addition = home.houseNumberAddition ? `-${home.houseNumberAddition}` : '';
  return `${home.street} ${home.houseNumber}${letter}${addition}`;
}

/** Spec §9: an amount shown as a range from −5 % to +5 %, both ends rounded up to whole euros (the engine's rule). */
export function formatEuroRange(amount: number): string {
  const { low, high } = costRange(amount);
  return `${formatEuro(low)} – ${formatEuro(high)}`;
}

const twoDecimals = new Intl.NumberFormat('nl-NL', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** An amount with cents, for the spec's amount input: 12,34. */
export const formatAmount = (value: number): string => twoDecimals.format(value);
