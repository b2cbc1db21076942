import { queryOptions } from '@tanstack/react-query';
import type { RouteCode } from '../../vocabulary/routes.ts';
import type { ReminderStepCode, RouteStepCode } from '../../contract/route-steps.ts';
import { laterEndpointAddresses } from '../../contract/later-endpoint-addresses.ts';
import { addRoutes, call, type BodyOf } from './client.ts';

// These calls travel with the pages after the advice, not with the first screens (contract/later-endpoint-addresses.ts).
addRoutes(laterEndpointAddresses);

type Home = { measurementId: number; bagCode: string };

export const ROUTE_STEPS_KEY = 'route-steps';

/** The steps of the routes the household chose a favourite in (issue #38.1). */
export const routeStepsQuery = (home: Home) =>
  queryOptions({
    queryKey: [ROUTE_STEPS_KEY, home.measurementId, home.bagCode],
    queryFn: () => call('getRouteSteps', { params: home }),
  });

export const putRouteStep = (home: Home, route: RouteCode, stepCode: RouteStepCode, body: BodyOf<'putRouteStep'>) =>
  call('putRouteStep', { params: { ...home, route, stepCode }, body });

/** Reminders only when asked (issue #38.4). */
export const askStepReminder = (home: Home, route: RouteCode, stepCode: ReminderStepCode, remindOn: string) =>
  call('askStepReminder', { params: { ...home, route, stepCode }, body: { remindOn } });

export const stopStepReminder = (id: number) => call('stopStepReminder', { params: { id } });

/** The mail's stop link, without a session. */
export const stopReminderByLink = (code: string) => call('stopReminderByLink', { body: { code } });
