import { z } from 'zod';
import { ROUTE_CODES } from '../vocabulary/routes.ts';
import { householdCellSchema } from './working-group.ts';
import { noRegretMeasureIdSchema } from './advice-trust.ts';

// 'De buurtkeuze' (issue #28, docs/decisions/0108-neighbourhood-scenarios.md): what each route, and a mix of
// routes, would mean for the whole neighbourhood, beside the residents' preferences and PBL's Startanalyse.

export const CHOICE_ROUTES = ROUTE_CODES;
const routeKey = z.enum(CHOICE_ROUTES);
const cell = householdCellSchema;

/** The mix the working group sets: whole percentages per route that add up to 100. */
const percent = z.coerce.number().int().min(0).max(100);
export const choiceMixQuerySchema = z
  .object({ fuel: percent, all_electric: percent, heat_grid: percent, other: percent })
  .partial()
  .refine(
    (mix) => {
      const given = CHOICE_ROUTES.map((r) => mix[r]).filter((v) => v !== undefined);
      return given.length === 0 || (given.length === 4 && given.reduce((s, v) => s + v, 0) === 100);
    },
    { message: 'de vier aandelen samen moeten 100 % zijn' },
  );
export type ChoiceMixQuery = z.infer<typeof choiceMixQuerySchema>;
export type ChoiceRoute = (typeof CHOICE_ROUTES)[number];
export type ChoiceMix = Record<ChoiceRoute, number>;

const band = z.object({ low: z.number(), central: z.number(), high: z.number() });

/** Sums over a group of homes: money and CO2 only, so no count of a small group can be read from it. */
const partSchema = z.object({
  homes: z.number(),
  investmentEur: band,
  subsidyEur: z.number(),
  householdCostEur: band,
  nationalCostEur: band,
  co2Kg: band,
  currentCo2Kg: z.number(),
});

export const choiceScenarioSchema = z.object({
  /** Homes whose residents' answers were used (at least ten households), and the others on register data. */
  answered: partSchema,
  registerOnly: partSchema,
  total: partSchema.extend({
    /** Counts of homes: '< 10' under ten (docs/security.md J1). Only for the total, so no part can be subtracted. */
    homesWithoutSolution: cell,
    homesNeedingBuildingChange: cell,
    homesNeedingLowerFlowTemperature: cell,
  }),
  grid: z.object({
    extraPeakKW: z.number(),
    substations: z.number(),
    headroomKW: z.number(),
    loadShare: z.number().nullable(),
  }),
  /** Whole percent of homes on the heat grid in this scenario. */
  heatGridPercent: z.number(),
});
export type ChoiceScenario = z.infer<typeof choiceScenarioSchema>;

/** PBL's Startanalyse strategies (2020 onwards), grouped by the route they amount to for a home. */
export const STARTANALYSE_STRATEGIES = ['S1', 'S2', 'S3', 'S4', 'S5'] as const;
export type StartanalyseStrategy = (typeof STARTANALYSE_STRATEGIES)[number];
export const STRATEGY_ROUTE: Record<StartanalyseStrategy, (typeof CHOICE_ROUTES)[number]> = {
  S1: 'all_electric',
  S2: 'heat_grid',
  S3: 'heat_grid',
  S4: 'fuel',
  S5: 'fuel',
};
/** A variant code as PBL prints it: S1a, S2b, S4a … */
export const strategyVariantSchema = z
  .string()
  .regex(/^S[1-5][a-f]?$/, 'strategie is S1 tot en met S5, met een letter');

export const startanalyseSchema = z.object({
  buurtCode: z.string(),
  buurtName: z.string(),
  year: z.number().int(),
  areaHa: z.number().nullable(),
  cheapest: z.string(),
  strategies: z.array(z.object({ strategy: z.string(), route: routeKey, nationalCostEur: z.number() })),
  importedAt: z.string(),
});
export type Startanalyse = z.infer<typeof startanalyseSchema>;

export const neighbourhoodChoiceSchema = z.object({
  campaignName: z.string(),
  /** When the scenarios were last published: they change only when ten households did something new. */
  publishedAt: z.string(),
  homes: z.number(),
  answeringHouseholds: cell,
  answersUsed: z.boolean(),
  area: z.object({ hectares: z.number(), from: z.enum(['startanalyse', 'homes']) }),
  routes: z.array(z.object({ route: routeKey, available: z.boolean(), scenario: choiceScenarioSchema })),
  mix: z.object({
    percent: z.object({ fuel: z.number(), all_electric: z.number(), heat_grid: z.number(), other: z.number() }),
    scenario: choiceScenarioSchema,
  }),
  heatGrid: z.object({
    densityGJPerHa: z.number(),
    requiredShare: z.number().nullable(),
    minDensityGJPerHa: z.number(),
    minConnectionShare: z.number(),
  }),
  /** From the published working-group overview, so the same cells as there. */
  preferences: z.object({
    households: cell,
    /** Households most enthusiastic about the route; null where the overview withholds the split. */
    routes: z.array(z.object({ route: routeKey, enthusiastic: cell.nullable(), favourite: cell })),
  }),
  noRegret: z.array(z.object({ component: z.string(), measure: noRegretMeasureIdSchema, homes: cell })),
  startanalyse: startanalyseSchema.nullable(),
  /**
   * Where the residents and the national analysis point: the route most households are very enthusiastic about
   * (null while that cannot be told from cells of ten or more), the route of PBL's cheapest strategy, and the route
   * with the lowest national costs in our own scenarios.
   */
  comparison: z.object({
    residentsRoute: routeKey.nullable(),
    startanalyseRoute: routeKey.nullable(),
    ourCheapestRoute: routeKey.nullable(),
  }),
  /** Every threshold and factor with its source (src/engine/reference/grid.ts). */
  sources: z.array(
    z.object({ id: z.string(), value: z.number(), unit: z.string(), source: z.string(), estimate: z.boolean() }),
  ),
});
export type NeighbourhoodChoice = z.infer<typeof neighbourhoodChoiceSchema>;
