import { row } from './row.ts';

/** Vesta prices are 2019; construction prices rose ≈ 25–35 % since. */
export const PRICE_INDEX_2019_TO_2025 = row(
  1.3,
  '-',
  'PBL Vesta MAIS 5.0, 2021 (inflate Vesta 2019 prices by ≈ +25–35 %)',
  'estimate',
);

/** Equipment incl. installation, incl. VAT: fixed + per kW thermal, at 2019 prices (multiply by the index). */
export const COST_HYBRID_2019 = row({ fixed: 2315, perKW: 250 }, '€, €/kW', 'PBL Vesta MAIS');
export const COST_AIR_WATER_2019 = row(
  { fixed: 5000, perKW: 410 },
  '€, €/kW',
  'PBL Vesta MAIS (midpoints €4,600–5,400 + €320–500/kW)',
);
export const COST_GROUND_2019 = row(
  { fixed: 6550, perKW: 825 },
  '€, €/kW',
  'PBL Vesta MAIS (midpoints €4,600–8,500 + €750–900/kW)',
);
export const COST_ELECTRIC_BOILER_2019 = row(1450, '€', 'PBL Vesta MAIS (€1,100–1,800)');
export const COST_LT_EMITTERS_2019 = row(
  { house: 2090, apartment: 1208 },
  '€',
  'PBL Vesta MAIS (midpoints €957–3,222 houses, €401–2,015 flats)',
);

/** 2025 prices incl. VAT and installation. */
export const COST_CONDENSING_BOILER = row(
  3000,
  '€',
  'Milieu Centraal, Consumentenbond en Vereniging Eigen Huis, 2025 (HR boiler replacement ≈ €2,500–3,500 in 2025)',
  'estimate',
);
export const COST_AIR_AIR = row(
  5500,
  '€',
  'Milieu Centraal, Consumentenbond en Vereniging Eigen Huis, 2025 (multi-split €4,000–7,000)',
);
export const COST_SOLAR_BOILER = row(3500, '€', 'CBS, 2023 (€2,500–4,500 incl. installation)');
export const COST_PELLET_BOILER = row(11000, '€', 'own assumption; no published pellet-boiler price found', 'estimate');
export const COST_PVT_COLLECTORS = row(5000, '€', 'own assumption for PVT collectors as heat-pump source', 'estimate');
export const COST_HYDROGEN_ADAPTATION = row(373, '€', 'PBL Vesta H2kentallen: connection €200 + meter €173');
export const COST_HEAT_GRID_INHOUSE_WORK = row(
  1000,
  '€',
  'ACM, 2025 (replacing a boiler by a delivery set €500–1,500)',
  'estimate',
);
export const COST_REMOVE_GAS_CONNECTION = row(500, '€', 'CBS, 2025 (DSO removal fee €0–1,000)', 'estimate');
export const COST_INDUCTION_HOB = row(1000, '€', 'own assumption (hob and pans)', 'estimate');

/** Share of the equipment investment that is installation labour (air/water: €2,500–7,500 of €8,000–16,000). */
export const SHARE_INSTALLATION = row(
  0.35,
  '-',
  'Milieu Centraal, Consumentenbond en Vereniging Eigen Huis, 2025',
  'estimate',
);

export const MIN_HEAT_PUMP_KW = row(3, 'kW', 'own assumption: smallest common units', 'estimate');
/** Hybrid units on the market start around 4 kW; the published hybrid price and ISDE examples are for a 4 kW unit. */
export const MIN_HYBRID_HEAT_PUMP_KW = row(
  4,
  'kW',
  'Milieu Centraal, Consumentenbond en Vereniging Eigen Huis, 2025 (Milieu Centraal reference hybrid 4 kW) and RVO, ISDE 2025 (worked ISDE example: hybrid 4 kW)',
);
/** Hybrid units deliver ≈ 60 % of the energy with ≈ 25 % of the peak capacity. */
export const SHARE_PEAK_HYBRID = row(0.25, '-', 'PBL Vesta MAIS Performance.csv');

/** Yearly maintenance as a share of the investment. */
export const MAINTENANCE_SHARE = row(
  {
    condensingBoiler: 0.0465,
    hybrid: 0.0345,
    airWater: 0.0175,
    ground: 0.0095,
    pellet: 0.04,
    solarBoiler: 0.02,
    electricBoiler: 0.03,
    airAir: 0.07,
  },
  'share of investment per year',
  'PBL Vesta MAIS (air/water 1.5–2 %, ground 0.9–1 %: midpoints)',
);

/** Lifetimes for annuities (Milieu Centraal, Standaard Rekenmethode Rendementen). */
export const LIFETIME_YEARS = row(
  {
    heatPump: 15,
    boiler: 15,
    solarBoiler: 20,
    groundLoop: 30,
    insulation: 30,
    otherInvestment: 20,
    heatConnection: 30,
  },
  'years',
  'Milieu Centraal, Standaard Rekenmethode Rendementen (Vesta 15/20/30-year classes); other investment and heat connection our choice',
  'estimate',
);
/** Vesta books 40 % of a ground-source investment (the loop) on 30 years. */
export const SHARE_GROUND_LOOP = row(0.4, '-', 'PBL Vesta MAIS');

/** Floor space used indoors and outdoors (eigen puntentelling). */
export const SPACE_USE_M2 = row(
  {
    deliverySet: 0.15,
    boiler: 0.2,
    hybrid: 0.7,
    airWater: 1.0,
    ground: 0.6,
    airAir: 0.8,
    pellet: 2.5,
    pvt: 0.8,
    solarBoiler: 0.6,
    zltBooster: 0.6,
  },
  'm²',
  'eigen puntentelling (delivery set 0.1–0.2; vessel 0.4–0.6; pellet storage 1–3 m³; outdoor unit counted 0.5)',
  'estimate',
);
