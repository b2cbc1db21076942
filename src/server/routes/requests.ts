import type { FastifyInstance, FastifyReply } from 'fastify';
import { endpoints } from '../../contract/endpoints.ts';
import type { AppContext } from '../app-context.ts';
import { claim, owned, type Owner } from '../auth/ownership.ts';
import { HttpError } from '../http-error.ts';
import { emailChangedMail, helpRequestMail, incorrectDataMail } from '../mail/templates.ts';
import { sendInBackground } from '../services/mail-queue.ts';
import { hit, LIMITS } from '../services/rate-limits.ts';
import {
  addressesOf, campaignOf, contactOf, markHelpRequestMailed, markReportMailed, storeHelpRequest, storeIncorrectDataReport, updateParticipator,
} from '../services/requests.ts';
import { defineRoute } from './define-route.ts';

export const TOO_MANY_MESSAGES = 'Je hebt veel berichten gestuurd. Probeer het over een uur opnieuw.';

export async function requestRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  /** Help requests and reports share one cap per household, so a script cannot flood the working group. */
  async function limitMessages(owner: Owner, reply: FastifyReply): Promise<void> {
    const count = await hit(ctx.db, LIMITS.messagesPerParticipator, owner.participatorId, ctx.now());
    if (count.count > LIMITS.messagesPerParticipator.limit) {
      reply.header('Retry-After', String(count.retryAfterS));
      throw new HttpError('rate_limited', TOO_MANY_MESSAGES);
    }
  }

  defineRoute(app, endpoints.updateParticipator, ctx.authenticate, async ({ body, auth, request }) => {
    const owner = claim(auth, request.log, body);
    const { row, previousEmail } = owned(await updateParticipator(ctx.db, owner, body, ctx.now()), request.log, 'participator');
    // Security-checklist C10: the old address hears that sign-in links now go elsewhere.
    if (previousEmail && previousEmail.toLowerCase() !== body.email.toLowerCase()) sendInBackground(ctx, emailChangedMail(previousEmail));
    return { id: row.id, nickname: row.nickname, email: row.email };
  });

  defineRoute(app, endpoints.confirmIncorrectData, ctx.authenticate, async ({ body, auth, request, reply }) => {
    const owner = claim(auth, request.log, body);
    await limitMessages(owner, reply);
    const now = ctx.now();
    const id = await storeIncorrectDataReport(ctx.db, owner, body.message, now);
    const [campaign, addresses] = await Promise.all([campaignOf(ctx.db, owner.measurementId), addressesOf(ctx.db, owner)]);
    if (campaign?.workingGroupEmail) {
      const mail = incorrectDataMail(campaign.workingGroupEmail, { nickname: body.nickname, email: body.email }, body.message, { campaignName: campaign.name, addresses });
      sendInBackground(ctx, mail, () => markReportMailed(ctx.db, id, ctx.now()));
    } else request.log.warn({ event: 'request.unmailed', kind: 'incorrect-data' }, 'campaign has no working-group address');
    return { success: true as const };
  });

  defineRoute(app, endpoints.requestHelp, ctx.authenticate, async ({ body, auth, request, reply }) => {
    const owner = claim(auth, request.log, body);
    await limitMessages(owner, reply);
    const now = ctx.now();
    const id = await storeHelpRequest(ctx.db, owner, body, now);
    const [campaign, contact] = await Promise.all([campaignOf(ctx.db, owner.measurementId), contactOf(ctx.db, owner)]);
    if (campaign?.workingGroupEmail) {
      const who = { nickname: contact?.nickname ?? 'Onbekend (geen naam opgegeven)', email: contact?.email ?? 'geen e-mailadres opgegeven' };
      const mail = helpRequestMail(campaign.workingGroupEmail, who, body.message, { campaignName: campaign.name, page: body.url, flow: body.flow ?? null });
      sendInBackground(ctx, mail, () => markHelpRequestMailed(ctx.db, id, ctx.now()));
    } else request.log.warn({ event: 'request.unmailed', kind: 'help-request' }, 'campaign has no working-group address');
    return { success: true as const };
  });
}
