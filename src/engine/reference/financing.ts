import { row } from './row.ts';

export const INTEREST_RATE = row(
  0.04,
  'per year',
  'Milieu Centraal, Standaard Rekenmethode Rendementen (4 % nominal, between Warmtefonds 0 % and consumer rates)',
  'design choice',
);
export const PRICE_PERIOD_YEARS = row(15, 'years', 'PBL Klimaat- en Energieverkenning, 2024 (15-year horizon)');
/** Calcasa: 3+ label steps ≈ €11,000 higher sale price → ≈ €3,700 per step. */
export const APPRECIATION_PER_LABEL_STEP = row(3700, '€ per label step', 'Calcasa via Telegraaf', 'estimate');
