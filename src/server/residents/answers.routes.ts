import type { FastifyInstance } from 'fastify';
import { endpoints } from '../../contract/endpoints.ts';
import type { AppContext } from '../app-context.ts';
import { claim, owned } from '../auth/ownership.ts';
import { allAnswers, answerValues, recordAnswer } from '../households/answers.ts';
import { sharedMessages } from '../../contract/messages.ts';
import { HttpError } from '../http/http-error.ts';
import { defineRoute } from '../http/define-route.ts';

export async function answerRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  defineRoute(app, ctx, endpoints.recordAnswer, async ({ body, auth, request }) => {
    const owner = claim(auth, request.log, body);
    if (!ctx.answerCodes.has(body.questionCode))
      throw new HttpError('bad_request', sharedMessages.unknownQuestionCode, 'body.questionCode');
    if (!ctx.answerCodes.allows(body.questionCode, body.value))
      throw new HttpError('bad_request', sharedMessages.notAnOfferedAnswer, 'body.value');
    const stored = await recordAnswer(ctx.db, owner, body, ctx.now());
    owned(stored === 'not_owned' ? undefined : stored, request.log, 'real_estate');
    if (stored === 'full') throw new HttpError('conflict', sharedMessages.tooManyAnswers);
    return { success: true as const };
  });

  defineRoute(app, ctx, endpoints.getAnswer, async ({ body, auth, request }) => {
    const owner = claim(auth, request.log, body);
    return { values: owned(await answerValues(ctx.db, owner, body), request.log, 'real_estate') };
  });

  defineRoute(app, ctx, endpoints.findAnswer, async ({ params, body, auth, request }) => {
    const owner = claim(auth, request.log, { ...params, participatorId: body.participatorId });
    return { values: (await allAnswers(ctx.db, owner, body.questionCode)).map((a) => a.value) };
  });

  defineRoute(app, ctx, endpoints.getAnswerValues, async ({ params, auth, request }) => {
    const owner = claim(auth, request.log, params);
    return { answers: await allAnswers(ctx.db, owner) };
  });
}
