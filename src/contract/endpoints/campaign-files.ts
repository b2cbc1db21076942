import { z } from 'zod';
import {
  addressUploadBodySchema,
  addressUploadResultSchema,
  campaignParamsSchema,
  lettersBodySchema,
  organiserStartanalyseSchema,
  startanalyseUploadBodySchema,
  startanalyseUploadResultSchema,
} from '../organisers.ts';
import { defineEndpoints } from './endpoint.ts';

/**
 * Files an organiser brings in or takes out of a campaign: the address file, PBL's Startanalyse and the
 * letters with sign-up codes.
 */
export const campaignFileEndpoints = defineEndpoints({
  uploadOrganiserAddresses: {
    method: 'POST',
    path: '/api/1/organiser/campaigns/{measurementId}/addresses',
    auth: 'organiser',
    summary:
      'Check (dryRun) or import an address file, CSV or .xlsx: every problem by line and column, all or nothing, updates by bagCode',
    params: campaignParamsSchema,
    body: addressUploadBodySchema,
    response: addressUploadResultSchema,
    bodyLimit: 8_100_000,
    beyondSpec: true,
  },
  getOrganiserStartanalyse: {
    method: 'GET',
    path: '/api/1/organiser/campaigns/{measurementId}/startanalyse',
    auth: 'organiser',
    summary: "PBL's Startanalyse outcome stored for the campaign's buurt, or null while none was entered",
    params: campaignParamsSchema,
    response: organiserStartanalyseSchema,
    beyondSpec: true,
  },
  putOrganiserStartanalyse: {
    method: 'PUT',
    path: '/api/1/organiser/campaigns/{measurementId}/startanalyse',
    auth: 'organiser',
    summary:
      "Check and store PBL's Startanalyse CSV for the campaign (the CLI's startanalyse import): every problem by line and column and nothing stored, or the outcome in place of the earlier one",
    params: campaignParamsSchema,
    body: startanalyseUploadBodySchema,
    response: startanalyseUploadResultSchema,
    beyondSpec: true,
  },
  printOrganiserLetters: {
    method: 'POST',
    path: '/api/1/organiser/campaigns/{measurementId}/letters',
    auth: 'organiser',
    summary:
      'Issue letter codes and download the letters as one PDF (codes are only in the PDF); who printed when goes in the audit log',
    params: campaignParamsSchema,
    body: lettersBodySchema,
    response: z.string().describe('A PDF with one A4 letter per address (application/pdf)'),
    produces: 'application/pdf',
    beyondSpec: true,
  },
});
