import type { FastifyInstance } from 'fastify';
import { endpoints } from '../../contract/endpoints.ts';
import type { AppContext } from '../app-context.ts';
import { claim, owned } from '../auth/ownership.ts';
import { allAnswers, answerValues, recordAnswer } from '../services/answers.ts';
import { defineRoute } from './define-route.ts';

export async function answerRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  defineRoute(app, endpoints.recordAnswer, ctx.authenticate, async ({ body, auth, request }) => {
    const owner = claim(auth, request.log, body);
    owned((await recordAnswer(ctx.db, owner, body, ctx.now())) || undefined, request.log, 'real_estate');
    return { success: true as const };
  });

  defineRoute(app, endpoints.getAnswer, ctx.authenticate, async ({ body, auth, request }) => {
    const owner = claim(auth, request.log, body);
    return { values: owned(await answerValues(ctx.db, owner, body), request.log, 'real_estate') };
  });

  defineRoute(app, endpoints.findAnswer, ctx.authenticate, async ({ params, body, auth, request }) => {
    const owner = claim(auth, request.log, { ...params, participatorId: body.participatorId });
    return { values: (await allAnswers(ctx.db, owner, body.questionCode)).map((a) => a.value) };
  });

  defineRoute(app, endpoints.getAnswerValues, ctx.authenticate, async ({ params, auth, request }) => {
    const owner = claim(auth, request.log, params);
    return { answers: await allAnswers(ctx.db, owner) };
  });
}
