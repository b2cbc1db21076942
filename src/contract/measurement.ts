import { z } from 'zod';
import { idSchema } from './common.ts';

export const measurementModeSchema = z.enum(['DataGathering', 'Preference']);
export type MeasurementMode = z.infer<typeof measurementModeSchema>;

export const timelineStepSchema = z.object({
  key: z.enum(['mapped', 'firstSelection', 'residentsPreference', 'neighbourhoodChoice']),
  status: z.enum(['done', 'current', 'upcoming']),
  date: z.string().nullable(),
});

/** GET /api/1/measurements/measurement: the campaign of this host (spec §3 Measurement). */
export const measurementSchema = z.object({
  id: idSchema,
  name: z.string(),
  mode: measurementModeSchema,
  ambassadorName: z.string(),
  ambassadorIntroduction: z.string(),
  ambassadorPathToImage: z.string(),
  showHelp: z.boolean(),
  showWebsite: z.boolean(),
  websiteUrl: z.string(),
  cdnUrl: z.string(),
  workingGroupName: z.string(),
  timeline: z.array(timelineStepSchema),
});
export type Measurement = z.infer<typeof measurementSchema>;
