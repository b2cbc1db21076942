import { z } from 'zod';
import {
  homeStepsSchema,
  reminderBodySchema,
  reminderIdParamsSchema,
  reminderParamsSchema,
  routeStepSchema,
  stepParamsSchema,
  stepReminderSchema,
  stepUpdateBodySchema,
  stopReminderBodySchema,
  stopReminderResultSchema,
} from '../route-steps.ts';
import { home } from './params.ts';
import { defineEndpoints } from './endpoint.ts';

/** The steps of a chosen route and the reminders asked for from them (issue #38.1, #38.4, docs/decisions/0129). */
export const stepEndpoints = defineEndpoints({
  getRouteSteps: {
    method: 'GET',
    path: '/api/1/{measurementId}/steps/{bagCode}',
    auth: 'session',
    summary: 'The ordered steps of every route the household chose a favourite in, with what the resident set',
    params: z.object(home),
    response: homeStepsSchema,
    beyondSpec: true,
  },
  putRouteStep: {
    method: 'PUT',
    path: '/api/1/{measurementId}/steps/{bagCode}/{route}/{stepCode}',
    auth: 'session',
    summary: "Set a step's status, date and own note",
    params: stepParamsSchema,
    body: stepUpdateBodySchema,
    response: routeStepSchema,
    beyondSpec: true,
  },
  askStepReminder: {
    method: 'POST',
    path: '/api/1/{measurementId}/steps/{bagCode}/{route}/{stepCode}/reminder',
    auth: 'session',
    summary: 'Ask for a reminder mail for a step (ISDE, a quote to follow up); nothing is mailed without this',
    params: reminderParamsSchema,
    body: reminderBodySchema,
    response: stepReminderSchema,
    beyondSpec: true,
  },
  stopStepReminder: {
    method: 'POST',
    path: '/api/1/steps/reminders/{id}/stop',
    auth: 'session',
    summary: 'Stop one of your reminders (from the step or Mijn data)',
    params: reminderIdParamsSchema,
    response: stepReminderSchema,
    beyondSpec: true,
  },
  stopReminderByLink: {
    method: 'POST',
    path: '/api/1/reminders/stop',
    auth: 'none',
    summary: "A reminder mail's stop link: the same answer for every code, so it tells nothing about anyone",
    body: stopReminderBodySchema,
    response: stopReminderResultSchema,
    beyondSpec: true,
  },
});
