import type { FastifyInstance } from 'fastify';
import { endpoints } from '../../contract/endpoints.ts';
import type { AppContext } from '../app-context.ts';
import { HttpError } from '../http/http-error.ts';
import { findMeasurementForHost, toMeasurementDto } from './measurements.ts';
import { defineRoute } from '../http/define-route.ts';

export async function measurementRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  defineRoute(app, ctx, endpoints.getMeasurement, async ({ request }) => {
    const row = await findMeasurementForHost(ctx.db, request.hostname);
    if (!row) throw new HttpError('not_found', 'Er is nog geen wijk ingericht op deze installatie.');
    return toMeasurementDto(row, ctx.config);
  });
}
