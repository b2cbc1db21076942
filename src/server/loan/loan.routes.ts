import type { FastifyInstance } from 'fastify';
import { endpoints } from '../../contract/endpoints.ts';
import type { AppContext } from '../app-context.ts';
import { currentAdvice } from '../advice/read.ts';
import { claim, owned } from '../auth/ownership.ts';
import { defineRoute } from '../http/define-route.ts';
import { readIncomeBand, writeIncomeBand } from './income-band.ts';
import { loanPlans } from './loan-plans.ts';

/** The energy-saving loan (issue #38.3, docs/decisions/0131): per option of the home's advice, and the band. */
export async function loanRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  defineRoute(app, ctx, endpoints.getLoan, async ({ params, auth, request }) => {
    const owner = claim(auth, request.log, params);
    const state = owned(
      await currentAdvice(ctx, owner, params, ctx.now(), { cache: ctx.adviceStates }),
      request.log,
      'real_estate',
    );
    return loanPlans(state.result, state.settings, await readIncomeBand(ctx.db, owner));
  });

  defineRoute(app, ctx, endpoints.putLoanIncomeBand, async ({ body, auth, request }) => {
    const owner = claim(auth, request.log, {});
    owned((await writeIncomeBand(ctx.db, owner, body.incomeBand, ctx.now())) || undefined, request.log, 'participator');
    return { incomeBand: body.incomeBand };
  });
}
