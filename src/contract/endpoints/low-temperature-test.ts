import { z } from 'zod';
import {
  lowTemperatureDayBodySchema,
  lowTemperatureDayParamsSchema,
  lowTemperatureOverviewSchema,
  lowTemperatureTestSchema,
  startLowTemperatureTestBodySchema,
} from '../low-temperature-test.ts';
import { home } from './params.ts';
import { defineEndpoints } from './endpoint.ts';

/**
 * The guided low-temperature test (issue #39.5, docs/decisions/0136): a household sets it up for a home, answers
 * each day whether every room stayed warm, and reads the verdict; the working group reads the published shares.
 */
export const lowTemperatureTestEndpoints = defineEndpoints({
  getLowTemperatureTest: {
    method: 'GET',
    path: '/api/1/{measurementId}/low-temperature-test/{bagCode}',
    auth: 'session',
    summary:
      "The home's low-temperature test: its set point, the days answered with the station's outdoor temperature, and the verdict; null before one is started",
    params: z.object(home),
    response: lowTemperatureTestSchema,
    beyondSpec: true,
  },
  startLowTemperatureTest: {
    method: 'PUT',
    path: '/api/1/{measurementId}/low-temperature-test/{bagCode}',
    auth: 'session',
    summary: 'Start the test at a flow temperature (45, 50 or 55 °C) from a day; a test already there starts anew',
    params: z.object(home),
    body: startLowTemperatureTestBodySchema,
    response: lowTemperatureTestSchema,
    beyondSpec: true,
  },
  answerLowTemperatureDay: {
    method: 'PUT',
    path: '/api/1/{measurementId}/low-temperature-test/{bagCode}/days/{date}',
    auth: 'session',
    summary:
      'Whether every room stayed warm on one day of the test, and which did not; an answer already there is replaced',
    params: z.object({ ...home, ...lowTemperatureDayParamsSchema }),
    body: lowTemperatureDayBodySchema,
    response: lowTemperatureTestSchema,
    beyondSpec: true,
  },
  deleteLowTemperatureTest: {
    method: 'DELETE',
    path: '/api/1/{measurementId}/low-temperature-test/{bagCode}',
    auth: 'session',
    summary: 'Delete the home’s test and every answered day',
    params: z.object(home),
    response: lowTemperatureTestSchema,
    beyondSpec: true,
  },
  getWorkingGroupLowTemperatureTests: {
    method: 'GET',
    path: '/api/1/workinggroup/low-temperature-tests',
    auth: 'workingGroup',
    summary:
      'How many households tested and how many homes are ready, for the buurt and per street: every cell at least 10 households, published in steps of ten changed households',
    response: lowTemperatureOverviewSchema,
    beyondSpec: true,
  },
});
