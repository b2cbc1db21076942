import { z } from 'zod';

/** Spec §3 Advice settings; defaults come from the engine's reference data. */
export const adviceSettingsSchema = z.object({
  startYearEnergyPrice: z.number().int(),
  durationEnergyPrice: z.number().int().positive(),
  prices: z.array(
    z.object({
      name: z.enum(['natural_gas', 'green_gas', 'hydrogen', 'electricity', 'pellets', 'gas_standing_charge']),
      unit: z.string(),
      priceAtStartYear: z.number(),
      averagePriceDuringPeriod: z.number(),
    }),
  ),
  pricesIncludeVat: z.boolean(),
  isSubsidiesTakenInConsideration: z.boolean(),
  /** Solution codes of the engine's catalogue (e.g. 'air_water_heat_pump'); empty means all. */
  solutionsIncluded: z.array(z.string()),
  solutionsExcluded: z.array(z.string()),
  heatNets: z.array(
    z.object({
      type: z.enum(['ZLT', 'LT', 'MT', 'HT']),
      temperature: z.number().min(0).max(150),
      /** Euros per GJ, the connection contribution (BAK) and the yearly standing charge: never below zero. */
      price: z.number().min(0),
      bak: z.number().min(0),
      standingCharge: z.number().min(0),
      source: z.enum([
        'steg',
        'waste_incineration',
        'geothermal',
        'biomass_dutch',
        'biomass_imported',
        'industrial_waste_heat',
        'aquathermal',
        'unknown',
      ]),
      name: z.string().optional(),
    }),
  ),
  percentageOfGreenElectricity: z.number().min(0).max(100),
  typeOfGas: z.enum(['natural', 'green_gas', 'hydrogen']),
  co2Tax: z.number().min(0),
  /** Yearly interest rate for annuities, as a fraction. */
  interestRate: z.number().min(0),
  /** VAT rate applied to prices given without VAT, as a fraction. */
  vatRate: z.number().min(0),
});
export type AdviceSettings = z.infer<typeof adviceSettingsSchema>;

/**
 * What a campaign stores: any subset of the advice settings, laid over the engine's defaults for the year.
 * Validated when written and again when read, so a hand-edited row cannot reach the engine.
 */
export const adviceSettingsOverridesSchema = adviceSettingsSchema.partial().strict();
export type AdviceSettingsOverrides = z.infer<typeof adviceSettingsOverridesSchema>;
