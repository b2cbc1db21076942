import { dated } from './row.ts';

/**
 * ISDE air/water and hybrid heat pumps: start amount + per kW thermal + A+++ bonus (all our units are taken as
 * A+++). 2026: the start amount falls to € 1,025 (secondary: slimgeldbeheer.nl, 2026, which gives the same
 * per-kW amount and bonus as 2025).
 */
export const ISDE_HEAT_PUMP = dated(
  { 2025: { start: 1250, perKW: 225, bonus: 200 }, 2026: { start: 1025, perKW: 225, bonus: 200 } },
  '€, €/kW',
  {
    publisher: 'RVO',
    table: '"ISDE: wat wijzigt er in 2025" and ISDE woningeigenaren 2026 (via slimgeldbeheer.nl)',
    year: 2026,
  },
);
export const ISDE_GROUND_HEAT_PUMP = dated(4950, '€', {
  publisher: 'RVO',
  table: 'ISDE woningeigenaren, ground-source heat pump (≈ €4,200–5,700 typical, VEH/Milieu Centraal)',
  year: 2025,
});
/**
 * ISDE for a home owner's connection to a heat grid. No 2025 or 2026 amount was found, so this is 2024's. RVO also
 * paid € 400 for electric cooking next to a heat-grid connection (from 2023: Rijksoverheid, 25 September 2023); no
 * source for 2025 or 2026 confirms it, so the engine does not count it (docs/decisions/0113-rows-of-2026.md).
 */
export const ISDE_HEAT_GRID = dated(
  3775,
  '€',
  {
    publisher: 'RVO',
    table:
      'ISDE wijzigingen 2024, aansluiting warmtenet (€ 3,325 → € 3,775; € 3,325 per Rijksoverheid, 25 September 2023; € 3,775 via duurzaambouwloket.nl and 072nieuws.nl)',
    year: 2024,
  },
  'searched for 2025 and 2026: the reported 2026 changes (ventilation € 400, one heat pump per three years, proof of a gas-removal request) leave the heat grid out, and no page gives its amount',
);
export const ISDE_SOLAR_BOILER = dated(
  1000,
  '€',
  {
    publisher: 'own assumption',
    table: 'RVO, ISDE 2025 pays solar boilers per kWh of yield, which we do not model',
    year: 2025,
  },
  'estimate',
);

/**
 * ISDE insulation for home owners, per measure: the amount per m² for a single measure (doubled when a second
 * measure, or an ISDE heat pump, heat-grid connection or solar boiler, follows within 24 months), the smallest
 * area that gets anything, the largest area that is paid, and the minimum the new insulation must reach (Rd of
 * the layer put in, m²K/W; for glass the highest Ug, W/m²K). HR++ and triple glass count as one measure with
 * one area, however many rooms. Amounts unchanged from 2024 to 2026 in the secondary sources; the 2025 and 2026
 * rows are the same.
 */
export const ISDE_INSULATION = dated(
  {
    roof: { perM2: 16.25, minM2: 20, maxM2: 200, minRd: 3.5 },
    floor: { perM2: 5.5, minM2: 20, maxM2: 130, minRd: 3.5 },
    cavity: { perM2: 5.25, minM2: 10, maxM2: 170, minRd: 1.1 },
    facade: { perM2: 20.25, minM2: 10, maxM2: 170, minRd: 3.5 },
    glassHrPlusPlus: { perM2: 25, minM2: 3, maxM2: 45, maxU: 1.2 },
    glassTriple: { perM2: 111, minM2: 3, maxM2: 45, maxU: 0.7 },
  },
  '€/m² single measure; m²; Rd m²K/W; Ug W/m²K',
  {
    publisher: 'RVO',
    table:
      'ISDE woningeigenaren, table "isolatiemaatregelen" as reproduced by zelfenergieproduceren.nl; minimum areas as Regeling nationale EZK- en LNV-subsidies art. 4.5.2 (Stcrt. 2021, 48521)',
    year: 2026,
  },
  "RVO's own 2026 page was not in reach; slimgeldbeheer.nl (2026) gives ranges instead (roof and floor €5–8, cavity €4–7 per m²), which the engine used until 2026.7: it lists no measure and no area rule, so it is not followed",
);
/** Monuments: secondary glazing and HR++ in a monument (Ug ≤ 3.0 allowed), per m², single measure. */
export const ISDE_GLASS_MONUMENT_PER_M2 = dated(46, '€/m² single measure', {
  publisher: 'RVO',
  table: 'ISDE monuments: voorzetramen and HR++ from Ug 3.0, 2024 to 2027',
  year: 2025,
});
/**
 * ISDE doubles the insulation amounts only next to a second measure or an ISDE installation; an air/air heat
 * pump is not one (it is not an ISDE heat pump, whose list is water-based and hybrid units only).
 */
export const ISDE_DOUBLING_FACTOR = dated(2, '× the single-measure amount', {
  publisher: 'RVO',
  table: 'ISDE woningeigenaren (two measures within 24 months; lucht-luchtwarmtepompen not on the apparatenlijst)',
  year: 2026,
});
/**
 * Our Rc ladder (envelope.ts) gives the Rc of the whole construction, which includes what an uninsulated
 * construction already resists (up to 0.7 m²K/W before 1975, ORIGINAL_STATE). ISDE's minimum is for the layer
 * put in: a step counts as an ISDE measure when it adds at least the minimum less this allowance, so a bare
 * roof brought to Rc 3.5 counts and a roof topped up from Rc 2.5 to 3.5 does not.
 */
export const ISDE_RD_ALLOWANCE = dated(
  0.7,
  'm²K/W',
  {
    publisher: 'derived',
    table:
      'src/engine/reference/envelope.ts ORIGINAL_STATE, highest as-built Rc before 1975 (schatting naar RVO Voorbeeldwoningen)',
    year: 2022,
  },
  'our reading of the ISDE layer rule on a ladder of whole-construction Rc values',
);
export const ISDE_VENTILATION_WITH_INSULATION = dated({ 2025: 0, 2026: 400 }, '€', {
  publisher: 'RVO',
  table: 'ISDE woningeigenaren (new in 2026: ventilation C4c, D or E within 24 months of an insulation measure)',
  year: 2026,
});
/** ISDE minimum values: added Rd ≥ 3.5 (roof, floor, facade), Rd ≥ 1.1 (cavity), glass Ug ≤ 1.2 — expressed as our levels. */
export const ISDE_MIN_LEVEL = dated({ roof: 3, floor: 3, facade: 1, glass: 3, ventilationType: 1 }, 'level', {
  publisher: 'RVO',
  table: 'ISDE woningeigenaren minimum insulation values (as ISDE_INSULATION), on our levels',
  year: 2026,
});
/**
 * When ISDE is asked for (issue #38.1, the steps of a route): a home owner applies after the heat pump, the heat-grid
 * connection or the insulation is in, with the invoice, and at the latest 24 months after it was installed or done.
 */
export const ISDE_APPLICATION_MONTHS = dated(24, 'months after installation', {
  publisher: 'RVO',
  table: 'ISDE woningeigenaren, "Wanneer vraag ik subsidie aan": na installatie of uitvoering, binnen 24 maanden',
  year: 2026,
});
