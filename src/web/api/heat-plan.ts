import { call, callDocument } from './client.ts';

/** 'Mijn warmteplan' as a PDF, made by the server from the home's current advice (issue 29). */
export const downloadHeatPlanPdf = (home: { measurementId: number; bagCode: string }) =>
  callDocument('getHeatPlanPdf', { params: home });

/** The same plan as data (schema in the contract and the OpenAPI document), for a coach's system. */
export const fetchHeatPlan = (home: { measurementId: number; bagCode: string }) =>
  call('getHeatPlan', { params: home });
