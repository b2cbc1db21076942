import { z } from 'zod';

/** Spec §3 Advice settings; defaults come from the engine's reference data. */
export const adviceSettingsSchema = z.object({
  startYearEnergyPrice: z.number().int(),
  durationEnergyPrice: z.number().int().positive(),
  prices: z.array(z.object({ name: z.string(), unit: z.string(), priceAtStartYear: z.number(), averagePriceDuringPeriod: z.number() })),
  pricesIncludeVat: z.boolean(),
  isSubsidiesTakenInConsideration: z.boolean(),
  solutionsIncluded: z.array(z.number().int()),
  solutionsExcluded: z.array(z.number().int()),
  heatNets: z.array(z.object({ type: z.enum(['ZLT', 'LT', 'MT', 'HT']), temperature: z.number(), price: z.number(), bak: z.number(), standingCharge: z.number(), source: z.string() })),
  percentageOfGreenElectricity: z.number().min(0).max(100),
  typeOfGas: z.enum(['natural', 'green_gas', 'hydrogen']),
  co2Tax: z.number().min(0),
});
export type AdviceSettings = z.infer<typeof adviceSettingsSchema>;
