import { z } from 'zod';
import { routeSchema } from './common.ts';
import { energyLabelSchema } from './real-estate.ts';
import { NO_REGRET_MEASURE_IDS, NO_REGRET_TIMINGS } from '../vocabulary/no-regret.ts';

/** The no-regret measures' closed list (record 0153): their texts in src/contract/no-regret-texts.ts. */
export const noRegretMeasureIdSchema = z.enum(NO_REGRET_MEASURE_IDS);

// What makes an advice one to trust and question (issue 12): certainty bands, what would change the ranking,
// and the measures that pay back on every route. Shapes of the engine's adviceBands, breakEvens and
// noRegretMeasures (src/engine/certainty.ts, break-even.ts, no-regret.ts), shared by server and web.

/** A low–high range around the value the advice shows ('Hoe zeker is dit?'). */
export const bandSchema = z.object({ low: z.number(), central: z.number(), high: z.number() });
export type BandDto = z.infer<typeof bandSchema>;

/** Labels run from best to worst. */
export const labelBandSchema = z.object({
  best: energyLabelSchema,
  central: energyLabelSchema,
  worst: energyLabelSchema,
});

export const adviceBandsSchema = z.object({
  gasM3PerYear: bandSchema,
  energyLabel: labelBandSchema,
  estimatedLabel: labelBandSchema,
  advices: z.array(
    z.object({
      id: z.number().int().positive(),
      label: labelBandSchema,
      monthlyCostEur: bandSchema,
      investmentEur: bandSchema,
      co2KgPerYear: bandSchema,
    }),
  ),
});
export type AdviceBandsDto = z.infer<typeof adviceBandsSchema>;

export const breakEvenLeverSchema = z.enum(['gas_price', 'electricity_price', 'heat_price']);

/**
 * One price change that would swap the order, or that no plausible change does ('Wat zou de volgorde veranderen?'); its
 * sentence is the contract's (explanation-texts.ts breakEvenSentences).
 */
export const leverBreakEvenSchema = z.discriminatedUnion('outcome', [
  z.object({
    lever: breakEvenLeverSchema,
    outcome: z.literal('swaps'),
    factor: z.number().positive(),
    priceEur: z.number().min(0),
  }),
  z.object({ lever: breakEvenLeverSchema, outcome: z.literal('notWithinReasonableBounds') }),
]);

export const routeBreakEvenSchema = z.object({
  route: routeSchema,
  id: z.number().int().positive(),
  position: z.enum(['first', 'challenger']),
  againstId: z.number().int().positive(),
  levers: z.array(leverBreakEvenSchema),
  subsidy: z.object({
    subsidiesCounted: z.boolean(),
    outcome: z.enum(['swaps', 'notWithinReasonableBounds']),
  }),
});
export type RouteBreakEvenDto = z.infer<typeof routeBreakEvenSchema>;

/** A building measure that pays back within its lifetime on every route ('Dit kun je nu al doen'). */
export const noRegretMeasureSchema = z.object({
  component: z.enum([
    'infiltration',
    'ventilationType',
    'glass1',
    'glass2',
    'facade',
    'floor',
    'roof',
    'showerHeatRecovery',
  ]),
  measure: noRegretMeasureIdSchema,
  /** When it fits best, or null when any time will do. */
  timing: z.enum(NO_REGRET_TIMINGS).nullable(),
  fromLevel: z.number().int().min(0).nullable(),
  toLevel: z.number().int().min(0).nullable(),
  investmentEur: z.number().min(0),
  subsidyEur: z.number().min(0),
  yearlySavingEur: z.number().min(0),
  paybackYears: z.number().min(0),
  lifetimeYears: z.number().positive(),
  routes: z.array(routeSchema),
});
export type NoRegretMeasureDto = z.infer<typeof noRegretMeasureSchema>;

/**
 * Why the estimate lies two classes or more from the registered label (the engine's registeredLabelDifference):
 * the answered building parts that explain it, largest effect first, and the measured gas over what the model
 * expects for the answered home (null without a measured use).
 */
export const labelDifferenceSchema = z.object({
  registered: energyLabelSchema,
  estimated: energyLabelSchema,
  classesBetter: z.number().int(),
  explainedBy: z.array(
    z.object({
      component: noRegretMeasureSchema.shape.component.exclude(['showerHeatRecovery']),
      ep2Better: z.number(),
    }),
  ),
  measuredOverModel: z.number().positive().nullable(),
  registeredInsideBand: z.boolean().nullable(),
});
export type LabelDifferenceDto = z.infer<typeof labelDifferenceSchema>;

/** GET …/advice/{bagCode}/trust: computed on request, next to the plain advice. */
export const adviceTrustSchema = z.object({
  bands: adviceBandsSchema,
  breakEvens: z.array(routeBreakEvenSchema),
  noRegret: z.array(noRegretMeasureSchema),
  /** Null where there is no registered label, no house details yet, or the two lie within one class. */
  labelDifference: labelDifferenceSchema.nullable(),
});
export type AdviceTrustDto = z.infer<typeof adviceTrustSchema>;
