// src/engine/README.md §6: "heat-pump and heat-grid costs land inside published ranges". Each range below is
// quoted from its publisher (named in the comment); where the engine does not
// meet a published range by design, docs/decisions/0011-engine-validation.md says why and which
// range is tested instead.
import { describe, expect, it } from 'vitest';
import { adviseHouse } from './advise-house.ts';
import { buildingChangeCost, TARGET_LEVELS, targetLevels } from './building-change.ts';
import { defaultCampaignSettings, defaultHeatNet } from './campaign-settings.ts';
import { defaultProfile } from './default-profile.ts';
import { geometry, type Geometry } from './geometry.ts';
import { REFERENCE_FLOOR_AREA_M2 } from './reference/geometry-ratios.ts';
import type { AdviceItem, AdviceResult, BuildingLevels, DwellingType, RoofType } from './types.ts';
import { DWELLING_TYPES } from '../vocabulary/dwelling-types.ts';

const TYPES = DWELLING_TYPES;
/** One build year per construction period. */
const BUILD_YEARS = [1930, 1955, 1970, 1985, 2000, 2010, 2018];
const NONE: BuildingLevels = {
  roof: 0,
  floor: 0,
  facade: 0,
  glass1: 0,
  glass2: 0,
  ventilationType: 0,
  infiltration: 0,
};

function settingsFor(year: 2025 | 2026) {
  const settings = defaultCampaignSettings(year);
  settings.heatNets = [
    defaultHeatNet(year, 90, 'steg'),
    defaultHeatNet(year, 70, 'geothermal'),
    defaultHeatNet(year, 20, 'aquathermal'),
  ];
  return settings;
}

interface TypicalHome {
  name: string;
  result: AdviceResult;
  solution: (code: string) => AdviceItem;
  peakKW: (code: string) => number;
}

function typicalHomes(year: 2025 | 2026): TypicalHome[] {
  const settings = settingsFor(year);
  return TYPES.flatMap((dwellingType) =>
    BUILD_YEARS.map((buildYear) => {
      const profile = defaultProfile({
        buildYear,
        totalSurface: REFERENCE_FLOOR_AREA_M2.value[dwellingType],
        dwellingType,
        isMonument: false,
      });
      const result = adviseHouse(profile, settings);
      const solution = (code: string) => result.advices.find((a) => a.explanation.solutionCode === code)!;
      const peakKW = (code: string) => solution(code).explanation.assumptions.find((l) => l.id === 'peakLoad')!.value;
      return { name: `${dwellingType} ${buildYear}`, result, solution, peakKW };
    }),
  );
}

const HOMES_2025 = typicalHomes(2025);
const HOMES_2026 = typicalHomes(2026);

function expectWithin(value: number, low: number, high: number, what: string): void {
  expect(value, `${what}: ${Math.round(value)} not in ${low}–${high}`).toBeGreaterThanOrEqual(low);
  expect(value, `${what}: ${Math.round(value)} not in ${low}–${high}`).toBeLessThanOrEqual(high);
}

describe('heat pumps land inside published ranges', () => {
  it('prices an all-electric air/water heat pump at €8,000–16,000 before subsidy', () => {
    // Milieu Centraal, Consumentenbond en Vereniging Eigen Huis, 2025: all-electric air/water €8,000–16,000 incl. installation and VAT (Consumentenbond; eigenhuis.nl)
    for (const home of HOMES_2025)
      expectWithin(home.solution('air_water_heat_pump').heating.investment, 8000, 16000, home.name);
  });

  it('puts €2,500–7,500 of an air/water heat pump in installation work', () => {
    // Milieu Centraal, Consumentenbond en Vereniging Eigen Huis, 2025: "installation part €2,500–7,500"; the engine's labour share is 35 %
    for (const home of HOMES_2025)
      expectWithin(home.solution('air_water_heat_pump').heating.investment * 0.35, 2500, 7500, home.name);
  });

  it('gives the ISDE air/water amount: €1,250 (2025) or €1,025 (2026) + €225/kW + €200 A+++ bonus, for units of 1–70 kW', () => {
    // RVO, ISDE 2025 (RVO "ISDE: wat wijzigt er in 2025"; 2026 secondary). Units are never below 3 kW.
    for (const [homes, start] of [
      [HOMES_2025, 1250],
      [HOMES_2026, 1025],
    ] as const) {
      for (const home of homes) {
        const kW = Math.max(3, home.peakKW('air_water_heat_pump'));
        expect(kW).toBeLessThanOrEqual(70);
        expect(home.solution('air_water_heat_pump').heating.availableSubsidy, home.name).toBeCloseTo(
          start + 225 * kW + 200,
          6,
        );
      }
    }
  });

  it('prices a hybrid heat pump next to the existing boiler at €4,000–7,000 before subsidy', () => {
    // Milieu Centraal, Consumentenbond en Vereniging Eigen Huis, 2025: hybrid without new boiler €4,000–7,000 (Consumentenbond, May 2025)
    for (const home of HOMES_2025)
      expectWithin(home.solution('hybrid_heat_pump').heating.investment, 4000, 7000, home.name);
  });

  it('gives a typical hybrid at least the ISDE of the worked 4 kW example: €2,350 in 2025, €2,125 in 2026', () => {
    // RVO, ISDE 2025: hybrid 4 kW A+++ = 1,250 + 900 + 200 = €2,350; 2026 €2,125
    for (const home of HOMES_2025)
      expect(home.solution('hybrid_heat_pump').heating.availableSubsidy, home.name).toBeGreaterThanOrEqual(2350);
    for (const home of HOMES_2026)
      expect(home.solution('hybrid_heat_pump').heating.availableSubsidy, home.name).toBeGreaterThanOrEqual(2125);
  });

  it('prices a ground-source heat pump inside the published ranges, €10,000–30,000, with €4,200–5,700 ISDE', () => {
    // Milieu Centraal, Consumentenbond en Vereniging Eigen Huis, 2025: Consumentenbond €15,000–30,000, VEH €10,000–22,500 ("ranges disagree": their union is tested, ADR 0011)
    // RVO, ISDE 2025: ground-source ISDE ≈ €4,200–5,700
    for (const home of HOMES_2025) {
      const ground = home.solution('ground_heat_pump');
      expectWithin(ground.heating.investment, 10000, 30000, home.name);
      expectWithin(ground.heating.availableSubsidy, 4200, 5700, home.name);
    }
  });
});

describe('heat grids land inside published ranges', () => {
  const direct = ['heat_net_0', 'heat_net_1'];

  it('charges the ACM connection charge and €500–1,500 in-house work for connecting', () => {
    // ACM, 2025: aansluitbijdrage €5,250.24 (2024; 2025 not found, estimate €5,300–5,600 — ADR 0011);
    // in-house work to replace a gas boiler by a delivery set €500–1,500
    for (const home of HOMES_2025) {
      for (const code of direct) {
        const grid = home.solution(code);
        const connection = grid.explanation.investment.find((l) => l.id === 'connection')!.value;
        expect(connection).toBeCloseTo(5250.24, 2);
        expectWithin(grid.heating.investment, 500, 1500, `${home.name} ${code} in-house work`);
        expectWithin(
          connection + grid.heating.investment,
          5250.24 + 500,
          5600 + 1500,
          `${home.name} ${code} connection cost`,
        );
      }
    }
  });

  it('subtracts the ISDE heat-grid amount of €3,000–3,800 from the connection cost', () => {
    // ACM, 2025: ISDE for connecting to a heat grid ≈ €3,000–3,800 (estimate)
    for (const home of HOMES_2025) {
      for (const code of [...direct, 'heat_net_2'])
        expectWithin(home.solution(code).heating.availableSubsidy, 3000, 3800, `${home.name} ${code}`);
    }
  });

  it('bills a typical home at the ACM maximum for the heat Vesta expects it to use (±25 % on space heat)', () => {
    // ACM, 2025: ACM 2025 maximum €43.79/GJ and €760.77/yr fixed charges.
    // PBL Vesta MAIS 5.0, 2021: Vesta space heat at the default label (GJ/yr): detached <1930 59.9, semi 1965-74 43.7,
    // corner 1965-74 37.6, mid-terrace 1965-74 28.9, flat 1965-74 20.8; hot water (GJ/yr): detached 8.5–10.6,
    // semi 7.5–8.6, terraced 6.4–7.7, flats 5.0–6.1. Vesta's demands are 2019-era; ADR 0011 explains the ±25 %.
    const cases: [DwellingType[], number, number, number, number][] = [
      [['detached'], 1920, 59.9, 8.5, 10.6],
      [['semi_detached'], 1970, 43.7, 7.5, 8.6],
      [['corner'], 1970, 37.6, 6.4, 7.7],
      [['terraced'], 1970, 28.9, 6.4, 7.7],
      [['apartment_ground', 'apartment_middle', 'apartment_top'], 1970, 20.8, 5.0, 6.1],
    ];
    const settings = settingsFor(2025);
    for (const [types, buildYear, spaceGJ, hotWaterLowGJ, hotWaterHighGJ] of cases) {
      // Vesta's flat column mixes ground, middle and top floors: their mean is compared.
      const bills = types.map((dwellingType) => {
        const profile = defaultProfile({
          buildYear,
          totalSurface: REFERENCE_FLOOR_AREA_M2.value[dwellingType],
          dwellingType,
          isMonument: false,
        });
        const grid = adviseHouse(profile, settings).advices.find((a) => a.explanation.solutionCode === 'heat_net_0')!;
        return grid.explanation.energy.find((l) => l.carrier === 'heat')!.costEur + 760.77;
      });
      const bill = bills.reduce((a, b) => a + b, 0) / bills.length;
      const low = 760.77 + 43.79 * (0.75 * spaceGJ + hotWaterLowGJ);
      const high = 760.77 + 43.79 * (1.25 * spaceGJ + hotWaterHighGJ);
      expectWithin(bill, low, high, types.join('/'));
    }
  });

  it('costs a home on an HT net at the ACM maximum about what a new condensing boiler costs per year, 5 % below to 3 % above (niet-meer-dan-anders)', () => {
    // ACM, 2025: the ACM maximum tariffs follow "niet-meer-dan-anders": heat may cost no more than gas.
    // The connection charge is a separate one-off, so the heat bill is compared with the boiler's energy,
    // capital and maintenance per year.
    for (const home of HOMES_2025) {
      const grid = home.solution('heat_net_0');
      const boiler = home.solution('condensing_boiler');
      expect(grid.buildingChange.investment).toBe(0);
      const gridYearly = grid.yearlyEnergyCost;
      expect(gridYearly / boiler.totalCostPerYear, home.name).toBeLessThanOrEqual(1.03);
      expect(gridYearly / boiler.totalCostPerYear, home.name).toBeGreaterThanOrEqual(0.95);
    }
  });
});

/** Unit areas so a package's cost reads per m² of each element. */
function perM2(change: BuildingLevels, from: BuildingLevels = NONE, roofType: RoofType = 'gable', glassM2 = 1): number {
  const unit: Geometry = {
    floorAreaM2: 1,
    roofM2: 1,
    floorM2: 1,
    facadeM2: 1,
    doorM2: 0,
    glass1M2: glassM2,
    glass2M2: 0,
  };
  return buildingChangeCost(unit, roofType, from, change, {
    isMonument: false,
    shareConstructionDiscount: 0,
    subsidies: false,
    combinedWithInstallation: false,
    period: 'before_1946',
    isdeYear: 2026,
  }).investmentEur;
}

describe('insulation lands inside published ranges', () => {
  it('prices each measure inside its Milieu Centraal, 2025 range', () => {
    // Milieu Centraal, 2025 (incl. VAT, 2025), € per m² of the element or per dwelling
    expectWithin(perM2({ ...NONE, roof: 3 }), 50, 100, 'pitched roof from inside, Rc 3.5');
    expectWithin(perM2({ ...NONE, roof: 4 }), 50, 100, 'pitched roof from inside, Rc 6.3');
    expectWithin(perM2({ ...NONE, roof: 3 }, NONE, 'flat'), 80, 140, 'flat roof with new roofing');
    expectWithin(perM2({ ...NONE, floor: 1 }), 20, 35, 'crawl-space ground insulation');
    expectWithin(perM2({ ...NONE, floor: 3 }), 25, 45, 'floor via crawl space');
    expectWithin(perM2({ ...NONE, floor: 4 }), 25, 45, 'floor via crawl space, Rc 3.7');
    expectWithin(perM2({ ...NONE, facade: 1 }), 20, 35, 'cavity fill');
    expectWithin(perM2({ ...NONE, facade: 2 }), 70, 120, 'internal facade insulation');
    expectWithin(perM2({ ...NONE, facade: 3 }), 150, 250, 'external facade insulation');
    expectWithin(perM2({ ...NONE, glass1: 3 }), 150, 250, 'HR++ glass');
    expectWithin(perM2({ ...NONE, glass1: 3 }, { ...NONE, glass1: 1 }), 150, 250, 'HR++ glass replacing double glass');
    expectWithin(perM2({ ...NONE, glass1: 4 }), 600, 1000, 'triple glass with new frames');
    expectWithin(perM2({ ...NONE, ventilationType: 1 }, NONE, 'gable', 0), 1500, 3000, 'C → C4c');
    expectWithin(
      perM2({ ...NONE, ventilationType: 2 }, NONE, 'gable', 0),
      5000,
      9000,
      'balanced ventilation (D) retrofit',
    );
    expectWithin(
      perM2({ ...NONE, ventilationType: 2 }, { ...NONE, ventilationType: 1 }, 'gable', 0),
      5000,
      9000,
      'C4c → D',
    );
    expectWithin(perM2({ ...NONE, infiltration: 1 }, NONE, 'gable', 0), 300, 1500, 'sealing seams and cracks');
  });

  it('prices the C and B packages between the low and high ends of the Milieu Centraal 2025 ranges of their measures', () => {
    // From the original state: roof 0→3 €50–100/m², floor 0→3 €25–45/m², cavity €20–35/m², HR++ €150–250/m²,
    // C4c €1,500–3,000, sealing €300–1,500 (Milieu Centraal, 2025). ADR 0011: why C/B are not Vesta's label jumps.
    for (const dwellingType of TYPES) {
      const profile = defaultProfile({
        buildYear: 1960,
        totalSurface: REFERENCE_FLOOR_AREA_M2.value[dwellingType],
        dwellingType,
        isMonument: false,
      });
      const g = geometry(profile);
      const roofFactor: [number, number] = profile.roofType === 'flat' ? [80, 140] : [50, 100];
      for (const target of ['C', 'B'] as const) {
        const levels = TARGET_LEVELS[target];
        const bound = (end: 0 | 1) =>
          roofFactor[end] * g.roofM2 +
          (levels.floor >= 3 ? [25, 45][end]! * g.floorM2 : 0) +
          [20, 35][end]! * g.facadeM2 +
          [150, 250][end]! * (g.glass1M2 + g.glass2M2) +
          (levels.ventilationType >= 1 ? [1500, 3000][end]! : 0) +
          [300, 1500][end]!;
        const cost = buildingChangeCost(g, profile.roofType, NONE, targetLevels(NONE, target, false), {
          isMonument: false,
          shareConstructionDiscount: 0,
          subsidies: false,
          combinedWithInstallation: false,
          period: 'before_1946',
          isdeYear: 2026,
        }).investmentEur;
        expectWithin(cost, bound(0), bound(1), `${dwellingType} package ${target}`);
      }
    }
  });

  // With RVO's geometry of its 1958 corner house (record 0103) the A package of a 115 m² corner house cost € 54,325
  // from 1955 and € 56,752 from 1985, above the top of Vesta's inflated band (€ 54,135 and € 53,865). As the terraced
  // house with one gable wall more (record 0115) the 1955 house costs € 53,790, inside the band; the 1985 house is
  // still above it. Recorded, not tuned away; the list must shrink when the model improves and may not grow.
  const OUTSIDE_VESTA_A_COST = ['corner 1985 → A'];

  it("prices the A package from today's typical state inside Vesta's cost of reaching label A, inflated 25–35 % to 2025", () => {
    // PBL Vesta MAIS 5.0, 2021 (Vesta Ki_S, € per dwelling, 2019, "inflate ≈ +25–35 % for 2025 construction prices"):
    // type (area), period: → A min–max
    const cases: [DwellingType, number, number, number][] = [
      ['detached', 1930, 36400, 81400],
      ['detached', 1970, 35500, 78200],
      ['detached', 1985, 35600, 78900],
      ['semi_detached', 1930, 29000, 62200],
      ['semi_detached', 1970, 22400, 53300],
      ['corner', 1955, 18300, 40100],
      ['corner', 1985, 19300, 39900],
      ['terraced', 1930, 20300, 41800],
      ['terraced', 1955, 14700, 31200],
      ['terraced', 1970, 8300, 39000],
      ['terraced', 1985, 8300, 39000],
      ['apartment_middle', 1930, 15100, 26300],
      ['apartment_middle', 1960, 14300, 25900],
      ['apartment_middle', 1985, 14100, 28500],
    ];
    for (const [dwellingType, buildYear, low, high] of cases) {
      const profile = defaultProfile({
        buildYear,
        totalSurface: REFERENCE_FLOOR_AREA_M2.value[dwellingType],
        dwellingType,
        isMonument: false,
      });
      const cost = buildingChangeCost(
        geometry(profile),
        profile.roofType,
        profile.levels,
        targetLevels(profile.levels, 'A', false),
        {
          isMonument: false,
          shareConstructionDiscount: 0,
          subsidies: false,
          combinedWithInstallation: false,
          period: 'before_1946',
          isdeYear: 2026,
        },
      ).investmentEur;
      const what = `${dwellingType} ${buildYear} → A`;
      if (OUTSIDE_VESTA_A_COST.includes(what)) expect(cost, what).toBeGreaterThan(high * 1.35);
      else expectWithin(cost, low * 1.25, high * 1.35, what);
    }
  });
});
