import type { IncomeBand } from '../../vocabulary/income-bands.ts';
import { dated } from './row.ts';

/*
 * The national energy-saving loan (Nationaal Warmtefonds, Energiebespaarlening) for owner-occupiers, issue #38.3 and
 * docs/decisions/0131-energy-saving-loan.md. Searched for the 2026 terms: the fund's pages found carry no date and no
 * page names 2026, so every row is dated 2025, the year these pages were read as current, and `engine:validate` warns
 * about each in a 2026 campaign; the route page says so to the resident.
 */
const SEARCHED_2026 =
  'searched for 2026 terms: the pages found carry no year and none names 2026, so this is dated 2025 and warned about';

/** What one loan may be: the fund's smallest and largest amount for an ordinary (not ZEP/NOM) loan. */
export const ENERGY_SAVING_LOAN_AMOUNT = dated(
  { minEur: 1000, maxEur: 27000 },
  '€ borrowed',
  {
    publisher: 'Nationaal Warmtefonds',
    table:
      'warmtefonds.nl/particulieren "Voorbeelden Energiebespaarlening" (leensom tussen € 1.000 en € 27.000), the same range in Milieu Centraal "Energiebespaarlening"',
    year: 2025,
  },
  SEARCHED_2026,
);

/** Up to this combined taxable income (verzamelinkomen) of the household the loan is interest-free. */
export const ENERGY_SAVING_LOAN_INTEREST_FREE_INCOME = dated(
  60000,
  '€ verzamelinkomen per year, household together',
  {
    publisher: 'Nationaal Warmtefonds',
    table: 'warmtefonds.nl/particulieren "Energiebespaarlening 0%" (gezamenlijk verzamelinkomen maximaal € 60.000)',
    year: 2025,
  },
  SEARCHED_2026,
);

/**
 * Effective yearly interest per income band. Up to € 60.000: 0 %. Above it the fund sets the rate on the day of the
 * application; the one rate its pages give is 4,35 % in both worked examples (10 years), which the engine uses for
 * every term: the fund's monthly payment of € 153,80 for € 15.000 over 10 years comes out within 3 cents
 * (src/engine/loan.test.ts).
 */
export const ENERGY_SAVING_LOAN_RATE = dated<Record<IncomeBand, number>>(
  { up_to_60000: 0, above_60000: 0.0435 },
  'effective interest per year (fraction)',
  {
    publisher: 'Nationaal Warmtefonds',
    table:
      'warmtefonds.nl/particulieren "Energiebespaarlening 0%" and "Voorbeelden Energiebespaarlening" (effectieve rente 4,35 %, € 15.000 in 10 jaar: € 153,80 per maand)',
    year: 2025,
  },
  `${SEARCHED_2026}; the fund gives one example rate (10 years), used for every term`,
);

/**
 * The terms the fund offers by amount: up to € 5.000 seven years, up to € 15.000 ten, from € 15.000 a choice of 10,
 * 15 or 20 years; a 20-year loan may pay for a heat pump only when the heat pump is at most a third of the amount
 * (its lifetime). `fromEur` is the smallest amount of each step.
 */
export const ENERGY_SAVING_LOAN_TERMS = dated(
  {
    steps: [
      { fromEur: 0, years: [7] },
      { fromEur: 5000, years: [10] },
      { fromEur: 15000, years: [10, 15, 20] },
    ],
    longestWithHeatPump: { years: 20, maxHeatPumpShare: 1 / 3 },
  },
  'years by € borrowed; share of the amount',
  {
    publisher: 'Nationaal Warmtefonds',
    table:
      'warmtefonds.nl/particulieren "Voorwaarden Energiebespaarlening" (Leenbedragen en looptijd; warmtepomp bij 20 jaar ten hoogste 33 %), Milieu Centraal "Energiebespaarlening" (7, 10 of 15 jaar, 20 jaar voor hogere bedragen)',
    year: 2025,
  },
  SEARCHED_2026,
);
