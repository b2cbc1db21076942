import { adviceEndpoints } from './endpoints/advice.ts';
import { campaignFileEndpoints } from './endpoints/campaign-files.ts';
import { heatPlanEndpoints } from './endpoints/heat-plan.ts';
import { loanEndpoints } from './endpoints/loan.ts';
import { organiserConsoleEndpoints } from './endpoints/organiser-console.ts';
import { quoteEndpoints } from './endpoints/quotes.ts';
import { lowTemperatureTestEndpoints } from './endpoints/low-temperature-test.ts';
import { readingEndpoints, weatherEndpoints } from './endpoints/readings.ts';
import { residentEndpoints } from './endpoints/residents.ts';
import { stepEndpoints } from './endpoints/steps.ts';
import { workingGroupEndpoints } from './endpoints/working-group.ts';

export type { Endpoint, EndpointAddress } from './endpoints/endpoint.ts';

/**
 * The spec's call table as data, by area: each call's address, OpenAPI summary and schemas sit together in its
 * area's file under endpoints/ (docs/decisions/0126). `addresses` says which zod-free address table holds an area's
 * calls, so the web app loads them with the pages that use them: `resident` (endpoint-addresses.ts, with the first
 * screens), `later` (later-endpoint-addresses.ts: the working group's pages and those after the
 * advice — the heat plan, steps, quotes, loan, meter readings, the low-temperature test — loaded with their pages) and `console` (organiser-endpoint-addresses.ts). The tables are
 * generated from this by `npm run contract:addresses`.
 */
export const endpointAreas = {
  residents: { addresses: 'resident', endpoints: residentEndpoints },
  advice: { addresses: 'resident', endpoints: adviceEndpoints },
  heatPlan: { addresses: 'later', endpoints: heatPlanEndpoints },
  quotes: { addresses: 'later', endpoints: quoteEndpoints },
  loan: { addresses: 'later', endpoints: loanEndpoints },
  workingGroup: { addresses: 'later', endpoints: workingGroupEndpoints },
  steps: { addresses: 'later', endpoints: stepEndpoints },
  organiserConsole: { addresses: 'console', endpoints: organiserConsoleEndpoints },
  campaignFiles: { addresses: 'console', endpoints: campaignFileEndpoints },
  readings: { addresses: 'later', endpoints: readingEndpoints },
  weather: { addresses: 'console', endpoints: weatherEndpoints },
  lowTemperatureTest: { addresses: 'later', endpoints: lowTemperatureTestEndpoints },
} as const;

/** Every call by name: server routes, the OpenAPI document, the web client's types and the tests read this. */
export const endpoints = {
  ...residentEndpoints,
  ...adviceEndpoints,
  ...heatPlanEndpoints,
  ...quoteEndpoints,
  ...loanEndpoints,
  ...workingGroupEndpoints,
  ...stepEndpoints,
  ...organiserConsoleEndpoints,
  ...campaignFileEndpoints,
  ...readingEndpoints,
  ...weatherEndpoints,
  ...lowTemperatureTestEndpoints,
};

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
