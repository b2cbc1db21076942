import { dated } from './row.ts';

/**
 * The rules by which an installer's quote is checked against the home (issue #38.2, quote-check.ts,
 * docs/decisions/0130-installer-quote-check.md). HeatpumpMonitor.org's fleet is MID-metered: what the homes
 * measurably need, against what their installers calculated and installed.
 */

/**
 * The heat a home measurably needs at design conditions over the heat loss its installer calculated beforehand:
 * calculations from default assumptions (air change, U-values) overestimate, so an engine figure of the same kind
 * (a modelled heat loss at −10 °C) is taken to overestimate by as much.
 */
export const MEASURED_OVER_CALCULATED_HEAT_LOSS = dated(
  0.76,
  'measured ÷ calculated heat loss (median)',
  {
    publisher: 'HeatpumpMonitor.org (OpenEnergyMonitor)',
    table:
      'docs.openenergymonitor.org/heatpumpmonitor/measured_heat_loss, "Calculated heat loss vs measured heat demand" (line of best fit 20–30 % below the calculation: 5.6 → 4.5, 7.5 → 5.6, 10 → 7.0 kW); fleet median 0.76',
    year: 2025,
  },
  'the median as issue #38 reports it from the fleet, which the published fit line bears out; the fleet is mostly British and monitored by enthusiasts, whose calculations are closer than most, so the trade at large overestimates more',
);

/** The badge output of the installed units over the measured heat demand: how far installers oversize. */
export const INSTALLED_OVER_MEASURED_OUTPUT = dated(
  1.3,
  'unit output ÷ measured heat demand (median)',
  {
    publisher: 'HeatpumpMonitor.org (OpenEnergyMonitor)',
    table:
      'heatpumpmonitor.org, oversizing_factor of the metered systems; docs.openenergymonitor.org/heatpumpmonitor/oversizing',
    year: 2025,
  },
  'the median as issue #38 reports it from the fleet; shown to the resident, no rule depends on it',
);

/**
 * The least margin an output needs over an accurate heat loss: units tested over several defrost cycles gave 14–25 %
 * less than their datasheet, so 'add a minimum 20–30 % margin on top of an accurate heat loss calculation'.
 */
export const SIZING_MARGIN_MIN = dated(1.2, '× measured heat demand', {
  publisher: 'HeatpumpMonitor.org (OpenEnergyMonitor)',
  table: 'docs.openenergymonitor.org/heatpumpmonitor/max_output_testing, "Max output testing under defrost conditions"',
  year: 2025,
});

/**
 * The output above which a unit counts as oversized: over the measured demand, performance shows no strong
 * relation to the oversizing factor from 0.9 to 1.6×, while the trouble cases (cycling, a compressor that cannot
 * turn down far enough) are units 2–3× the real demand.
 */
export const OVERSIZE_LIMIT = dated(1.6, '× measured heat demand', {
  publisher: 'HeatpumpMonitor.org (OpenEnergyMonitor)',
  table:
    'docs.openenergymonitor.org/heatpumpmonitor/oversizing, "Over-sizing factor vs performance" (no strong relation 0.9–1.6×; problems at 2–3×)',
  year: 2025,
});

/**
 * The outside temperatures a datasheet rates an air/water unit at: the standard rating points A-7/W35 and A2/W35
 * (air −7 and 2 °C, water 35 °C), and the design temperature of the average climate, −10 °C, at which the
 * product fiche states its rated heat output (Prated) — the temperature the engine sizes for.
 */
export const RATING_OUTSIDE_C = dated(
  { minus10: -10, aMinus7W35: -7, a2W35: 2 },
  '°C outside',
  {
    publisher: 'European Commission; CEN',
    table:
      'Regulation (EU) No 813/2013, Annex III (reference design conditions, average climate Tdesignh −10 °C); EN 14511-2 standard rating conditions A-7/W35 and A2/W35',
    year: 2013,
  },
  'the standards’ definitions of the rating and design conditions, not a measured figure',
);

/**
 * How much of its output an air/water unit loses per K colder outside, to bring a rating at A-7 or A2 to −10 °C.
 * Datasheet outputs HeatpumpMonitor.org lists beside its tests fall 1.2–1.5 % per K (EBLA11D3V3: 10.95 kW at
 * 1.3 °C, 9.9 kW at −5 °C; PUHZ-W50VHA2: 4.94 kW at 0.8 °C, 4.77 kW at −2.1 °C); the larger is taken, so a
 * converted output is never flattered.
 */
export const OUTPUT_LOSS_PER_K = dated(
  0.015,
  'share of output per K',
  {
    publisher: 'HeatpumpMonitor.org (OpenEnergyMonitor)',
    table:
      'docs.openenergymonitor.org/heatpumpmonitor/max_output_testing, datasheet outputs listed beside the tests (own estimate from them)',
    year: 2025,
  },
  'estimate',
);
