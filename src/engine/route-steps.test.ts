import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ROUTE_STEP_CODES } from '../vocabulary/route-steps.ts';
import { adviseHouse } from './advise-house.ts';
import { defaultCampaignSettings, defaultHeatNet } from './campaign-settings.ts';
import { defaultProfile } from './default-profile.ts';
import { ISDE_APPLICATION_MONTHS } from './reference/subsidies.ts';
import { BUILDING_CHANGE_STEP, chosenOption, routeSteps } from './route-steps.ts';
import { CATALOGUE_CODES } from './solutions/catalogue.ts';
import { DWELLING_TYPES, levelsArb } from './testing/arbitraries.ts';
import type { AdviceItem, BuildingComponent, BuildingChangeLine } from './types.ts';

const COMPONENTS = Object.keys(BUILDING_CHANGE_STEP) as BuildingComponent[];
const CHANGE_CODES = new Set(Object.values(BUILDING_CHANGE_STEP));

/** Homes the engine advises, drawn like advise-house.test.ts draws them (fewer fields: the steps read the option). */
const adviceArb = fc
  .record({
    buildYear: fc.integer({ min: 1850, max: 2025 }),
    area: fc.integer({ min: 25, max: 400 }),
    type: fc.constantFrom(...DWELLING_TYPES),
    monument: fc.boolean(),
    levels: levelsArb,
    subsidies: fc.boolean(),
    grid: fc.boolean(),
  })
  .map((r) => {
    const profile = defaultProfile({
      buildYear: r.buildYear,
      totalSurface: r.area,
      dwellingType: r.type,
      isMonument: r.monument,
    });
    profile.levels = r.levels;
    const settings = defaultCampaignSettings(2026);
    settings.isSubsidiesTakenInConsideration = r.subsidies;
    if (r.grid) settings.heatNets = [defaultHeatNet(2026, 70, 'geothermal')];
    return adviseHouse(profile, settings);
  });

/**
 * Options of any shape the type allows, beyond what today's engine gives: any building change lines (also ones that
 * change nothing or go down, which the engine never makes), any solution, any amounts.
 */
const lineArb: fc.Arbitrary<BuildingChangeLine> = fc.record({
  component: fc.constantFrom(...COMPONENTS),
  fromLevel: fc.integer({ min: 0, max: 4 }),
  toLevel: fc.integer({ min: 0, max: 4 }),
  investmentEur: fc.integer({ min: 0, max: 20_000 }),
  subsidyEur: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 5_000 })),
});
const optionArb: fc.Arbitrary<AdviceItem> = fc
  .record({
    code: fc.constantFrom(...CATALOGUE_CODES, 'heat_net_0', 'heat_net_2'),
    lines: fc.uniqueArray(lineArb, { selector: (l) => l.component, maxLength: 7 }),
    investment: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 40_000 })),
    subsidy: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 5_000 })),
  })
  .map(
    (r) =>
      ({
        id: 1,
        route: r.code.startsWith('heat_net') ? 'heat_grid' : 'all_electric',
        heating: {
          name: r.code,
          longName: r.code,
          investment: r.investment,
          otherInvestment: 0,
          availableSubsidy: r.subsidy,
        },
        buildingChange: { investment: 0, appreciation: 0, availableSubsidy: 0 },
        explanation: { solutionCode: r.code, buildingChange: r.lines },
      }) as unknown as AdviceItem,
  );

/** The properties every step list holds, whatever option it came from. */
function checkSteps(option: AdviceItem): void {
  const plan = routeSteps(option);
  const lines = option.explanation.buildingChange;
  const needed = lines.filter((l) => l.toLevel > l.fromLevel);
  for (const step of plan.steps) {
    if (!CHANGE_CODES.has(step.code)) {
      expect(step.change).toBeNull();
      continue;
    }
    // Never a building change the option does not need: each one is a line of the option that raises its level.
    const line = needed.find((l) => l.component === step.change?.component);
    expect(line, `${step.code} without a change in the option`).toBeDefined();
    expect(step.code).toBe(BUILDING_CHANGE_STEP[line!.component]);
    expect(step.change).toEqual({
      component: line!.component,
      fromLevel: line!.fromLevel,
      toLevel: line!.toLevel,
      subsidised: line!.subsidyEur > 0,
    });
  }
  // And every change it needs is a step.
  expect(
    plan.steps
      .filter((s) => s.change)
      .map((s) => s.change!.component)
      .sort(),
  ).toEqual(needed.map((l) => l.component).sort());
  // In the closed list's order, each step once.
  const order = plan.steps.map((s) => ROUTE_STEP_CODES.indexOf(s.code));
  expect(order).toEqual([...order].sort((a, b) => a - b));
  expect(new Set(order).size).toBe(order.length);
  // ISDE only where the engine counts it, and only for the changes it counts.
  const counted = option.heating.availableSubsidy > 0 || needed.some((l) => l.subsidyEur > 0);
  expect(plan.steps.some((s) => s.code === 'isde_application')).toBe(counted);
  expect(plan.isde !== null).toBe(counted);
  for (const component of plan.isde?.insulation ?? [])
    expect(needed.find((l) => l.component === component)!.subsidyEur).toBeGreaterThan(0);
  // Building changes come before the quotes; the installation before ISDE; the checks last.
  const at = (code: string) => plan.steps.findIndex((s) => s.code === code);
  if (at('install') >= 0 && at('isde_application') >= 0) expect(at('install')).toBeLessThan(at('isde_application'));
  for (const step of plan.steps.filter((s) => s.change))
    expect(plan.steps.indexOf(step)).toBeLessThan(at('ask_quotes'));
  // Warm air has no radiators to balance and no water to cool.
  if (option.explanation.solutionCode === 'air_air_heat_pump')
    expect(plan.steps.some((s) => ['balance_radiators', 'lower_flow_temperature'].includes(s.code))).toBe(false);
}

describe('routeSteps (issue #38.1)', () => {
  it('never lists a building change the option does not need, for any option shape', () => {
    fc.assert(
      fc.property(optionArb, (option) => checkSteps(option)),
      { numRuns: 500 },
    );
  });

  it('never lists a building change the option does not need, for the options the engine gives', () => {
    fc.assert(
      fc.property(adviceArb, (result) => {
        for (const option of result.advices) checkSteps(option);
      }),
      { numRuns: 40 },
    );
  });

  it('insulates a 1930 home before the heat pump comes, then applies for ISDE within 24 months', () => {
    const profile = defaultProfile({ buildYear: 1930, totalSurface: 110, isMonument: false });
    const result = adviseHouse(profile, defaultCampaignSettings(2026));
    const option = result.advices.find((a) => a.explanation.solutionCode === 'air_water_heat_pump')!;
    const plan = routeSteps(option);
    const codes = plan.steps.map((s) => s.code);
    expect(codes.slice(-6)).toEqual([
      'ask_quotes',
      'choose_installer',
      'install',
      'isde_application',
      'lower_flow_temperature',
      'balance_radiators',
    ]);
    expect(codes.length).toBeGreaterThan(6);
    expect(plan.isde).toMatchObject({ installation: true, windowMonths: 24 });
    expect(ISDE_APPLICATION_MONTHS).toMatchObject({ publisher: 'RVO', year: 2026, unit: 'months after installation' });
  });

  it('follows the favourite while the advice holds it, else the route’s best', () => {
    const result = adviseHouse(
      defaultProfile({ buildYear: 1975, totalSurface: 95, isMonument: false }),
      defaultCampaignSettings(2026),
    );
    const electric = result.advices.filter((a) => a.route === 'all_electric');
    expect(electric.length).toBeGreaterThan(1);
    expect(chosenOption(result, 'all_electric', electric[1]!.id)).toBe(electric[1]);
    expect(chosenOption(result, 'all_electric', 9999)).toBe(electric[0]);
    expect(chosenOption(result, 'all_electric', null)).toBe(electric[0]);
    expect(chosenOption(result, 'heat_grid', null)).toBeUndefined();
  });
});
