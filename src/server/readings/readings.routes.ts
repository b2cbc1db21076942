import type { FastifyInstance } from 'fastify';
import { endpoints } from '../../contract/endpoints.ts';
import type { AppContext } from '../app-context.ts';
import { claim, owned } from '../auth/ownership.ts';
import { defineRoute } from '../http/define-route.ts';
import { requestLanguage } from '../http/request-language.ts';
import { measureHome, measurementView } from '../advice/measured.ts';
import { currentAdvice } from '../advice/read.ts';
import { addReadingsFile, addTypedReadings, correctReading, deleteReadings, listReadings } from './readings.ts';

/**
 * A household's meter readings (issue #39.1). Every call names the home by campaign and BAG code; the ownership
 * check sits in each statement, so another household's home answers 404. A change of the readings changes the
 * home's advice input (its measured heat loss), so the caches hear of it like of an answer.
 */
export async function readingRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const changed = async (measurementId: number, bagCode: string) => ctx.homeChanged({ measurementId, bagCode });

  defineRoute(app, ctx, endpoints.getReadings, async ({ params, auth, request }) => {
    const owner = claim(auth, request.log, params);
    return { readings: owned(await listReadings(ctx.db, owner, params), request.log, 'real_estate') };
  });

  defineRoute(app, ctx, endpoints.getMeasuredHeatLoss, async ({ params, auth, request }) => {
    const owner = claim(auth, request.log, params);
    const state = owned(
      await currentAdvice(ctx, owner, params, ctx.now(), { cache: ctx.adviceStates }),
      request.log,
      'real_estate',
    );
    const measurement = await measureHome(ctx.db, state.home, state.profile.currentHeating);
    return measurementView(measurement, state.result.measuredHeatLoss);
  });

  defineRoute(app, ctx, endpoints.addTypedReadings, async ({ params, auth, body, request }) => {
    const owner = claim(auth, request.log, params);
    const result = owned(
      await addTypedReadings(ctx.db, owner, params, body.readings, ctx.now(), requestLanguage(request)),
      request.log,
      'real_estate',
    );
    if (result.stored) await changed(params.measurementId, params.bagCode);
    // Counts only: the readings themselves are the household's and stay out of the log.
    request.log.info({
      event: 'readings.typed',
      result: result.stored ? 'stored' : 'refused',
      rows: body.readings.length,
    });
    return result;
  });

  defineRoute(app, ctx, endpoints.uploadReadingsFile, async ({ params, auth, body, request }) => {
    const owner = claim(auth, request.log, params);
    const result = owned(
      await addReadingsFile(ctx.db, owner, params, body, ctx.now(), requestLanguage(request)),
      request.log,
      'real_estate',
    );
    if (result.stored) await changed(params.measurementId, params.bagCode);
    request.log.info({
      event: 'readings.file',
      result: result.stored ? 'stored' : 'refused',
      format: result.format,
      problems: result.problems.length,
    });
    return result;
  });

  defineRoute(app, ctx, endpoints.correctReading, async ({ params, auth, body, request }) => {
    const owner = claim(auth, request.log, params);
    const result = owned(
      await correctReading(ctx.db, owner, params, params.readingId, body, ctx.now(), requestLanguage(request)),
      request.log,
      'meter_reading',
    );
    if (result.stored) await changed(params.measurementId, params.bagCode);
    return result;
  });

  defineRoute(app, ctx, endpoints.deleteReading, async ({ params, auth, request }) => {
    const owner = claim(auth, request.log, params);
    const readings = owned(await deleteReadings(ctx.db, owner, params, params.readingId), request.log, 'meter_reading');
    await changed(params.measurementId, params.bagCode);
    return { readings };
  });

  defineRoute(app, ctx, endpoints.deleteAllReadings, async ({ params, auth, request }) => {
    const owner = claim(auth, request.log, params);
    const readings = owned(await deleteReadings(ctx.db, owner, params), request.log, 'real_estate');
    await changed(params.measurementId, params.bagCode);
    return { readings };
  });
}
