import type { FastifyInstance } from 'fastify';
import { endpoints } from '../../contract/endpoints.ts';
import type { AppContext } from '../app-context.ts';
import { claim, owned } from '../auth/ownership.ts';
import { HttpError } from '../http/http-error.ts';
import { listOwnedHomes, toRealEstateDto, updateBuildYear } from '../households/real-estate.ts';
import { defineRoute } from '../http/define-route.ts';

export async function realEstateRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  defineRoute(app, ctx, endpoints.listRealEstate, async ({ params, auth, request }) => {
    const owner = claim(auth, request.log, params);
    return { realEstateObjects: (await listOwnedHomes(ctx.db, owner)).map(toRealEstateDto) };
  });

  defineRoute(app, ctx, endpoints.updateBuildYear, async ({ params, query, auth, request }) => {
    const owner = claim(auth, request.log, params);
    const now = ctx.now();
    // Spec §5: at most the current year, by the server's clock.
    if (query.buildYear > now.getFullYear())
      throw new HttpError(
        'bad_request',
        `Ongeldige invoer bij querystring.buildYear: het bouwjaar ligt niet na ${now.getFullYear()}.`,
        'querystring.buildYear',
      );
    const row = owned(
      await updateBuildYear(ctx.db, owner, params.realEstateId, query.buildYear, now),
      request.log,
      'real_estate',
    );
    await ctx.homeChanged({ realEstateId: row.id });
    return toRealEstateDto(row);
  });
}
