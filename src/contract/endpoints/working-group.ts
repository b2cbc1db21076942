import { z } from 'zod';
import { secretSchema, successSchema } from '../common.ts';
import { choiceMixQuerySchema, neighbourhoodChoiceSchema } from '../neighbourhood-choice.ts';
import {
  markHandledParamsSchema,
  workingGroupLinkBodySchema,
  workingGroupMessagesSchema,
  publishedOverviewSchema,
  workingGroupSignInSchema,
} from '../working-group.ts';
import { campaign } from './params.ts';
import { routeProgressViewSchema } from '../route-progress.ts';
import { defineEndpoints } from './endpoint.ts';

/**
 * The working group's calls (docs/decisions/0065): sign-in, the published overview, the buurtkeuze and
 * the messages addressed to it.
 */
export const workingGroupEndpoints = defineEndpoints({
  sendWorkingGroupLink: {
    method: 'POST',
    path: '/api/1/workinggroup/session/send',
    auth: 'none',
    summary: "Mail a working-group login link to an address on the campaign's list (same answer either way)",
    body: workingGroupLinkBodySchema,
    response: successSchema,
    beyondSpec: true,
  },
  exchangeWorkingGroupCode: {
    method: 'POST',
    path: '/api/1/workinggroup/session/{measurementId}/{code}',
    auth: 'none',
    summary: 'Exchange an e-mailed working-group code for a working-group session',
    params: z.object({ ...campaign, code: secretSchema }),
    response: workingGroupSignInSchema,
    beyondSpec: true,
  },
  killWorkingGroupSession: {
    method: 'DELETE',
    path: '/api/1/workinggroup/session',
    auth: 'workingGroup',
    summary: 'Log the working-group member out',
    response: successSchema,
    beyondSpec: true,
  },
  getWorkingGroupOverview: {
    method: 'GET',
    path: '/api/1/workinggroup/overview',
    auth: 'workingGroup',
    summary: "The campaign's aggregates: every cell at least 10 households, else '< 10'",
    response: publishedOverviewSchema,
    beyondSpec: true,
  },
  getWorkingGroupProgress: {
    method: 'GET',
    path: '/api/1/workinggroup/progress',
    auth: 'workingGroup',
    summary:
      "The households at each step of each route, published in steps of ten households, and earlier publications: every cell at least 10, else '< 10'",
    response: routeProgressViewSchema,
    beyondSpec: true,
  },
  getNeighbourhoodChoice: {
    method: 'GET',
    path: '/api/1/workinggroup/choice',
    auth: 'workingGroup',
    summary:
      "'De buurtkeuze': every route and the given mix summed over the campaign's homes, beside the residents' preferences and PBL's Startanalyse",
    query: choiceMixQuerySchema,
    response: neighbourhoodChoiceSchema,
    beyondSpec: true,
  },
  getNeighbourhoodChoicePdf: {
    method: 'GET',
    path: '/api/1/workinggroup/choice/pdf',
    auth: 'workingGroup',
    summary: "'De buurtkeuze' as a tagged PDF for a neighbourhood evening",
    query: choiceMixQuerySchema,
    response: z.string().describe('A tagged PDF 1.7 document (application/pdf)'),
    produces: 'application/pdf',
    beyondSpec: true,
  },
  getWorkingGroupMessages: {
    method: 'GET',
    path: '/api/1/workinggroup/messages',
    auth: 'workingGroup',
    summary: 'Help requests and incorrect-data reports addressed to the working group',
    response: workingGroupMessagesSchema,
    beyondSpec: true,
  },
  markWorkingGroupMessageHandled: {
    method: 'POST',
    path: '/api/1/workinggroup/messages/{kind}/{id}/handled',
    auth: 'workingGroup',
    summary: 'Mark a help request or incorrect-data report handled',
    params: markHandledParamsSchema,
    response: successSchema,
    beyondSpec: true,
  },
});
