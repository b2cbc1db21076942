import { row } from './row.ts';

/**
 * Consumer prices incl. 21 % VAT. The base scenario keeps real prices constant (PBL Klimaat- en Energieverkenning, 2024),
 * so the default average over the period equals the start-year price.
 */
export const PRICE_NATURAL_GAS = row(
  { 2025: 1.33, 2026: 1.37 },
  '€/m³',
  'CBS via TK 2025D11791 (Jan 2025 €1.33 all-in); 2026 €1.30–1.45',
  '2026 estimate',
);
export const PRICE_ELECTRICITY = row(
  { 2025: 0.28, 2026: 0.27 },
  '€/kWh',
  'CBS, 2025 (2025 €0.26–0.30; 2026 €0.25–0.29)',
  'estimate',
);
export const GREEN_GAS_PREMIUM = row(
  0.15,
  '€/m³ over natural gas',
  'PBL Vesta en marktprijzen, 2025 (certificate premium €0.05–0.25)',
  'estimate',
);
/** Per m³ natural-gas equivalent (same energy), incl. network and tax. */
export const PRICE_HYDROGEN = row(
  3.0,
  '€/m³ gas-equivalent',
  'PBL Vesta en marktprijzen, 2025 (green H2 €1.9–3.2 per m³-equivalent before network and tax)',
  'estimate',
);
export const PRICE_PELLETS = row(
  0.42,
  '€/kg',
  'PBL Vesta en marktprijzen, 2025 (bagged pellets €0.35–0.50/kg)',
  'estimate',
);
/** Gas grid fee (€230–300) plus fixed supply charge (€70–100); dropped when the gas connection goes. */
export const GAS_STANDING_CHARGE = row(350, '€/yr', 'CBS, 2025', 'estimate');
export const HEAT_PRICE_MAX = row(
  { 2025: 43.79, 2026: 40.97 },
  '€/GJ',
  'ACM maximum heat price, tariff decisions 2025 and 2026, via ANP',
);
export const HEAT_FIXED_CHARGES_MAX = row(
  { 2025: 760.77, 2026: 828 },
  '€/yr',
  'ACM maximum vastrecht + meter + delivery set, tariff decisions 2025 and 2026, via ANP',
  '2026 derived',
);
export const HEAT_CONNECTION_CHARGE = row(5250.24, '€', 'ACM aansluitbijdrage 2024 via eigenhuis.nl');
export const VAT_RATE = row(0.21, '-', 'Belastingdienst, standard VAT rate, 2025');
