import type { FastifyInstance } from 'fastify';
import { endpoints } from '../../contract/endpoints.ts';
import type { AppContext } from '../app-context.ts';
import { claim, owned, type Owner } from '../auth/ownership.ts';
import { defineRoute } from '../http/define-route.ts';
import type { MeasuredCoefficient } from '../../engine/index.ts';
import {
  answerLowTemperatureDay,
  deleteLowTemperatureTest,
  lowTemperatureTest,
  startLowTemperatureTest,
} from './low-temperature-test.ts';
import { publishedLowTemperatureOverview } from './neighbourhood.ts';
import { currentAdvice } from '../advice/read.ts';

/**
 * The guided low-temperature test (issue #39.5, docs/decisions/0136). A resident's calls name the home by campaign
 * and BAG code; the ownership check sits in each statement, so another household's home answers 404. The answers
 * stay out of the log: it says only that a day was answered.
 */
export async function lowTemperatureTestRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  /**
   * The measured heat loss the home's advice holds (issue #39.4: the advice's loader fits the readings and puts a fit
   * that holds into the profile), so the test shows the same figure as the Verantwoording.
   */
  const measuredCoefficient = async (owner: Owner, realEstateId: number): Promise<MeasuredCoefficient | null> => {
    const state = await currentAdvice(ctx, owner, { realEstateId }, ctx.now(), { cache: ctx.adviceStates });
    const signature = state?.profile.heatSignature;
    return signature
      ? { wPerK: signature.heatLossWPerK, lowWPerK: signature.lowWPerK, highWPerK: signature.highWPerK }
      : null;
  };

  const view = async (owner: Owner, params: { measurementId: number; bagCode: string }, log: FastifyInstance['log']) =>
    owned(
      await lowTemperatureTest(ctx.db, owner, params, ctx.now(), (homeId) => measuredCoefficient(owner, homeId)),
      log,
      'real_estate',
    );

  defineRoute(app, ctx, endpoints.getLowTemperatureTest, async ({ params, auth, request }) =>
    view(claim(auth, request.log, params), params, request.log),
  );

  defineRoute(app, ctx, endpoints.startLowTemperatureTest, async ({ params, auth, body, request }) => {
    const owner = claim(auth, request.log, params);
    owned((await startLowTemperatureTest(ctx.db, owner, params, body, ctx.now())) || null, request.log, 'real_estate');
    request.log.info({ event: 'low_temperature_test.start', result: 'stored' });
    return view(owner, params, request.log);
  });

  defineRoute(app, ctx, endpoints.answerLowTemperatureDay, async ({ params, auth, body, request }) => {
    const owner = claim(auth, request.log, params);
    owned(
      (await answerLowTemperatureDay(ctx.db, owner, params, params.date, body, ctx.now())) || null,
      request.log,
      'real_estate',
    );
    request.log.info({ event: 'low_temperature_test.day', result: 'stored' });
    return view(owner, params, request.log);
  });

  defineRoute(app, ctx, endpoints.deleteLowTemperatureTest, async ({ params, auth, request }) => {
    const owner = claim(auth, request.log, params);
    owned((await deleteLowTemperatureTest(ctx.db, owner, params)) || null, request.log, 'real_estate');
    request.log.info({ event: 'low_temperature_test.delete', result: 'deleted' });
    return { test: null };
  });

  // The campaign is always the member's session's: a member never names one.
  defineRoute(app, ctx, endpoints.getWorkingGroupLowTemperatureTests, async ({ auth }) =>
    publishedLowTemperatureOverview(ctx.db, auth.measurementId, ctx.now()),
  );
}
