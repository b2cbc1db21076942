import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DWELLING_TYPES, levelsArb } from './testing/arbitraries.ts';
import {
  buildingChangeCost,
  buildingSteps,
  COMPONENTS,
  settledCost,
  TARGET_LEVELS,
  targetLevels,
} from './building-change.ts';
import { defaultProfile, isApartment } from './default-profile.ts';
import { geometry, type Geometry } from './geometry.ts';
import { expectedSpaceHeatKWh, standardSpaceHeatKWh } from './heat-demand.ts';
import { heatLoss } from './heat-loss.ts';
import { periodOf } from './reference/construction-periods.ts';
import type { TargetLabel } from './solutions/solution-spec.ts';
import type { BuildingLevels } from './types.ts';

const NONE: BuildingLevels = {
  roof: 0,
  floor: 0,
  facade: 0,
  glass1: 0,
  glass2: 0,
  ventilationType: 0,
  infiltration: 0,
};
const HOME: Geometry = {
  floorAreaM2: 100,
  roofM2: 50,
  floorM2: 40,
  facadeM2: 60,
  doorM2: 0,
  glass1M2: 10,
  glass2M2: 8,
};
const PLAIN = {
  isMonument: false,
  shareConstructionDiscount: 0,
  subsidies: true,
  combinedWithInstallation: false,
  period: 'before_1946',
  isdeYear: 2026,
} as const;

describe('target levels', () => {
  it('defines the C, B and A packages of Rijksoverheid, Standaard en streefwaarden woningisolatie, 2021 within each component’s levels', () => {
    expect(TARGET_LEVELS.C).toEqual({
      roof: 3,
      floor: 0,
      facade: 1,
      glass1: 3,
      glass2: 3,
      ventilationType: 0,
      infiltration: 1,
    });
    expect(TARGET_LEVELS.B).toEqual({
      roof: 3,
      floor: 3,
      facade: 1,
      glass1: 3,
      glass2: 3,
      ventilationType: 1,
      infiltration: 1,
    });
    expect(TARGET_LEVELS.A).toEqual({
      roof: 4,
      floor: 4,
      facade: 3,
      glass1: 4,
      glass2: 4,
      ventilationType: 2,
      infiltration: 2,
    });
  });

  it('keeps the home as it is when a solution needs no package', () => {
    const current = { ...NONE, roof: 2 };
    expect(targetLevels(current, null, false)).toBe(current);
  });

  it('raises each component to the target but never lowers one that is already better', () => {
    expect(targetLevels({ ...NONE, roof: 4, floor: 1, facade: 2 }, 'C', false)).toEqual({
      roof: 4,
      floor: 1,
      facade: 2,
      glass1: 3,
      glass2: 3,
      ventilationType: 0,
      infiltration: 1,
    });
  });

  it('keeps a monument’s facade: inside insulation (level 2) and HR++ level glass (3) at most', () => {
    expect(targetLevels(NONE, 'A', true)).toEqual({
      roof: 4,
      floor: 4,
      facade: 2,
      glass1: 3,
      glass2: 3,
      ventilationType: 2,
      infiltration: 2,
    });
    // What the monument already has stays.
    expect(targetLevels({ ...NONE, facade: 3, glass1: 4 }, 'A', true)).toMatchObject({
      facade: 3,
      glass1: 4,
      glass2: 3,
    });
  });
});

describe('building change cost', () => {
  it('prices a single roof measure per m² (Milieu Centraal, 2025) with the single-measure ISDE amount', () => {
    // Roof 0 → 3: €75/m² × 50 m² = 3,750; ISDE roof €16.25/m² × 50 = 812.50 (one measure, not doubled)
    const cost = buildingChangeCost(HOME, 'gable', NONE, { ...NONE, roof: 3 }, PLAIN);
    expect(cost.grossInvestmentEur).toBeCloseTo(3750, 9);
    expect(cost.investmentEur).toBeCloseTo(3750, 9);
    expect(cost.subsidyEur).toBeCloseTo(812.5, 9);
    expect(cost.componentsChanged).toBe(1);
    expect(cost.lines).toEqual([
      { component: 'roof', fromLevel: 0, toLevel: 3, investmentEur: 3750, subsidyEur: 812.5 },
    ]);
  });

  it('prices a flat roof 1.4 times a pitched one', () => {
    // 75 × 1.4 × 50 = 5,250
    expect(buildingChangeCost(HOME, 'flat', NONE, { ...NONE, roof: 3 }, PLAIN).investmentEur).toBeCloseTo(5250, 9);
  });

  it('charges only the step between two levels of insulation', () => {
    // Roof 1 → 3: (75 − 35) × 50 = 2,000; floor 2 → 4: (45 − 28) × 40 = 680
    const cost = buildingChangeCost(
      HOME,
      'gable',
      { ...NONE, roof: 1, floor: 2 },
      { ...NONE, roof: 3, floor: 4 },
      PLAIN,
    );
    expect(cost.lines.map((l) => l.investmentEur)).toEqual([2000, 680]);
  });

  it('doubles ISDE with a second measure', () => {
    // Roof 812.50 + floor 0 → 3 (€5.50 × 40 = 220) = 1,032.50, doubled = 2,065
    const cost = buildingChangeCost(HOME, 'gable', NONE, { ...NONE, roof: 3, floor: 3 }, PLAIN);
    expect(cost.investmentEur).toBeCloseTo(3750 + 1400, 9); // floor €35 × 40
    expect(cost.subsidyEur).toBeCloseTo(2065, 9);
  });

  it('doubles ISDE for one measure combined with a heat pump, heat grid or solar boiler', () => {
    const cost = buildingChangeCost(
      HOME,
      'gable',
      NONE,
      { ...NONE, roof: 3 },
      { ...PLAIN, combinedWithInstallation: true },
    );
    expect(cost.subsidyEur).toBeCloseTo(1625, 9);
  });

  it("gives nothing for a top-up: a layer that adds less than ISDE's Rd minimum (issue #22.5)", () => {
    // Roof Rc 2.5 → 3.5 adds Rd 1.0, not dakisolatie with Rd ≥ 3.5; from bare (Rc 0.2) to 3.5 counts.
    expect(buildingChangeCost(HOME, 'gable', { ...NONE, roof: 2 }, { ...NONE, roof: 3 }, PLAIN).subsidyEur).toBe(0);
    expect(buildingChangeCost(HOME, 'gable', { ...NONE, roof: 2 }, { ...NONE, roof: 4 }, PLAIN).subsidyEur).toBeCloseTo(
      812.5,
      9,
    );
    // A 1975–1991 roof (Rc 1.65) brought to 3.5 is a top-up as well.
    expect(
      buildingChangeCost(HOME, 'gable', NONE, { ...NONE, roof: 3 }, { ...PLAIN, period: '1975_1991' }).subsidyEur,
    ).toBe(0);
  });

  it("pays nothing under a measure's minimum area and nothing over its maximum", () => {
    const small = { ...HOME, roofM2: 19 };
    expect(buildingChangeCost(small, 'gable', NONE, { ...NONE, roof: 3 }, PLAIN).subsidyEur).toBe(0);
    const large = { ...HOME, roofM2: 250 };
    expect(buildingChangeCost(large, 'gable', NONE, { ...NONE, roof: 3 }, PLAIN).subsidyEur).toBeCloseTo(
      16.25 * 200,
      9,
    );
  });

  it('counts the glass of both rooms as one measure with one area', () => {
    // 10 + 8 m² HR++ is one measure: €25 × 18, not doubled.
    const both = buildingChangeCost(HOME, 'gable', NONE, { ...NONE, glass1: 3, glass2: 3 }, PLAIN);
    expect(both.subsidyEur).toBeCloseTo(450, 9);
    // 1 + 1 m² is under ISDE's 3 m² for the measure.
    const tiny = { ...HOME, glass1M2: 1, glass2M2: 1 };
    expect(buildingChangeCost(tiny, 'gable', NONE, { ...NONE, glass1: 3, glass2: 3 }, PLAIN).subsidyEur).toBe(0);
    // 30 + 30 m² is paid for 45 m² in all, shared by the two rooms.
    const big = { ...HOME, glass1M2: 30, glass2M2: 30 };
    const capped = buildingChangeCost(big, 'gable', NONE, { ...NONE, glass1: 3, glass2: 3 }, PLAIN);
    expect(capped.subsidyEur).toBeCloseTo(25 * 45, 9);
    expect(capped.lines.map((l) => l.subsidyEur)).toEqual([562.5, 562.5]);
  });

  it('gives ISDE only where the new level meets the ISDE minimum', () => {
    // Roof level 2 (Rc 2.5) is below the Rd 3.5 minimum; HR glass (level 2) is above Ug 1.2.
    expect(buildingChangeCost(HOME, 'gable', NONE, { ...NONE, roof: 2 }, PLAIN).subsidyEur).toBe(0);
    expect(buildingChangeCost(HOME, 'gable', NONE, { ...NONE, glass1: 2 }, PLAIN).subsidyEur).toBe(0);
  });

  it('pays €5.25/m² for cavity fill and €20.25/m² for facade insulation', () => {
    expect(buildingChangeCost(HOME, 'gable', NONE, { ...NONE, facade: 1 }, PLAIN).subsidyEur).toBeCloseTo(315, 9); // 5.25 × 60
    expect(buildingChangeCost(HOME, 'gable', NONE, { ...NONE, facade: 3 }, PLAIN).subsidyEur).toBeCloseTo(1215, 9); // 20.25 × 60
    expect(buildingChangeCost(HOME, 'gable', NONE, { ...NONE, facade: 1 }, PLAIN).investmentEur).toBeCloseTo(1680, 9); // 28 × 60
  });

  it('pays €25/m² for HR++, €46/m² for HR++ in a monument and €111/m² for triple glass', () => {
    expect(buildingChangeCost(HOME, 'gable', NONE, { ...NONE, glass1: 3 }, PLAIN).subsidyEur).toBeCloseTo(250, 9);
    expect(
      buildingChangeCost(HOME, 'gable', NONE, { ...NONE, glass1: 3 }, { ...PLAIN, isMonument: true }).subsidyEur,
    ).toBeCloseTo(460, 9);
    expect(buildingChangeCost(HOME, 'gable', NONE, { ...NONE, glass1: 4 }, PLAIN).subsidyEur).toBeCloseTo(1110, 9);
  });

  it('prices ventilation and draught sealing per dwelling, not per m²', () => {
    expect(buildingChangeCost(HOME, 'gable', NONE, { ...NONE, ventilationType: 1 }, PLAIN).investmentEur).toBe(2250);
    expect(buildingChangeCost(HOME, 'gable', NONE, { ...NONE, infiltration: 1 }, PLAIN).investmentEur).toBe(900);
    expect(
      buildingChangeCost(
        { ...HOME, floorAreaM2: 0, roofM2: 0, floorM2: 0, facadeM2: 0, glass1M2: 0, glass2M2: 0 },
        'gable',
        NONE,
        { ...NONE, infiltration: 2 },
        PLAIN,
      ).investmentEur,
    ).toBe(2500);
  });

  it('adds €400 ISDE for ventilation only together with an insulation measure', () => {
    expect(buildingChangeCost(HOME, 'gable', NONE, { ...NONE, ventilationType: 1 }, PLAIN).subsidyEur).toBe(0);
    // Roof 812.50 + ventilation 400
    expect(
      buildingChangeCost(HOME, 'gable', NONE, { ...NONE, roof: 3, ventilationType: 1 }, PLAIN).subsidyEur,
    ).toBeCloseTo(1212.5, 9);
    // New in ISDE 2026: nothing for ventilation in 2025.
    expect(
      buildingChangeCost(HOME, 'gable', NONE, { ...NONE, roof: 3, ventilationType: 1 }, { ...PLAIN, isdeYear: 2025 })
        .subsidyEur,
    ).toBeCloseTo(812.5, 9);
  });

  it('costs nothing for a home of zero area, or when nothing improves', () => {
    const empty: Geometry = { floorAreaM2: 0, roofM2: 0, floorM2: 0, facadeM2: 0, doorM2: 0, glass1M2: 0, glass2M2: 0 };
    const noArea = buildingChangeCost(
      empty,
      'gable',
      NONE,
      { ...NONE, roof: 4, floor: 4, facade: 3, glass1: 4, glass2: 4 },
      PLAIN,
    );
    expect(noArea).toEqual({ grossInvestmentEur: 0, investmentEur: 0, subsidyEur: 0, componentsChanged: 0, lines: [] });
    const worse = buildingChangeCost(HOME, 'gable', TARGET_LEVELS.A, NONE, PLAIN);
    expect(worse.investmentEur).toBe(0);
  });

  it('bounds levels outside a component’s range before pricing', () => {
    // Roof 9 → level 4 (€100/m² × 50 = 5,000); facade −2 → 0
    const cost = buildingChangeCost(HOME, 'gable', { ...NONE, facade: -2 }, { ...NONE, roof: 9 }, PLAIN);
    expect(cost.lines).toEqual([expect.objectContaining({ component: 'roof', toLevel: 4, investmentEur: 5000 })]);
  });

  it('takes the construction discount off the investment and caps the subsidy at what is left', () => {
    // 90 % discount: roof 3,750 → 375, floor 1,400 → 140; ISDE doubled (650, 520) is capped per line at 375 and 140
    const cost = buildingChangeCost(
      HOME,
      'gable',
      NONE,
      { ...NONE, roof: 3, floor: 3 },
      { ...PLAIN, shareConstructionDiscount: 0.9 },
    );
    expect(cost.grossInvestmentEur).toBeCloseTo(5150, 9);
    expect(cost.investmentEur).toBeCloseTo(515, 9);
    expect(cost.subsidyEur).toBeCloseTo(515, 9);
    expect(cost.lines.map((l) => l.subsidyEur)).toEqual([expect.closeTo(375, 9), expect.closeTo(140, 9)]);
  });

  it('counts no subsidy when the campaign switches subsidies off', () => {
    const cost = buildingChangeCost(HOME, 'gable', NONE, TARGET_LEVELS.A, { ...PLAIN, subsidies: false });
    expect(cost.subsidyEur).toBe(0);
    expect(cost.lines.every((l) => l.subsidyEur === 0)).toBe(true);
    expect(cost.investmentEur).toBeGreaterThan(0);
  });

  it('lists changed components in a fixed order', () => {
    const cost = buildingChangeCost(HOME, 'gable', NONE, TARGET_LEVELS.A, PLAIN);
    expect(cost.lines.map((l) => l.component)).toEqual([...COMPONENTS]);
  });

  it('lists a subsidy per component that adds up to the total, the €400 ventilation amount on the ventilation line', () => {
    const cost = buildingChangeCost(HOME, 'gable', NONE, { ...NONE, roof: 3, ventilationType: 1 }, PLAIN);
    expect(cost.lines.find((l) => l.component === 'ventilationType')!.subsidyEur).toBe(400);
    for (const options of [
      PLAIN,
      { ...PLAIN, shareConstructionDiscount: 0.9 },
      { ...PLAIN, combinedWithInstallation: true },
    ]) {
      const package_ = buildingChangeCost(HOME, 'gable', NONE, TARGET_LEVELS.A, options);
      expect(package_.lines.reduce((sum, l) => sum + l.subsidyEur, 0)).toBeCloseTo(package_.subsidyEur, 9);
      expect(package_.lines.reduce((sum, l) => sum + l.investmentEur, 0)).toBeCloseTo(package_.investmentEur, 9);
    }
  });

  it('settles one set of steps with and without doubling as two separate computations would, leaving the steps as they are', () => {
    // A package's steps serve the solutions that double ISDE and those that do not (evaluate-solution.ts).
    const to: BuildingLevels = { ...NONE, roof: 3, ventilationType: 2 }; // one measure: doubled only when combined
    const steps = buildingSteps(HOME, 'gable', NONE, to, PLAIN);
    const before = structuredClone(steps.lines);
    for (const combinedWithInstallation of [false, true, false])
      expect(settledCost(steps, { ...PLAIN, combinedWithInstallation })).toEqual(
        buildingChangeCost(HOME, 'gable', NONE, to, { ...PLAIN, combinedWithInstallation }),
      );
    expect(steps.lines).toEqual(before);
    expect(steps.lines.every((line) => line.subsidyEur === 0)).toBe(true);
  });

  it('prices new glass at the full price of the glass put in, whatever it replaces (Milieu Centraal, 2025: HR++ €150–250/m²)', () => {
    // Double glass (level 1) → HR++ (level 3): the double pane goes out, HR++ costs €200/m² × 10 m² = 2,000
    expect(
      buildingChangeCost(HOME, 'gable', { ...NONE, glass1: 1 }, { ...NONE, glass1: 3 }, PLAIN).investmentEur,
    ).toBeCloseTo(2000, 9);
    // HR++ (3) → triple with new frames (4): €800/m² × 8 m² = 6,400 (Milieu Centraal, 2025: €600–1,000)
    expect(
      buildingChangeCost(HOME, 'gable', { ...NONE, glass2: 3 }, { ...NONE, glass2: 4 }, PLAIN).investmentEur,
    ).toBeCloseTo(6400, 9);
  });

  it('prices a new ventilation system at its full price, whatever it replaces (Milieu Centraal, 2025: D retrofit €5,000–9,000)', () => {
    expect(
      buildingChangeCost(HOME, 'gable', { ...NONE, ventilationType: 1 }, { ...NONE, ventilationType: 2 }, PLAIN)
        .investmentEur,
    ).toBe(7000);
  });
});

describe('a building package (property, fast-check)', () => {
  // The monthly method has gains, a utilisation factor and the γ > 2 gate that all move with the loss; the package
  // must still never make the standard (label) heat need or the expected use of any home higher (issue #24).
  it('never raises the heat need, whatever the home, its current levels and the target label', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1850, max: 2026 }),
        fc.integer({ min: 25, max: 400 }),
        fc.constantFrom(...DWELLING_TYPES),
        fc.boolean(),
        levelsArb,
        fc.constantFrom(...(Object.keys(TARGET_LEVELS) as TargetLabel[])),
        (buildYear, area, dwellingType, isMonument, levels, target) => {
          const profile = defaultProfile({ buildYear, totalSurface: area, dwellingType, isMonument });
          const period = periodOf(buildYear);
          const areas = geometry(profile);
          const apartment = isApartment(dwellingType);
          const need = (l: BuildingLevels) =>
            standardSpaceHeatKWh(heatLoss(areas, l, period, dwellingType), areas, apartment);
          const before = need(levels);
          const after = need(targetLevels(levels, target, isMonument));
          expect(after).toBeLessThanOrEqual(before + 1e-9);
          expect(expectedSpaceHeatKWh(after, area, 0)).toBeLessThanOrEqual(
            expectedSpaceHeatKWh(before, area, 0) + 1e-9,
          );
        },
      ),
      { numRuns: 500 },
    );
  });
});
