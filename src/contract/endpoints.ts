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
 * area's file under endpoints/ (docs/decisions/0126). `console` says which calls the web app loads only with the
 * console's pages: the zod-free address tables (endpoint-addresses.ts, organiser-endpoint-addresses.ts) are
 * generated from this by `npm run contract:addresses`.
 */
export const endpointAreas = {
  residents: { console: false, endpoints: residentEndpoints },
  advice: { console: false, endpoints: adviceEndpoints },
  heatPlan: { console: false, endpoints: heatPlanEndpoints },
  quotes: { console: false, endpoints: quoteEndpoints },
  loan: { console: false, endpoints: loanEndpoints },
  workingGroup: { console: false, endpoints: workingGroupEndpoints },
  steps: { console: false, endpoints: stepEndpoints },
  organiserConsole: { console: true, endpoints: organiserConsoleEndpoints },
  campaignFiles: { console: true, endpoints: campaignFileEndpoints },
  readings: { console: false, endpoints: readingEndpoints },
  weather: { console: true, endpoints: weatherEndpoints },
  lowTemperatureTest: { console: false, endpoints: lowTemperatureTestEndpoints },
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
