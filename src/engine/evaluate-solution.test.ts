import { describe, expect, it } from 'vitest';
import { analyseHouse } from './analyse-house.ts';
import { campaignContext, defaultCampaignSettings, defaultHeatNet } from './campaign-settings.ts';
import { defaultProfile } from './default-profile.ts';
import { evaluateSolution, solutionCache, solutionRank } from './evaluate-solution.ts';
import { condensingBoiler } from './solutions/boilers.ts';
import { heatGridSolution } from './solutions/heat-grid.ts';
import { airWaterHeatPump, groundHeatPump, hybridHeatPump } from './solutions/heat-pumps.ts';
import type { SolutionSpec } from './solutions/solution-spec.ts';
import type { AdviceItem, CampaignSettings, HouseProfile } from './types.ts';

const terraced = (change: Partial<HouseProfile> = {}): HouseProfile => ({
  ...defaultProfile({ buildYear: 1970, totalSurface: 110, dwellingType: 'terraced', isMonument: false }),
  ...change,
});

function evaluate(
  spec: SolutionSpec,
  profile: HouseProfile = terraced(),
  settings: CampaignSettings = defaultCampaignSettings(2025),
): AdviceItem {
  return evaluateSolution(spec, analyseHouse(profile), campaignContext(settings), solutionCache());
}

const yearly = (advice: AdviceItem, id: string) => advice.explanation.yearlyCost.find((l) => l.id === id)!.value;
const invest = (advice: AdviceItem, id: string) => advice.explanation.investment.find((l) => l.id === id)!.value;

describe('evaluate solution', () => {
  it('prices a new condensing boiler at €3,000 with 15-year annuity and 4.65 % maintenance, without building change', () => {
    const advice = evaluate(condensingBoiler('natural'));
    expect(advice.heating).toMatchObject({ investment: 3000, otherInvestment: 0, availableSubsidy: 0 });
    expect(advice.buildingChange).toEqual({ investment: 0, appreciation: 0, availableSubsidy: 0 });
    expect(advice.totalInvestment).toBe(3000);
    // 3,000 × 0.0899411 = 269.82 capital + 3,000 × 0.0465 = 139.50 maintenance
    expect(advice.totalCostPerYear - advice.yearlyEnergyCost).toBeCloseTo(409.32, 2);
  });

  it('takes the installation discount off the labour share (35 %) of the equipment', () => {
    // 50 % discount: 3,000 × (1 − 0.35 × 0.5) = 2,475
    expect(
      evaluate(condensingBoiler('natural'), terraced({ discounts: { shareInstallation: 0.5, shareConstruction: 0 } }))
        .heating.investment,
    ).toBeCloseTo(2475, 9);
    // 90 % (the spec maximum): 3,000 × (1 − 0.315) = 2,055
    expect(
      evaluate(condensingBoiler('natural'), terraced({ discounts: { shareInstallation: 0.9, shareConstruction: 0 } }))
        .heating.investment,
    ).toBeCloseTo(2055, 9);
  });

  it('adds low-temperature emitters, removing the gas connection and an induction hob to a gas-free heat pump', () => {
    const advice = evaluate(airWaterHeatPump);
    expect(invest(advice, 'lowTemperatureEmitters')).toBeCloseTo(2717, 9); // Vesta €2,090 × 1.3
    expect(invest(advice, 'gasConnectionRemoval')).toBe(500);
    expect(invest(advice, 'inductionHob')).toBe(1000);
    expect(advice.heating.otherInvestment).toBeCloseTo(4217, 9);
  });

  it('prices emitters for an apartment at Vesta’s flat figure and skips the hob where the home cooks electrically', () => {
    const flat = terraced({
      dwellingType: 'apartment_middle',
      floorAreaM2: 70,
      cooking: 'induction',
      currentHeating: 'heat_grid',
    });
    const advice = evaluate(airWaterHeatPump, flat);
    expect(invest(advice, 'lowTemperatureEmitters')).toBeCloseTo(1570.4, 9); // €1,208 × 1.3
    expect(invest(advice, 'inductionHob')).toBe(0);
    expect(invest(advice, 'gasConnectionRemoval')).toBe(0); // no gas in the home
  });

  it('subtracts the ISDE heat-pump amount, and nothing when the campaign switches subsidies off', () => {
    const on = evaluate(airWaterHeatPump);
    expect(on.heating.availableSubsidy).toBeGreaterThan(2000);
    expect(on.totalInvestment).toBeCloseTo(
      on.heating.investment +
        on.heating.otherInvestment +
        on.buildingChange.investment -
        on.heating.availableSubsidy -
        on.buildingChange.availableSubsidy,
      9,
    );
    const off = evaluate(airWaterHeatPump, terraced(), {
      ...defaultCampaignSettings(2025),
      isSubsidiesTakenInConsideration: false,
    });
    expect(off.heating.availableSubsidy).toBe(0);
    expect(off.buildingChange.availableSubsidy).toBe(0);
    expect(off.totalInvestment).toBeCloseTo(
      off.heating.investment + off.heating.otherInvestment + off.buildingChange.investment,
      9,
    );
  });

  it('makes the yearly cost the sum of capital, maintenance and energy lines', () => {
    for (const spec of [condensingBoiler('natural'), hybridHeatPump, airWaterHeatPump, groundHeatPump]) {
      const advice = evaluate(spec);
      const parts = ['capitalHeating', 'capitalOther', 'capitalBuilding', 'maintenance', 'energy'].reduce(
        (sum, id) => sum + yearly(advice, id),
        0,
      );
      expect(advice.totalCostPerYear).toBeCloseTo(parts, 9);
      expect(yearly(advice, 'energy')).toBe(advice.yearlyEnergyCost);
    }
  });

  it('brings the home to the solution’s package before it is heated, and values the label steps gained at €3,700 each', () => {
    const advice = evaluate(airWaterHeatPump);
    expect(advice.buildingChange.investment).toBeGreaterThan(0);
    expect(advice.explanation.buildingChange.map((l) => l.component)).toContain('floor');
    const steps = advice.buildingChange.appreciation / 3700;
    expect(Number.isInteger(steps) && steps >= 1).toBe(true);
  });

  it('computes each package scenario once per home and reuses it', () => {
    const house = analyseHouse(terraced());
    const context = campaignContext(defaultCampaignSettings(2025));
    const cache = solutionCache();
    evaluateSolution(airWaterHeatPump, house, context, cache);
    const scenario = cache.scenarios.B;
    expect(scenario).toBeDefined();
    evaluateSolution(groundHeatPump, house, context, cache);
    expect(cache.scenarios.B).toBe(scenario);
    expect(cache.scenarios.A).toBeUndefined();
    expect(cache.scenarios.C).toBeUndefined();
  });

  it('gives solutions on the same package the same building change as when each is evaluated alone', () => {
    const house = analyseHouse(terraced());
    const context = campaignContext(defaultCampaignSettings(2025));
    const cache = solutionCache();
    const first = evaluateSolution(airWaterHeatPump, house, context, cache);
    const second = evaluateSolution(groundHeatPump, house, context, cache);
    expect(second.explanation.buildingChange).toBe(first.explanation.buildingChange);
    expect(second).toEqual(evaluateSolution(groundHeatPump, house, context, solutionCache()));
  });

  it('works a solution without a target package on the home as it is', () => {
    const house = analyseHouse(terraced({ measured: { ...terraced().measured, gasM3PerYear: 900 } }));
    const context = campaignContext(defaultCampaignSettings(2025));
    const advice = evaluateSolution(condensingBoiler('natural'), house, context, solutionCache());
    expect(advice.buildingChange.investment).toBe(0);
    expect(advice.explanation.assumptions.find((line) => line.id === 'spaceHeat')?.value).toBe(house.spaceKWh);
    expect(advice.explanation.assumptions.find((line) => line.id === 'heatLoss')?.value).toBe(
      house.heatLoss.totalWPerK,
    );
  });

  it("charges a heat grid's connection charge as other investment, incl. VAT when the campaign's tariffs exclude it", () => {
    const settings = { ...defaultCampaignSettings(2025), pricesIncludeVat: false };
    const net = heatGridSolution({ ...defaultHeatNet(2025, 90, 'steg'), bak: 1000 }, 0, 1.21);
    const advice = evaluate(net, terraced(), settings);
    expect(invest(advice, 'connection')).toBeCloseTo(1210, 9);
    expect(advice.buildingChange.investment).toBe(0); // HT: no package
  });

  it('gives a direct heat grid the full ISDE heat-grid amount toward its connection charge, not only up to the in-house work', () => {
    // HT net, default 2025 tariffs: in-house work €1,000 + connection charge €5,250.24; ISDE heat grid €3,775 (RVO, 2024)
    const net = heatGridSolution(defaultHeatNet(2025, 90, 'steg'), 0, 1);
    const advice = evaluate(net);
    expect(advice.heating.availableSubsidy).toBe(3775);
    // 1,000 + 5,250.24 + 500 gas removal + 1,000 induction hob − 3,775 = 3,975.24
    expect(advice.totalInvestment).toBeCloseTo(3975.24, 6);
    // Capital: the work is fully subsidised (0); the other 2,775 of ISDE lowers the 20-year annuity of 6,750.24
    // (6,750.24 − 2,775) × 0.0735818 = 292.51
    expect(yearly(advice, 'capitalHeating')).toBe(0);
    expect(yearly(advice, 'capitalOther')).toBeCloseTo(292.51, 1);
  });

  it('ranks a solution without building its advice exactly as its advice ranks, with and without subsidies', () => {
    // Break-even's subsidy flip compares these ranks instead of whole advices (docs/decisions/0112-engine-cheaper-home.md).
    let compared = 0;
    for (const subsidies of [true, false])
      for (const buildYear of [1925, 1965, 1995])
        for (const dwellingType of ['detached', 'terraced', 'apartment_middle'] as const) {
          const settings = defaultCampaignSettings(2026);
          settings.isSubsidiesTakenInConsideration = subsidies;
          settings.heatNets.push(defaultHeatNet(2026, 70, 'geothermal'));
          const context = campaignContext(settings);
          const profile = defaultProfile({ buildYear, totalSurface: 120, dwellingType, isMonument: false });
          profile.weights = { ...profile.weights, lowCosts: 9, spaceUsage: 1, comfort: 7, adaptations: 3 };
          const house = analyseHouse(profile);
          for (const spec of context.solutions) {
            const advice = evaluateSolution(spec, house, context, solutionCache());
            expect(solutionRank(spec, house, context, solutionCache())).toEqual({
              id: advice.id,
              totalCostPerYear: advice.totalCostPerYear,
              totalWeightedScore: advice.scores.total.weightedScore,
            });
            compared++;
          }
        }
    expect(compared).toBeGreaterThan(50);
  });
});
