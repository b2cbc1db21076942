import { z } from 'zod';
import { netSchema, routeSchema } from './common.ts';
import { energyLabelSchema, labelSourceSchema } from './real-estate.ts';
import { EXPLANATION_IDS, EXPLANATION_SOURCES, FLOW_STATEMENTS } from '../vocabulary/explanations.ts';

const eur = z.number().min(0);
export const scoreAspects = [
  'lowInvestment',
  'lowCosts',
  'lowEnergyCosts',
  'adaptations',
  'comfort',
  'independence',
  'lowCo2Emissions',
  'spaceUsage',
] as const;
const aspectSchema = z.enum(scoreAspects);
const componentSchema = z.enum(['infiltration', 'ventilationType', 'glass1', 'glass2', 'facade', 'floor', 'roof']);
const carrierSchema = z.enum(['natural_gas', 'green_gas', 'hydrogen', 'electricity', 'heat', 'pellets']);

/** The engine's closed lists of explanation ids (src/vocabulary/explanations.ts); their texts: explanation-texts.ts. */
export const explanationIdSchema = z.enum(EXPLANATION_IDS);
export const explanationSourceSchema = z.enum(EXPLANATION_SOURCES);

const explanationLineSchema = z.object({
  id: explanationIdSchema,
  value: z.number(),
  source: explanationSourceSchema,
});

const energyLineSchema = z.object({
  carrier: carrierSchema,
  amount: z.number(),
  pricePerUnitEur: z.number(),
  costEur: z.number(),
  co2Kg: z.number(),
});

/** Why each number of an advice is what it is (engine AdviceExplanation): the 'Verantwoording' panel and the points breakdown. */
export const adviceExplanationSchema = z.object({
  solutionCode: z.string(),
  assumptions: z.array(explanationLineSchema),
  energy: z.array(energyLineSchema),
  bill: z.array(explanationLineSchema),
  flowTemperature: z
    .object({
      currentC: z.number(),
      packageC: z.number(),
      seasonalFactor: z.number(),
      statement: z.enum(FLOW_STATEMENTS),
      source: explanationSourceSchema,
    })
    .nullable(),
  investment: z.array(explanationLineSchema),
  yearlyCost: z.array(explanationLineSchema),
  buildingChange: z.array(
    z.object({
      component: componentSchema,
      fromLevel: z.number(),
      toLevel: z.number(),
      investmentEur: z.number(),
      subsidyEur: z.number(),
    }),
  ),
  scores: z.array(
    z.object({
      aspect: aspectSchema,
      value: z.number(),
      bestAt: z.number(),
      worstAt: z.number(),
      score: z.number(),
      weight: z.number(),
      weightedScore: z.number(),
    }),
  ),
});
export type AdviceExplanationDto = z.infer<typeof adviceExplanationSchema>;
const scoreEntrySchema = z.object({ score: z.number().min(0), weightedScore: z.number().min(0) });

/** Spec §3 Advice item, as the engine computes it (src/engine/types.ts AdviceItem). */
export const adviceItemSchema = z.object({
  id: z.number().int().positive(),
  route: routeSchema,
  label: energyLabelSchema,
  totalCostPerYear: eur,
  totalInvestment: eur,
  yearlyEnergyCost: eur,
  totalCo2: z.number().min(0),
  heating: z.object({
    name: z.string(),
    longName: z.string(),
    investment: eur,
    otherInvestment: eur,
    availableSubsidy: eur,
  }),
  scores: z.object({
    total: scoreEntrySchema,
    lowInvestment: scoreEntrySchema,
    lowCosts: scoreEntrySchema,
    lowEnergyCosts: scoreEntrySchema,
    adaptations: scoreEntrySchema,
    comfort: scoreEntrySchema,
    independence: scoreEntrySchema,
    lowCo2Emissions: scoreEntrySchema,
    spaceUsage: scoreEntrySchema,
  }),
  buildingChange: z.object({ investment: eur, appreciation: eur, availableSubsidy: eur }),
  comfort: z.enum([
    'Geen verandering',
    'Een stukje beter',
    'Merkbare verbetering',
    'Grote verbetering',
    'Kan haast niet beter',
  ]),
  explanation: adviceExplanationSchema,
});
export type AdviceItemDto = z.infer<typeof adviceItemSchema>;

/**
 * Today's energy cost of the home as it heats now, in the terms of an option's `yearlyEnergyCost` (engine
 * EnergyCostToday, docs/decisions/0138), and what each option saves on it: negative when the option costs more.
 */
export const energyCostTodaySchema = z.object({
  yearlyEur: eur,
  monthlyEur: eur,
  standingChargesEur: eur,
  co2TaxEur: eur,
  lines: z.array(energyLineSchema),
  savings: z.array(z.object({ adviceId: z.number().int().positive(), yearlyEur: z.number(), monthlyEur: z.number() })),
});
export type EnergyCostTodayDto = z.infer<typeof energyCostTodaySchema>;

/** Spec §3 Current building levels (0 = the period's original state). */
export const buildingLevelsSchema = z.object({
  infiltration: z.number().int().min(0),
  ventilationType: z.number().int().min(0),
  glass1: z.number().int().min(0),
  glass2: z.number().int().min(0),
  facade: z.number().int().min(0),
  floor: z.number().int().min(0),
  roof: z.number().int().min(0),
});

export const preferenceSchema = z.object({
  net: netSchema,
  /** Chosen advice id, -1 when the resident rejected the whole route, 0 when only a sentiment was given so far. */
  id: z.number().int().min(-1),
  /** Enthusiasm 1, 3 or 5; -1 for a rejected route; null before rating. */
  sentiment: z.number().int().min(-1).max(5).nullable(),
});
export type Preference = z.infer<typeof preferenceSchema>;

export const adviceResponseSchema = z.object({
  advices: z.array(adviceItemSchema),
  /** Favourite advice id per route, null where none is chosen yet. */
  selectedAdvice: z.object({
    fuel: z.number().int().nullable(),
    all_electric: z.number().int().nullable(),
    heat_grid: z.number().int().nullable(),
    other: z.number().int().nullable(),
  }),
  currentBuildingLevels: buildingLevelsSchema,
  preferences: z.array(preferenceSchema),
  /** The one current label every screen shows (docs/decisions/0119), where it comes from, and the engine's estimate. */
  energyLabel: energyLabelSchema,
  energyLabelSource: labelSourceSchema,
  estimatedLabel: energyLabelSchema,
  insulationLabel: energyLabelSchema,
  energyCostToday: energyCostTodaySchema,
});
export type AdviceResponse = z.infer<typeof adviceResponseSchema>;

/** GET …/advice/{bagCode}/context: what the chat flows need to fill their placeholders and routers. */
export const adviceContextSchema = z.object({
  resultCounts: z.object({
    fuel: z.number().int(),
    all_electric: z.number().int(),
    heat_grid: z.number().int(),
    other: z.number().int(),
  }),
  hasResults: z.object({ fuel: z.boolean(), all_electric: z.boolean(), heat_grid: z.boolean(), other: z.boolean() }),
  gasOption: z.enum(['natural', 'green_gas', 'hydrogen']),
  heatGrids: z.array(
    z.object({ type: z.enum(['ZLT', 'LT', 'MT', 'HT']), temperature: z.number(), source: z.string() }),
  ),
  expectedUsage: z.object({
    gasM3PerYear: z.number(),
    electricityNormalKWh: z.number(),
    electricityLowKWh: z.number(),
    calibrated: z.boolean(),
    calibrationBounded: z.boolean(),
  }),
});

export const preferenceBodySchema = z.object({ net: netSchema, id: z.number().int().min(-1) });
export const withdrawRejectionBodySchema = z.object({ net: netSchema });
export const sentimentBodySchema = z.object({
  net: netSchema,
  sentiment: z.union([z.literal(-1), z.literal(1), z.literal(3), z.literal(5)]),
});
