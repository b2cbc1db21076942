import type { FastifyInstance } from 'fastify';
import { endpoints } from '../../contract/endpoints.ts';
import type { AppContext } from '../app-context.ts';
import { claim, owned } from '../auth/ownership.ts';
import { deleteMyData, exportMyData } from './my-data.ts';
import { defineRoute } from '../http/define-route.ts';

export async function myDataRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  defineRoute(app, ctx, endpoints.getMyData, async ({ auth, request }) => {
    const owner = claim(auth, request.log, {});
    return owned(await exportMyData(ctx.db, owner, ctx.now()), request.log, 'participator');
  });

  defineRoute(app, ctx, endpoints.deleteMyData, async ({ auth, request, reply }) => {
    const owner = claim(auth, request.log, {});
    owned((await deleteMyData(ctx.db, owner, ctx.now())) || undefined, request.log, 'participator');
    ctx.sessionCache.evict({ participatorId: owner.participatorId });
    await ctx.homeChanged({ participatorId: owner.participatorId });
    ctx.neighbourhood.forget(owner.measurementId);
    request.log.info({ event: 'privacy.deleted', result: 'success' }, 'participator deleted their data');
    reply.header('Clear-Site-Data', '"storage"');
    return { deleted: true as const };
  });
}
