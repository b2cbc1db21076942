import type { FastifyInstance } from 'fastify';
import { endpoints } from '../../contract/endpoints.ts';
import type { AppContext } from '../app-context.ts';
import { claim, owned } from '../auth/ownership.ts';
import { currentAdvice } from '../advice/read.ts';
import { flowProgress, lastFlowHistory, saveFlowHistory } from '../households/flows.ts';
import { syncFlow } from '../advice/flow-sync.ts';
import { defineRoute } from '../http/define-route.ts';

export async function flowRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  defineRoute(app, ctx, endpoints.getProgress, async ({ params, auth, request }) => {
    const owner = claim(auth, request.log, params);
    return { flows: owned(await flowProgress(ctx.db, owner, params.realEstateId), request.log, 'real_estate') };
  });

  defineRoute(app, ctx, endpoints.getFlowHistory, async ({ params, auth, request }) => {
    const owner = claim(auth, request.log, params);
    return owned(await lastFlowHistory(ctx.db, owner, params.realEstateId), request.log, 'real_estate');
  });

  defineRoute(app, ctx, endpoints.putFlowHistory, async ({ params, body, auth, request }) => {
    const owner = claim(auth, request.log, params);
    owned(
      (await saveFlowHistory(
        ctx.db,
        owner,
        params.realEstateId,
        params.flowId,
        body.history,
        body.percentage,
        ctx.now(),
      )) || undefined,
      request.log,
      'real_estate',
    );
    return { success: true as const };
  });

  defineRoute(app, ctx, endpoints.syncFlow, async ({ body, auth, request }) => {
    const owner = claim(auth, request.log, body);
    const result = owned(
      await syncFlow(ctx, owner, body.realEstateId, body.flowId, ctx.now()),
      request.log,
      'real_estate',
    );
    await ctx.homeChanged({ realEstateId: body.realEstateId });
    return { success: true as const, ...result };
  });

  // Hash-checked, not forced: after flow/sync stored the advice of a finished questionnaire, the client's
  // recalculate finds the same input and the engine does not run a second time (issue 23).
  defineRoute(app, ctx, endpoints.recalculate, async ({ body, auth, request }) => {
    const owner = claim(auth, request.log, body);
    owned(await currentAdvice(ctx, owner, { bagCode: body.bagCode }, ctx.now()), request.log, 'real_estate');
    await ctx.homeChanged({ measurementId: owner.measurementId, bagCode: body.bagCode });
    return { success: true as const };
  });
}
