import type { FastifyInstance, FastifyReply } from 'fastify';
import { endpoints } from '../../contract/endpoints.ts';
import type { AppContext } from '../app-context.ts';
import { claim, owned, type Owner } from '../auth/ownership.ts';
import { sharedMessages } from '../../contract/messages.ts';
import { HttpError } from '../http/http-error.ts';
import { confirmEmailMail, emailChangedMail, emailInUseMail } from '../mail/templates.ts';
import { householdLanguage } from '../mail/household-language.ts';
import { campaignForLinks, campaignLink } from '../sign-in/sign-in.ts';
import { hit, LIMITS } from '../http/rate-limits.ts';
import {
  confirmEmail,
  emailInUse,
  storeHelpRequest,
  storeIncorrectDataReport,
  setLanguage,
  updateParticipator,
} from '../working-group/requests.ts';
import { mailHelpRequest, mailIncorrectDataReport } from '../working-group/mail.ts';
import { defineRoute } from '../http/define-route.ts';

export async function requestRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  /** Help requests and reports share one cap per household, so a script cannot flood the working group. */
  async function limitMessages(owner: Owner, reply: FastifyReply): Promise<void> {
    const count = await hit(ctx.db, LIMITS.messagesPerParticipator, owner.participatorId, ctx.now());
    if (count.count > LIMITS.messagesPerParticipator.limit) {
      reply.header('Retry-After', String(count.retryAfterS));
      throw new HttpError('rate_limited', sharedMessages.tooManyMessages);
    }
  }

  defineRoute(app, ctx, endpoints.setLanguage, async ({ body, auth, request }) => {
    const owner = claim(auth, request.log, {});
    owned(await setLanguage(ctx.db, owner, body.language, ctx.now()), request.log, 'participator');
    return { language: body.language };
  });

  defineRoute(app, ctx, endpoints.updateParticipator, async ({ body, auth, request, reply }) => {
    const owner = claim(auth, request.log, body);
    const count = await hit(ctx.db, LIMITS.participatorUpdatesPerParticipator, owner.participatorId, ctx.now());
    if (count.count > LIMITS.participatorUpdatesPerParticipator.limit) {
      reply.header('Retry-After', String(count.retryAfterS));
      throw new HttpError('rate_limited', sharedMessages.tooManyUpdates);
    }
    const { row, confirmationCode } = owned(
      await updateParticipator(ctx.db, owner, body, ctx.now()),
      request.log,
      'participator',
    );
    // After the answer, like the login link: whether the address is already in use never shows in the answer.
    if (confirmationCode)
      ctx.background.run(request.log, 'mail:email-confirm', async () => {
        const campaign = await campaignForLinks(ctx.db, owner.measurementId);
        const name = campaign?.name ?? '';
        // The address's owner hears in its own language; the one who typed it reads the confirmation in theirs.
        const owningHousehold = await emailInUse(ctx.db, owner, body.email);
        ctx.background.send(
          request.log,
          owningHousehold !== undefined
            ? emailInUseMail(body.email, name, await householdLanguage(ctx.db, owningHousehold))
            : confirmEmailMail(
                body.email,
                campaignLink('/e-mailadres-bevestigen', { code: confirmationCode }, campaign?.hosts ?? [], ctx.config),
                name,
                await householdLanguage(ctx.db, owner.participatorId, request),
              ),
        );
      });
    return { id: row.id, nickname: row.nickname, email: row.email, pendingEmail: row.pendingEmail };
  });

  defineRoute(app, ctx, endpoints.confirmEmail, async ({ body, request }) => {
    const confirmation = await confirmEmail(ctx.db, body.code, ctx.now());
    request.log.info({ event: 'email.confirm', result: confirmation.result }, 'email confirmation');
    if (confirmation.result === 'unknown') throw new HttpError('not_found', sharedMessages.emailLinkInvalid);
    if (confirmation.result === 'in_use') throw new HttpError('conflict', sharedMessages.emailInUse);
    // docs/security.md C10: the old address hears that sign-in links now go elsewhere.
    if (confirmation.previousEmail && confirmation.previousEmail.toLowerCase() !== confirmation.email.toLowerCase())
      ctx.background.send(
        request.log,
        emailChangedMail(
          confirmation.previousEmail,
          await householdLanguage(ctx.db, confirmation.participatorId, request),
        ),
      );
    return { email: confirmation.email };
  });

  defineRoute(app, ctx, endpoints.confirmIncorrectData, async ({ body, auth, request, reply }) => {
    const owner = claim(auth, request.log, body);
    await limitMessages(owner, reply);
    const id = await storeIncorrectDataReport(ctx.db, owner, body.message, ctx.now());
    // Sent after the answer; if it fails for good, the housekeeping sweep sends it again (mailed_at stays null).
    ctx.background.run(
      request.log,
      'mail:incorrect-data',
      async () =>
        void (await mailIncorrectDataReport({ ...ctx, log: request.log }, id, {
          nickname: body.nickname,
          email: body.email,
        })),
    );
    return { success: true as const };
  });

  defineRoute(app, ctx, endpoints.requestHelp, async ({ body, auth, request, reply }) => {
    const owner = claim(auth, request.log, body);
    await limitMessages(owner, reply);
    const id = await storeHelpRequest(ctx.db, owner, body, ctx.now());
    ctx.background.run(
      request.log,
      'mail:help-request',
      async () => void (await mailHelpRequest({ ...ctx, log: request.log }, id)),
    );
    return { success: true as const };
  });
}
