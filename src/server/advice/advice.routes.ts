import type { FastifyInstance } from 'fastify';
import type { AdviceResponse } from '../../contract/advice.ts';
import { netByRoute, routeByNet } from '../../contract/common.ts';
import { endpoints } from '../../contract/endpoints.ts';
import type { ROUTES } from '../../engine/index.ts';
import type { AppContext } from '../app-context.ts';
import { claim, owned } from '../auth/ownership.ts';
import { HttpError } from '../http/http-error.ts';
import { currentAdvice } from './read.ts';
import type { AdviceState } from './advice-state.ts';
import { campaignSettings } from './settings.ts';
import { adviceTrust } from './heat-plan.ts';
import { choosePreference, rateRoute, withdrawRejection } from './preferences.ts';
import { defineRoute, serializedOnce } from '../http/define-route.ts';
import { REJECTED_ROUTE } from '../../contract/rejected-route.ts';

function toAdviceResponse(state: AdviceState): AdviceResponse {
  const chosen = (route: (typeof ROUTES)[number]) => {
    const id = state.preferences.find((p) => p.route === route)?.adviceId;
    return id !== undefined && id !== null && id > 0 ? id : null;
  };
  return {
    advices: state.result.advices,
    selectedAdvice: {
      fuel: chosen('fuel'),
      all_electric: chosen('all_electric'),
      heat_grid: chosen('heat_grid'),
      other: chosen('other'),
    },
    currentBuildingLevels: state.result.currentBuildingLevels,
    preferences: state.preferences.map((p) => ({
      net: netByRoute[p.route],
      id: p.adviceId ?? 0,
      sentiment: p.sentiment,
    })),
    energyLabel: state.result.energyLabel,
    energyLabelSource: state.result.energyLabelSource,
    estimatedLabel: state.result.estimatedLabel,
    insulationLabel: state.result.insulationLabel,
    energyCostToday: state.result.energyCostToday,
  };
}

const adviceJson = serializedOnce(endpoints.getAdvice.response, toAdviceResponse);

export async function adviceRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  defineRoute(app, ctx, endpoints.getAdvice, async ({ params, auth, request }) => {
    const owner = claim(auth, request.log, params);
    return adviceJson(
      owned(
        await currentAdvice(ctx, owner, params, ctx.now(), { cache: ctx.adviceStates }),
        request.log,
        'real_estate',
      ),
    );
  });

  defineRoute(app, ctx, endpoints.getAdviceContext, async ({ params, auth, request }) => {
    const owner = claim(auth, request.log, params);
    const { result, settings } = owned(
      await currentAdvice(ctx, owner, params, ctx.now(), { cache: ctx.adviceStates }),
      request.log,
      'real_estate',
    );
    const count = (route: (typeof ROUTES)[number]) => result.advices.filter((a) => a.route === route).length;
    return {
      resultCounts: {
        fuel: count('fuel'),
        all_electric: count('all_electric'),
        heat_grid: count('heat_grid'),
        other: count('other'),
      },
      hasResults: {
        fuel: count('fuel') > 0,
        all_electric: count('all_electric') > 0,
        heat_grid: count('heat_grid') > 0,
        other: count('other') > 0,
      },
      gasOption: settings.typeOfGas,
      heatGrids: settings.heatNets.map((n) => ({ type: n.type, temperature: n.temperature, source: n.source })),
      expectedUsage: result.expectedUsage,
    };
  });

  // Bands, break-evens and no-regret measures are computed per request, next to the stored plain advice
  // (docs/decisions/0013-0015), from the provenance the flow sync stored; 'Mijn warmteplan' prints the same
  // (advice/heat-plan.ts).
  defineRoute(app, ctx, endpoints.getAdviceTrust, async ({ params, auth, request }) => {
    const owner = claim(auth, request.log, params);
    const state = owned(
      await currentAdvice(ctx, owner, params, ctx.now(), { cache: ctx.adviceStates }),
      request.log,
      'real_estate',
    );
    return adviceTrust(state);
  });

  defineRoute(app, ctx, endpoints.getAdviceSettings, async ({ params, auth, request }) => {
    const owner = claim(auth, request.log, params);
    return campaignSettings(ctx, owner.measurementId, ctx.now());
  });

  defineRoute(app, ctx, endpoints.postPreference, async ({ params, body, auth, request }) => {
    const owner = claim(auth, request.log, params);
    const route = routeByNet[body.net];
    if (body.id !== REJECTED_ROUTE) {
      // A favourite must be one of this home's advices on that route.
      const { result } = owned(await currentAdvice(ctx, owner, params, ctx.now()), request.log, 'real_estate');
      const known = [...result.advices, ...result.excluded].some((a) => a.id === body.id && a.route === route);
      if (!known)
        throw new HttpError(
          'bad_request',
          'Ongeldige invoer bij body.id: dit advies hoort niet bij deze route.',
          'body.id',
        );
    }
    owned(
      (await choosePreference(ctx.db, owner, params.bagCode, route, body.id, ctx.now())) || undefined,
      request.log,
      'real_estate',
    );
    await ctx.homeChanged({ measurementId: owner.measurementId, bagCode: params.bagCode });
    return { success: true as const };
  });

  defineRoute(app, ctx, endpoints.withdrawRejection, async ({ params, body, auth, request }) => {
    const owner = claim(auth, request.log, params);
    owned(
      (await withdrawRejection(ctx.db, owner, params.bagCode, routeByNet[body.net], ctx.now())) || undefined,
      request.log,
      'real_estate',
    );
    await ctx.homeChanged({ measurementId: owner.measurementId, bagCode: params.bagCode });
    return { success: true as const };
  });

  defineRoute(app, ctx, endpoints.postSentiment, async ({ params, body, auth, request }) => {
    const owner = claim(auth, request.log, params);
    owned(
      (await rateRoute(ctx.db, owner, params.bagCode, routeByNet[body.net], body.sentiment, ctx.now())) || undefined,
      request.log,
      'real_estate',
    );
    await ctx.homeChanged({ measurementId: owner.measurementId, bagCode: params.bagCode });
    return { success: true as const };
  });
}
