import { callDocument } from './client.ts';

/** 'Mijn warmteplan' as a PDF, made by the server from the home's current advice (issue 29). */
export const downloadHeatPlanPdf = (home: { measurementId: number; bagCode: string }) =>
  callDocument('getHeatPlanPdf', { params: home });
