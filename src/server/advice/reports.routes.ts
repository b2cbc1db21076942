import type { FastifyInstance } from 'fastify';
import { endpoints } from '../../contract/endpoints.ts';
import type { AppContext } from '../app-context.ts';
import { claim, owned } from '../auth/ownership.ts';
import type { AdviceState } from './advice-state.ts';
import { gasUseOf } from './gas-use.ts';
import { currentAdvice } from './read.ts';
import { defineRoute, serializedOnce } from '../http/define-route.ts';

const heatLossJson = serializedOnce(
  endpoints.getHeatLossReport.response,
  (state: AdviceState) => state.result.heatLoss,
);

export async function reportRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  defineRoute(app, ctx, endpoints.getGasUsageReport, async ({ params, auth, request }) => {
    const owner = claim(auth, request.log, params);
    const state = owned(
      await currentAdvice(ctx, owner, params, ctx.now(), { cache: ctx.adviceStates }),
      request.log,
      'real_estate',
    );
    const gas = gasUseOf(state);
    return {
      ...state.result.gasUsage,
      measuredGasM3PerYear: gas.measuredM3,
      modelGasM3PerYear: gas.modelM3,
      compareWithNeighbourhood: await ctx.neighbourhood.get(ctx.db, owner.measurementId, ctx.now()),
    };
  });

  defineRoute(app, ctx, endpoints.getHeatLossReport, async ({ params, auth, request }) => {
    const owner = claim(auth, request.log, params);
    return heatLossJson(
      owned(
        await currentAdvice(ctx, owner, params, ctx.now(), { cache: ctx.adviceStates }),
        request.log,
        'real_estate',
      ),
    );
  });
}
