import { z } from 'zod';
import { campaignParamsSchema } from '../organisers.ts';
import {
  measuredHeatLossSchema,
  meterReadingListSchema,
  organiserWeatherSchema,
  readingCorrectionBodySchema,
  readingIdSchema,
  readingsFileBodySchema,
  readingsUploadResultSchema,
  typedReadingsBodySchema,
  weatherUploadBodySchema,
  weatherUploadResultSchema,
} from '../readings.ts';
import { home } from './params.ts';
import { defineEndpoints } from './endpoint.ts';

/**
 * A household's meter readings (issue #39.1): typed or from a supplier's or P1 reader's file, viewed, corrected and
 * deleted per home. The measurement they give is part of the advice's trust call.
 */
export const readingEndpoints = defineEndpoints({
  getReadings: {
    method: 'GET',
    path: '/api/1/{measurementId}/readings/{bagCode}',
    auth: 'session',
    summary: "The home's meter readings and days of use, oldest first",
    params: z.object(home),
    response: meterReadingListSchema,
    beyondSpec: true,
  },
  getMeasuredHeatLoss: {
    method: 'GET',
    path: '/api/1/{measurementId}/readings/{bagCode}/measured',
    auth: 'session',
    summary:
      "What the readings measure of the home's heat loss beside the model's estimate, or why they cannot yet; the periods and fitted line for the chart",
    params: z.object(home),
    response: measuredHeatLossSchema,
    beyondSpec: true,
  },
  addTypedReadings: {
    method: 'POST',
    path: '/api/1/{measurementId}/readings/{bagCode}',
    auth: 'session',
    summary:
      'Add meter readings the resident typed (a date and the counters): every problem by row and nothing stored, or all stored (a date already there is replaced)',
    params: z.object(home),
    body: typedReadingsBodySchema,
    response: readingsUploadResultSchema,
    bodyLimit: 200_000,
    beyondSpec: true,
  },
  uploadReadingsFile: {
    method: 'POST',
    path: '/api/1/{measurementId}/readings/{bagCode}/file',
    auth: 'session',
    summary:
      "Add the readings of a CSV file (format found from its header line) or of Eneco's or Oxxio's 'Verbruik' Excel workbook (base64): every problem by line and column and nothing stored, or all stored",
    params: z.object(home),
    body: readingsFileBodySchema,
    response: readingsUploadResultSchema,
    bodyLimit: 1_700_000,
    beyondSpec: true,
  },
  correctReading: {
    method: 'PUT',
    path: '/api/1/{measurementId}/readings/{bagCode}/{readingId}',
    auth: 'session',
    summary: 'Correct one stored reading (its date and counters or use)',
    params: z.object({ ...home, readingId: readingIdSchema }),
    body: readingCorrectionBodySchema,
    response: readingsUploadResultSchema,
    beyondSpec: true,
  },
  deleteReading: {
    method: 'DELETE',
    path: '/api/1/{measurementId}/readings/{bagCode}/{readingId}',
    auth: 'session',
    summary: 'Delete one stored reading',
    params: z.object({ ...home, readingId: readingIdSchema }),
    response: meterReadingListSchema,
    beyondSpec: true,
  },
  deleteAllReadings: {
    method: 'DELETE',
    path: '/api/1/{measurementId}/readings/{bagCode}',
    auth: 'session',
    summary: 'Delete every reading of the home; the advice goes back to the yearly calibration',
    params: z.object(home),
    response: meterReadingListSchema,
    beyondSpec: true,
  },
});

/** The campaign's weather in the console: KNMI's daily files and the station nearest the campaign (issue #39.2). */
export const weatherEndpoints = defineEndpoints({
  getOrganiserWeather: {
    method: 'GET',
    path: '/api/1/organiser/campaigns/{measurementId}/weather',
    auth: 'organiser',
    summary: "The KNMI stations with daily temperatures stored, and the one nearest the campaign's addresses",
    params: campaignParamsSchema,
    response: organiserWeatherSchema,
    beyondSpec: true,
  },
  putOrganiserWeather: {
    method: 'PUT',
    path: '/api/1/organiser/campaigns/{measurementId}/weather',
    auth: 'organiser',
    summary:
      "Import KNMI's daily data file (etmaalgegevens, the CLI's weather import): every bad line refused by number and nothing stored, or the days stored in place of the same stations' days",
    params: campaignParamsSchema,
    body: weatherUploadBodySchema,
    response: weatherUploadResultSchema,
    bodyLimit: 16_500_000,
    beyondSpec: true,
  },
});
