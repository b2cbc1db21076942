import { z } from 'zod';
import { idSchema } from './common.ts';

export const MEASUREMENT_MODES = ['DataGathering', 'Preference'] as const;
export const measurementModeSchema = z.enum(MEASUREMENT_MODES);
export type MeasurementMode = z.infer<typeof measurementModeSchema>;

/** The planning timeline's steps in their order (spec §1); a campaign's timeline always lists all four. */
export const TIMELINE_STEP_KEYS = ['mapped', 'firstSelection', 'residentsPreference', 'neighbourhoodChoice'] as const;
export const timelineStepKeySchema = z.enum(TIMELINE_STEP_KEYS);
export type TimelineStepKey = z.infer<typeof timelineStepKeySchema>;

export const timelineStepSchema = z.object({
  key: timelineStepKeySchema,
  status: z.enum(['done', 'current', 'upcoming']),
  date: z.string().nullable(),
});

/**
 * Where the home's map gets its pictures and addresses (spec §9 map constants), from the server's configuration
 * (TILE_URL, AERIAL_WMTS_URL, GEOCODER_URL), so an installation can change them without a new web build.
 */
export const mapSourcesSchema = z.object({
  /** Street tiles, a Leaflet URL template with {z}, {x} and {y}. */
  tileUrl: z.string(),
  /** The WMTS service of the aerial photos (PDOK), without layer or tile path. */
  aerialWmtsUrl: z.string(),
  /** The Nominatim-style geocoder, asked only for a home without stored coordinates. */
  geocoderUrl: z.string(),
});
export type MapSources = z.infer<typeof mapSourcesSchema>;

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
  map: mapSourcesSchema,
});
export type Measurement = z.infer<typeof measurementSchema>;
