import { z } from 'zod';
import { incomeBandBodySchema, incomeBandResponseSchema, loanResponseSchema } from '../loan.ts';
import { home } from './params.ts';
import { defineEndpoints } from './endpoint.ts';

/** The energy-saving loan (issue #38.3, docs/decisions/0131): what each option costs a month, and the income band. */
export const loanEndpoints = defineEndpoints({
  getLoan: {
    method: 'GET',
    path: '/api/1/{measurementId}/loan/{bagCode}',
    auth: 'session',
    summary: "The energy-saving loan for each option of a home's advice, per income band, with the household's band",
    params: z.object(home),
    response: loanResponseSchema,
    beyondSpec: true,
  },
  putLoanIncomeBand: {
    method: 'PUT',
    path: '/api/1/loan/income-band',
    auth: 'session',
    summary: "Store or forget the household's income band for the loan; never shown to the working group",
    body: incomeBandBodySchema,
    response: incomeBandResponseSchema,
    beyondSpec: true,
  },
});
