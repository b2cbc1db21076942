import { i18n } from '@lingui/core';
import { costRange } from '../../engine/money.ts';
import { withUnit } from '../../vocabulary/units.ts';
import { intlLocaleOf, type Language } from '../../vocabulary/languages.ts';

/**
 * Formats follow the active language (issue #40.4): nl-NL for Dutch (€ 1.234, 12,5 m²), en-GB for English
 * (€1,234, 12.5 m²). Intl formatters are costly to build, so each is made once per locale. `language` names
 * another one: an answer's printable text is stored in Dutch whatever the resident reads (Mijn data, the plan).
 */
/**
 * The Intl locale a chart formats its own numbers in (its axes' ticks, record 0153): the active language as the
 * formatters below use it, so a chart's '1,000' matches the figures beside it.
 */
export const numberLocale = (): string => intlLocaleOf(i18n.locale);

function perLocale<T>(make: (locale: string) => T): (language?: Language) => T {
  const made = new Map<string, T>();
  return (language) => {
    const locale = intlLocaleOf(language ?? i18n.locale);
    let formatter = made.get(locale);
    if (!formatter) made.set(locale, (formatter = make(locale)));
    return formatter;
  };
}

// Spec §9: amounts in EUR, no decimals.
const euro = perLocale(
  (locale) =>
    new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'EUR',
      maximumFractionDigits: 0,
      minimumFractionDigits: 0,
    }),
);
const decimal = perLocale((locale) => new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }));
const dateTime = perLocale((locale) => new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short' }));
const date = perLocale((locale) => new Intl.DateTimeFormat(locale, { dateStyle: 'long' }));

// Intl's no-break space after the euro sign stays, and units get one too: a narrow screen must never leave
// '€' or 'm²' alone at the end of a line.
export const formatEuro = (amount: number, language?: Language): string => euro(language).format(amount);

// Spec §9's 'no decimals' is for amounts; a price per unit needs its cents (€ 0,27 per kWh, not € 0).
const unitPrice = perLocale(
  (locale) =>
    new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'EUR',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }),
);
export const formatUnitPrice = (pricePerUnit: number): string => unitPrice().format(pricePerUnit);

// A tariff as the Belastingdienst publishes it keeps its five decimals (€ 0,7268 per m³ energy tax).
const tariff = perLocale(
  (locale) =>
    new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'EUR',
      minimumFractionDigits: 2,
      maximumFractionDigits: 5,
    }),
);
export const formatTariff = (pricePerUnit: number): string => tariff().format(pricePerUnit);

// A yearly interest rate as a percentage, up to two decimals (3,8 %; 3.8% in English).
const percent = perLocale((locale) => new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }));
export const formatPercent = (fraction: number): string => percent().format(fraction);

export const formatArea = (squareMetres: number, language?: Language): string =>
  withUnit(decimal(language).format(squareMetres), 'm²');

export const formatNumber = (value: number, language?: Language): string => decimal(language).format(value);

// Always one decimal, where the figure's precision is the point (a quote's '6,0 kW' beside the home's '6,5 kW').
const oneDecimal = perLocale(
  (locale) => new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
);
export const formatOneDecimal = (value: number): string => oneDecimal().format(value);

export const formatDateTime = (iso: string): string => dateTime().format(new Date(iso));

export const formatDate = (iso: string, language?: Language): string => date(language).format(new Date(iso));

// A calendar day in a table: 17-11-2026 in Dutch, 17/11/2026 in English. The day as written, whatever the time zone.
const shortDate = perLocale(
  (locale) => new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' }),
);
export const formatShortDate = (isoDay: string): string => shortDate().format(new Date(`${isoDay}T00:00:00Z`));

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

// As the reader writes it, like the amount input reads it since the questionnaires are translated (record 0145):
// stored in Dutch, read back in the reader's language (record 0164).
const twoDecimals = perLocale(
  (locale) => new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
);
/** An amount with cents, for the spec's amount input: 12,34 (12.34 in English). */
export const formatAmount = (value: number): string => twoDecimals().format(value);
