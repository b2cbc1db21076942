import { z } from 'zod';
import { energyLabelSchema } from './real-estate.ts';

const share = z.number().min(0).max(1);

/**
 * Neighbourhood figures exist only when at least 10 households have data (docs/architecture.md, Aggregates);
 * `households` is rounded down to tens ('at least'), and the figure is the last one published
 * (docs/decisions/0091).
 */
export const neighbourhoodComparisonSchema = z.union([
  z.object({ available: z.literal(true), gasUsageInM3: z.number().min(0), households: z.number().int().min(10) }),
  z.object({ available: z.literal(false), gasUsageInM3: z.null(), reason: z.literal('too_few_households') }),
]);

/** The engine's part of the gas-usage report, as stored with the advice; the API adds the neighbourhood. */
const engineGasUsageReportSchema = z.object({
  totalGasUsageInM3: z.number().min(0),
  myGasUsage: z.array(
    z.object({
      name: z.enum(['spaceHeating', 'hotWater', 'cooking']),
      percentage: share,
      gasUsageInM3: z.number().min(0),
    }),
  ),
  compareWithRestOfCountry: z.object({ gasUsageInM3: z.number().min(0) }),
});

export const gasUsageReportSchema = engineGasUsageReportSchema.extend({
  compareWithNeighbourhood: neighbourhoodComparisonSchema,
  /** The yearly use the household gave, m³; null when it gave none (then the total is the model's estimate). */
  measuredGasM3PerYear: z.number().min(0).nullable(),
  /** What the model says for this home without the household's reading, m³ (issue #35.2). */
  modelGasM3PerYear: z.number().min(0),
});
export type GasUsageReport = z.infer<typeof gasUsageReportSchema>;

const componentSharesSchema = z.object({
  roof: share,
  floor: share,
  facade: share,
  glazing1: share,
  glazing2: share,
  ventilation: share,
  infiltration: share,
});

export const heatLossReportSchema = z.object({
  label: energyLabelSchema,
  heatLossItems: componentSharesSchema,
  savingStillPossible: componentSharesSchema,
});
export type HeatLossReport = z.infer<typeof heatLossReportSchema>;
