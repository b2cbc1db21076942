import { queryOptions } from '@tanstack/react-query';
import type { HomeKey } from './advice.ts';
import { laterEndpointAddresses } from '../../contract/later-endpoint-addresses.ts';
import { addRoutes, call, type BodyOf } from './client.ts';

// These calls travel with the pages after the advice, not with the first screens (contract/later-endpoint-addresses.ts).
addRoutes(laterEndpointAddresses);
import { workingGroupQueries } from './working-group.ts';

/** The home's low-temperature test with its verdict (issue #39.5). */
export const lowTemperatureTestQuery = (home: HomeKey) =>
  queryOptions({
    queryKey: ['low-temperature-test', home.measurementId, home.bagCode],
    queryFn: () => call('getLowTemperatureTest', { params: home }),
  });

export const startLowTemperatureTest = (home: HomeKey, body: BodyOf<'startLowTemperatureTest'>) =>
  call('startLowTemperatureTest', { params: home, body });

export const answerLowTemperatureDay = (home: HomeKey, date: string, body: BodyOf<'answerLowTemperatureDay'>) =>
  call('answerLowTemperatureDay', { params: { ...home, date }, body });

export const deleteLowTemperatureTest = (home: HomeKey) => call('deleteLowTemperatureTest', { params: home });

/** What the working group reads of the tests (issue #39.5). */
export const workingGroupLowTemperatureQuery = () =>
  queryOptions({
    queryKey: [...workingGroupQueries, 'low-temperature-tests'],
    queryFn: () => call('getWorkingGroupLowTemperatureTests'),
  });
