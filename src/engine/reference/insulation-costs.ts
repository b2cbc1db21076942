import { row } from './row.ts';

/** Cumulative cost from the original state to each level, incl. VAT, 2025 (Milieu Centraal, 2025, midpoints). Index = level.
 *  Glass and ventilation are replaced, so their entry is the full price of that level whatever it replaces. */
export const COST_ROOF_PER_M2 = row(
  [0, 35, 60, 75, 100],
  '€/m² roof',
  'Milieu Centraal, 2025 (pitched roof from inside €50–100)',
  'estimate',
);
/** Flat roofs need new roofing: €80–140 against €50–100 for pitched roofs. */
export const FLAT_ROOF_COST_FACTOR = row(1.4, '-', 'Milieu Centraal, 2025', 'estimate');
export const COST_FLOOR_PER_M2 = row(
  [0, 20, 28, 35, 45],
  '€/m² floor',
  'Milieu Centraal, 2025 (bodem €20–35, crawl space €25–45)',
);
export const COST_FACADE_PER_M2 = row(
  [0, 28, 95, 200],
  '€/m² facade',
  'Milieu Centraal, 2025 (cavity €20–35, inside €70–120, outside €150–250)',
  'estimate',
);
export const COST_GLASS_PER_M2 = row(
  [0, 120, 160, 200, 800],
  '€/m² glass',
  'Milieu Centraal, 2025 (HR++ €150–250; triple with frames €600–1,000); double and HR our estimate',
  'estimate',
);
export const COST_VENTILATION = row(
  [0, 2250, 7000],
  '€ per dwelling',
  'Milieu Centraal, 2025 (C4c €1,500–3,000; D retrofit €5,000–9,000)',
  'estimate',
);
export const COST_INFILTRATION = row(
  [0, 900, 2500],
  '€ per dwelling',
  'Milieu Centraal, 2025 (kierdichting €300–1,500); level 2 our estimate',
  'estimate',
);

/** Monuments keep their facade: inside insulation at most (level 2) and secondary glazing at most HR++ level (level 3). */
export const MONUMENT_MAX_LEVEL = row(
  { facade: 2, glass: 3 },
  'level',
  'src/engine/README.md §3 (measures that keep the facade)',
);
