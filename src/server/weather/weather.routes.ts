import type { FastifyInstance } from 'fastify';
import { endpoints } from '../../contract/endpoints.ts';
import type { AppContext } from '../app-context.ts';
import { organiserWeather, uploadWeather } from '../console/weather.ts';
import { defineRoute } from '../http/define-route.ts';
import { requestLanguage } from '../http/request-language.ts';
import { shippedStations } from './knmi-import.ts';

/**
 * The campaign's weather in the console (issue #39.2): an organiser's own session, the campaign checked in SQL. A
 * new file changes the measured heat loss of every home that has readings, so the campaign's homes hear of it.
 */
export async function weatherRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  defineRoute(app, ctx, endpoints.getOrganiserWeather, async ({ auth, params }) =>
    organiserWeather(ctx.db, auth.organiserId, params.measurementId),
  );

  defineRoute(app, ctx, endpoints.putOrganiserWeather, async ({ auth, params, body, request }) => {
    const result = await uploadWeather(
      ctx.db,
      auth.organiserId,
      params.measurementId,
      body.text,
      shippedStations(ctx.config.contentDir),
      ctx.now(),
      requestLanguage(request),
    );
    if (result.stored) await ctx.homeChanged({ measurementId: params.measurementId });
    request.log.info({ event: 'weather.import', result: result.stored ? 'stored' : 'refused', days: result.days });
    return result;
  });
}
