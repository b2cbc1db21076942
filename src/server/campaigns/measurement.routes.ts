import type { FastifyInstance } from 'fastify';
import { sharedMessages } from '../../contract/messages.ts';
import { endpoints } from '../../contract/endpoints.ts';
import type { AppContext } from '../app-context.ts';
import { HttpError } from '../http/http-error.ts';
import { findMeasurementForHost, toMeasurementDto } from './measurements.ts';
import { defineRoute } from '../http/define-route.ts';

export async function measurementRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  defineRoute(app, ctx, endpoints.getMeasurement, async ({ request }) => {
    const row = await findMeasurementForHost(ctx.db, request.hostname);
    if (!row) throw new HttpError('not_found', sharedMessages.noCampaign);
    return toMeasurementDto(row, ctx.config);
  });
}
