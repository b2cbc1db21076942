import { z } from 'zod';
import { LABEL_ORDER } from '../vocabulary/energy-labels.ts';
import { bagCodeSchema, idSchema, wholeNumber } from './common.ts';

export const energyLabelSchema = z.enum(LABEL_ORDER);
export type EnergyLabelCode = z.infer<typeof energyLabelSchema>;
/** Where the current label comes from: the register (EP-Online) or the engine's estimate (docs/decisions/0119). */
export const labelSourceSchema = z.enum(['registered', 'estimated']);

/** Spec §3 Real estate object; the country is always the Netherlands. */
export const realEstateObjectSchema = z.object({
  id: idSchema,
  bagCode: bagCodeSchema,
  street: z.string(),
  houseNumber: z.number().int(),
  houseLetter: z.string().nullable(),
  houseNumberAddition: z.string().nullable(),
  postalCode: z.string(),
  city: z.string(),
  isMonument: z.boolean(),
  buildYear: z.number().int(),
  totalSurface: z.number(),
  estimatedTotalEnergyUsage: z.number().nullable(),
  estimatedTotalGasUsage: z.number().nullable(),
  numberOfUsages: z.number().int(),
  purposes: z.array(z.string()),
  currentEnergyLabel: energyLabelSchema.nullable(),
  dwellingType: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});
export type RealEstateObject = z.infer<typeof realEstateObjectSchema>;

export const realEstateListSchema = z.object({ realEstateObjects: z.array(realEstateObjectSchema) });

export const buildYearQuerySchema = z.object({
  // Spec §5: build year 1130 to the current year; the upper bound is checked by the server's clock.
  buildYear: wholeNumber(z.number().int().min(1130)),
});
