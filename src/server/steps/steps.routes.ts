import type { FastifyInstance } from 'fastify';
import { endpoints } from '../../contract/endpoints.ts';
import type { AppContext } from '../app-context.ts';
import { claim, owned } from '../auth/ownership.ts';
import { defineRoute } from '../http/define-route.ts';
import { amsterdamDay } from './days.ts';
import { askReminder, sendDueReminders, stopReminder, stopReminderByCode } from './reminders.ts';
import { homeSteps, setStep } from './route-steps.ts';

/** The steps of a chosen route and their reminders (issue #38.1, #38.4); a foreign home answers 404 like its advice. */
export async function stepRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  defineRoute(app, endpoints.getRouteSteps, ctx.authenticate, async ({ params, auth, request }) => {
    const owner = claim(auth, request.log, params);
    const steps = owned(await homeSteps(ctx, owner, params, ctx.now()), request.log, 'real_estate');
    return { routes: steps.routes, canRemind: steps.canRemind };
  });

  defineRoute(app, endpoints.putRouteStep, ctx.authenticate, async ({ params, body, auth, request }) => {
    const owner = claim(auth, request.log, params);
    const step = owned(await setStep(ctx, owner, params, body, ctx.now()), request.log, 'real_estate');
    request.log.info({ event: 'route_step.set', result: 'success' }, 'route step set');
    return step;
  });

  defineRoute(app, endpoints.askStepReminder, ctx.authenticate, async ({ params, body, auth, request }) => {
    const owner = claim(auth, request.log, params);
    const now = ctx.now();
    const reminder = owned(await askReminder(ctx, owner, params, body, now), request.log, 'real_estate');
    request.log.info({ event: 'step_reminder.asked', result: 'success' }, 'step reminder asked');
    // A reminder asked for today goes now, not at the next sweep (housekeeping.ts sends the later ones).
    if (body.remindOn <= amsterdamDay(now))
      ctx.background.run(request.log, 'step-reminders', async () => {
        await sendDueReminders({ db: ctx.db, mailer: ctx.mailer, log: request.log, links: ctx.config }, now);
      });
    return reminder;
  });

  defineRoute(app, endpoints.stopStepReminder, ctx.authenticate, async ({ params, auth, request }) => {
    const owner = claim(auth, request.log, {});
    return owned(await stopReminder(ctx.db, owner, params.id, ctx.now()), request.log, 'step_reminder');
  });

  defineRoute(app, endpoints.stopReminderByLink, ctx.authenticate, async ({ body }) => {
    await stopReminderByCode(ctx.db, body.code, ctx.now());
    return { stopped: true as const };
  });
}
