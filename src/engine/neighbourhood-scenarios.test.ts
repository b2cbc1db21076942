import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultCampaignSettings, defaultHeatNet } from './campaign-settings.ts';
import { defaultProfile } from './default-profile.ts';
import {
  campaignFigures,
  gridFigures,
  heatGridViability,
  homeFigures,
  homesAreaHa,
  mixOfScenarios,
  mixScenario,
  neighbourhoodScenarios,
  SINGLE_ROUTE_MIX,
  type CampaignFigures,
  type ScenarioHome,
  type ScenarioSums,
} from './neighbourhood-scenarios.ts';
import {
  HEAT_GRID_MIN_CONNECTION_SHARE,
  HEAT_PUMP_SIMULTANEITY,
  HOUSEHOLD_PEAK_KW,
  SUBSTATION_CAPACITY_KW,
  SUBSTATION_HOMES,
} from './reference/grid.ts';
import { DWELLING_TYPES, levelsArb } from './testing/arbitraries.ts';
import { ROUTES, type HouseProfile } from './types.ts';

const MIN = 10;
const settings = { ...defaultCampaignSettings(2026), heatNets: [defaultHeatNet(2026, 70, 'geothermal')] };

const registerArb: fc.Arbitrary<HouseProfile> = fc
  .record({
    buildYear: fc.integer({ min: 1900, max: 2020 }),
    area: fc.integer({ min: 40, max: 250 }),
    type: fc.constantFrom(...DWELLING_TYPES),
  })
  .map((r) =>
    defaultProfile({ buildYear: r.buildYear, totalSurface: r.area, dwellingType: r.type, isMonument: false }),
  );

/** A resident's answers change the levels, the household and the cooking. */
const answeredOf = (register: HouseProfile, levels: HouseProfile['levels'], size: number): HouseProfile => ({
  ...register,
  levels,
  houseDetailsKnown: true,
  household: { size, ages: Array.from({ length: size }, () => 40) },
  cooking: 'induction',
});

const homeArb = (household: number): fc.Arbitrary<ScenarioHome> =>
  fc
    .record({
      register: registerArb,
      answers: fc.option(fc.record({ levels: levelsArb, size: fc.integer({ min: 1, max: 6 }) }), { nil: null }),
    })
    .map(({ register, answers }) => ({
      register,
      registerProvenance: { floorAreaM2: 'register' },
      answered:
        answers === null
          ? null
          : {
              profile: answeredOf(register, answers.levels, answers.size),
              provenance: { 'levels.roof': 'resident', 'household.size': 'resident' },
              household,
            },
    }));

const campaignArb = (min: number, max: number) =>
  fc.integer({ min, max }).chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => homeArb(i + 1))));

const sumKeys = ['homes', 'subsidyEur', 'currentCo2Kg', 'heatPumpPeakKW', 'diversifiedPeakKW'] as const;
const bandKeys = ['investmentEur', 'householdCostEur', 'nationalCostEur', 'co2Kg'] as const;

function expectSumsClose(a: ScenarioSums, b: ScenarioSums) {
  for (const key of sumKeys) expect(a[key]).toBeCloseTo(b[key], 6);
  for (const key of bandKeys) {
    expect(a[key].low).toBeCloseTo(b[key].low, 4);
    expect(a[key].central).toBeCloseTo(b[key].central, 4);
    expect(a[key].high).toBeCloseTo(b[key].high, 4);
  }
}

describe('neighbourhood scenarios', () => {
  it('sums every figure of a route over the homes, answered and register-only apart', () => {
    fc.assert(
      fc.property(campaignArb(1, 14), (homes) => {
        const figures = campaignFigures(homes, settings, MIN);
        const scenarios = neighbourhoodScenarios(figures);
        for (const route of ROUTES) {
          const s = scenarios.routes[route];
          const perHome = figures.homes.map((h) => h.figures.routes[route]);
          expect(s.total.homes).toBe(homes.length);
          expect(s.answered.homes + s.registerOnly.homes).toBe(homes.length);
          for (const key of bandKeys) {
            const sum = perHome.reduce((t, f) => t + f[key].central, 0);
            expect(s.total[key].central).toBeCloseTo(sum, 4);
            expect(s.total[key].low).toBeLessThanOrEqual(s.total[key].central + 1e-9);
            expect(s.total[key].high).toBeGreaterThanOrEqual(s.total[key].central - 1e-9);
          }
          expect(s.total.heatPumpPeakKW).toBeCloseTo(
            perHome.reduce((t, f) => t + f.heatPumpPeakKW, 0),
            6,
          );
          expect(s.total.homesNeedingBuildingChange).toBe(perHome.filter((f) => f.needsBuildingChange).length);
          expect(s.grid.extraPeakKW).toBeCloseTo(
            s.total.heatPumpPeakKW * HEAT_PUMP_SIMULTANEITY.value + s.total.diversifiedPeakKW,
            6,
          );
        }
      }),
      { numRuns: 15 },
    );
  });

  it('a mix of 100 % one route is that route’s scenario', () => {
    fc.assert(
      fc.property(campaignArb(1, 12), fc.constantFrom(...ROUTES), (homes, route) => {
        const figures = campaignFigures(homes, settings, MIN);
        const all = neighbourhoodScenarios(figures).routes[route];
        const mixed = mixScenario(figures, SINGLE_ROUTE_MIX[route]);
        expectSumsClose(mixed.total, all.total);
        expectSumsClose(mixed.answered, all.answered);
        expect(mixed.grid).toEqual(all.grid);
      }),
      { numRuns: 15 },
    );
  });

  it('a mix is the shares’ weighted sum of the routes, from the homes or from the routes’ sums alike', () => {
    fc.assert(
      fc.property(campaignArb(1, 8), fc.integer({ min: 0, max: 100 }), (homes, pct) => {
        const figures = campaignFigures(homes, settings, MIN);
        const share = pct / 100;
        const mix = { fuel: 0, all_electric: share, heat_grid: 1 - share, other: 0 };
        const mixed = mixScenario(figures, mix);
        const electric = mixScenario(figures, SINGLE_ROUTE_MIX.all_electric).total;
        const grid = mixScenario(figures, SINGLE_ROUTE_MIX.heat_grid).total;
        expect(mixed.total.co2Kg.central).toBeCloseTo(
          share * electric.co2Kg.central + (1 - share) * grid.co2Kg.central,
          4,
        );
        expect(mixed.heatGridShare).toBe(1 - share);
        const fromRoutes = mixOfScenarios(neighbourhoodScenarios(figures).routes, mix);
        expectSumsClose(fromRoutes.total, mixed.total);
        expectSumsClose(fromRoutes.answered, mixed.answered);
        expect(fromRoutes.grid.extraPeakKW).toBeCloseTo(mixed.grid.extraPeakKW, 6);
      }),
      { numRuns: 15 },
    );
  });

  it('no figure moves when one household changes its answers while fewer than ten households answered', () => {
    fc.assert(
      fc.property(campaignArb(2, 15), levelsArb, fc.nat(), (homes, levels, pick) => {
        const answering = homes.filter((h) => h.answered !== null);
        fc.pre(answering.length > 0 && answering.length < MIN);
        const target = answering[pick % answering.length]!;
        const changed = homes.map((h) =>
          h === target ? { ...h, answered: { ...h.answered!, profile: answeredOf(h.register, levels, 3) } } : h,
        );
        const before = neighbourhoodScenarios(campaignFigures(homes, settings, MIN));
        const after = neighbourhoodScenarios(campaignFigures(changed, settings, MIN));
        expect(after).toEqual(before);
        expect(before.answersUsed).toBe(false);
      }),
      { numRuns: 15 },
    );
  });

  it('uses the answers once ten households answered', () => {
    const register = defaultProfile({
      buildYear: 1965,
      totalSurface: 110,
      dwellingType: 'terraced',
      isMonument: false,
    });
    const homes: ScenarioHome[] = Array.from({ length: 12 }, (_, i) => ({
      register,
      registerProvenance: {},
      answered:
        i < 10
          ? {
              profile: answeredOf(register, { ...register.levels, roof: 4, facade: 3 }, 2),
              provenance: {},
              household: i,
            }
          : null,
    }));
    const figures = campaignFigures(homes, settings, MIN);
    expect(figures.answersUsed).toBe(true);
    const s = neighbourhoodScenarios(figures).routes.all_electric;
    expect(s.answered.homes).toBe(10);
    expect(s.registerOnly.homes).toBe(2);
    // Better insulated homes need a smaller heat pump peak than their register twins.
    expect(s.answered.heatPumpPeakKW / 10).toBeLessThan(s.registerOnly.heatPumpPeakKW / 2);
  });

  it("compares the extra peak with the homes' share of substations, less today's peak (Vesta MAIS)", () => {
    const sums = (homes: number, heatPumpPeakKW: number): ScenarioSums => {
      const zero = { low: 0, central: 0, high: 0 };
      return {
        homes,
        homesWithoutSolution: 0,
        homesNeedingBuildingChange: 0,
        homesNeedingLowerFlowTemperature: 0,
        investmentEur: zero,
        subsidyEur: 0,
        householdCostEur: zero,
        nationalCostEur: zero,
        co2Kg: zero,
        currentCo2Kg: 0,
        heatPumpPeakKW,
        diversifiedPeakKW: 0,
      };
    };
    // 40 homes are a fifth of a substation of 630 kW for 200 homes; today they draw 40 × 1.5 kW of it.
    const g = gridFigures(sums(40, 132));
    expect(g.substations).toBeCloseTo(0.2, 9);
    expect(g.headroomKW).toBeCloseTo(126 - 60, 9);
    expect(g.loadShare).toBeCloseTo((132 * HEAT_PUMP_SIMULTANEITY.value) / 66, 9);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5000 }), fc.double({ min: 0, max: 1e4, noNaN: true }), (homes, peak) => {
        const grid = gridFigures(sums(homes, peak));
        // The headroom grows with the homes, so the share depends on the peak per home only.
        expect(grid.headroomKW / homes).toBeCloseTo(
          SUBSTATION_CAPACITY_KW.value / SUBSTATION_HOMES.value - HOUSEHOLD_PEAK_KW.value,
          9,
        );
        expect(grid.loadShare! * grid.headroomKW).toBeCloseTo(peak * HEAT_PUMP_SIMULTANEITY.value, 6);
      }),
    );
  });

  it('needs at least the minimum connection share, and more where the demand is thin', () => {
    const register = defaultProfile({
      buildYear: 1970,
      totalSurface: 100,
      dwellingType: 'terraced',
      isMonument: false,
    });
    const homes: ScenarioHome[] = Array.from({ length: 40 }, () => ({
      register,
      registerProvenance: {},
      answered: null,
    }));
    const figures: CampaignFigures = campaignFigures(homes, settings, MIN);
    const { heatDemandGJ } = neighbourhoodScenarios(figures);
    const dense = heatGridViability(heatDemandGJ, 0.5);
    const thin = heatGridViability(heatDemandGJ, 20);
    expect(dense.requiredShare).toBe(HEAT_GRID_MIN_CONNECTION_SHARE.value);
    expect(thin.densityGJPerHa).toBeLessThan(dense.densityGJPerHa);
    expect(thin.requiredShare).toBeGreaterThan(1);
  });

  it('counts the heat grid only where the campaign has one', () => {
    const home = defaultProfile({ buildYear: 1980, totalSurface: 120, dwellingType: 'corner', isMonument: false });
    const none = homeFigures(home, {}, { ...settings, heatNets: [] });
    expect(none.routes.heat_grid.hasSolution).toBe(false);
    expect(none.routes.all_electric.heatPumpPeakKW).toBeGreaterThan(0);
    expect(none.routes.fuel.heatPumpPeakKW).toBe(0);
  });

  it('measures the area the homes cover, with half a plot around them', () => {
    // A 100 m × 100 m square of homes near Utrecht: 1 ha plus the margin.
    const lat = 52.09;
    const dLat = 100 / 111_320;
    const dLon = 100 / (111_320 * Math.cos((lat * Math.PI) / 180));
    const square = [
      { latitude: lat, longitude: 5.1 },
      { latitude: lat + dLat, longitude: 5.1 },
      { latitude: lat, longitude: 5.1 + dLon },
      { latitude: lat + dLat, longitude: 5.1 + dLon },
      { latitude: lat + dLat / 2, longitude: 5.1 + dLon / 2 },
    ];
    expect(homesAreaHa(square, 0)).toBeCloseTo(1, 3);
    expect(homesAreaHa(square, 15)).toBeCloseTo(1 + (400 * 15 + Math.PI * 225) / 10_000, 3);
  });
});
