import { z } from 'zod';
import { idSchema } from './common.ts';

export const measurementModeSchema = z.enum(['DataGathering', 'Preference']);
export type MeasurementMode = z.infer<typeof measurementModeSchema>;

export const timelineStepSchema = z.object({
  key: z.enum(['mapped', 'firstSelection', 'residentsPreference', 'neighbourhoodChoice']),
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
