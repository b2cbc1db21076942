import { row } from './row.ts';

/**
 * Metered seasonal performance of air/water heat pumps against the temperature lift they run at: SPF (H4,
 * space heating and hot water) ≈ intercept + slope × ΔT, ΔT the heat-weighted flow temperature minus the
 * heat-weighted outside temperature over a year. We do not extrapolate outside the ΔT the fleet covers.
 */
export const HEAT_PUMP_SPF_FIT = row(
  { slope: -0.11, intercept: 7.04, minDeltaK: 20, maxDeltaK: 42 },
  'SPF per K; K (flow − outside, heat-weighted)',
  'HeatpumpMonitor.org, openenergymonitor/heatpumpmonitor.org analysis/performance_prediction/docs/00_overview.md and 01_baseline_dt_relationship.md, 2026: 225 MID-metered air-source systems (boundary H4, ≥ 330 days, no cooling), R² 0.60, 90 % prediction interval ±0.51 SPF; ΔT range of the fleet 20–42 K',
  'climate: the fleet is almost all in the UK, heat-weighted outside temperature 7.3 °C (export of 2026-07-15) against about 5 °C in a Dutch heating season; the difference enters through ΔT, defrosting in damp Dutch air does not. The fleet is monitored by enthusiasts, so it is likely better installed than average',
);
/** Radiator output follows the excess of its mean water temperature over the room to this power. */
export const RADIATOR_EXPONENT = row(
  1.3,
  '-',
  'EN 442 radiator equation (Q ∝ ΔT^1.3), as in the HeatpumpMonitor.org design model, 2026',
);
/**
 * The mean water temperature the home's emitters were sized for at −10 °C outside, per construction period:
 * 90/70 radiators for conventional boilers, 80/60 and 70/50 as condensing boilers came in, low-temperature
 * emitters (often floor heating) from 2015.
 */
export const EMITTER_DESIGN_MEAN_WATER_C = row(
  {
    before_1946: 80,
    '1946_1964': 80,
    '1965_1974': 80,
    '1975_1991': 80,
    '1992_2005': 70,
    '2006_2014': 60,
    from_2015: 40,
  },
  '°C mean water temperature at −10 °C outside',
  'eigen schatting naar ISSO-publicatie 51 design regimes (90/70, 80/60, 70/50, floor heating), 2023',
  'estimate: radiators taken as sized exactly for the as-built heat loss, no oversizing',
);
/** Flow minus return at design load for a heat pump; the flow sits half of it above the mean water temperature. */
export const HEAT_PUMP_SYSTEM_DELTA_K = row(
  5,
  'K',
  'eigen schatting naar ISSO-publicatie 51 (heat pumps 5 K at design), 2023',
  'estimate',
);
/**
 * The flow temperature emitters made fit for low temperature reach at −10 °C: what the all-electric solutions'
 * emitter investment (PBL Vesta MAIS, 2021) is taken to buy.
 */
export const LT_EMITTERS_DESIGN_FLOW_C = row(
  55,
  '°C at −10 °C outside',
  'own assumption for the PBL Vesta MAIS, 2021 low-temperature emitter costs (LT below 60 °C, heat-grid-class.ts)',
  'estimate',
);
