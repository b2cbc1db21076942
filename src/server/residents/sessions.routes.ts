import type { FastifyInstance, FastifyRequest } from 'fastify';
import { endpoints } from '../../contract/endpoints.ts';
import type { SignInResult } from '../../contract/session.ts';
import type { AppContext } from '../app-context.ts';
import { hashSecret, keyedHasher } from '../auth/secrets.ts';
import { residentSessionKind, sessionIdOf } from '../auth/sessions.ts';
import { HttpError } from '../http/http-error.ts';
import { loginLinkMail } from '../mail/templates.ts';
import { householdLanguage } from '../mail/household-language.ts';
import { toRealEstateDto } from '../households/real-estate.ts';
import { mailLetterGuessed } from '../working-group/mail.ts';
import { exchangeLoginCode, requestLoginLink, signInWithLetter, type SignedIn } from '../sign-in/sign-in.ts';
import { defineRoute } from '../http/define-route.ts';
import { sharedMessages } from '../../contract/messages.ts';
import { say } from '../http/request-language.ts';

const failed = (message: string): SignInResult => ({ isValid: false, realEstateObjects: [], session: null, message });
const succeeded = (s: SignedIn): SignInResult => ({
  isValid: true,
  realEstateObjects: s.homes.map(toRealEstateDto),
  session: { id: s.sessionId, participatorId: s.participatorId, isValid: true },
  language: s.language,
});

/** Sign-in both ways of the spec (letter code, e-mailed link), session checks and logout. */
export async function sessionRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const clientHash = keyedHasher(ctx.config.logHashKey);
  const authEvent = (request: FastifyRequest, event: string, result: string, participatorId?: number) =>
    logAuthEvent(request, clientHash, event, result, participatorId);

  defineRoute(app, ctx, endpoints.activate, async ({ params, body, request, reply }) => {
    const address = { measurementId: params.measurementId, postalCode: body.postalCode, houseNumber: body.houseNumber };
    const activation = await signInWithLetter(ctx.db, address, body.activationCode, request.ip, ctx.now());
    if (activation.result === 'rate_limited') {
      authEvent(request, 'auth.activate', 'rate_limited');
      reply.header('Retry-After', String(activation.retryAfterS));
      throw new HttpError('rate_limited', sharedMessages.tooManyAttempts);
    }
    if (activation.result === 'alert')
      ctx.background.run(request.log, 'mail:letter-guessed', async () => {
        await mailLetterGuessed({ ...ctx, log: request.log }, address);
      });
    if (activation.result !== 'success') {
      // 'alert': the address's failures reached a level the working group hears of. The answer stays the spec's,
      // like every other failure, so it does not tell a guesser that the address has a code.
      authEvent(request, 'auth.activate', activation.result);
      return failed(say(request, sharedMessages.invalidCombination));
    }
    const { signedIn } = activation;
    // The new session may have pushed the oldest past the parallel-session cap.
    ctx.sessionCache.evict({ participatorId: signedIn.participatorId });
    authEvent(request, 'auth.activate', 'success', signedIn.participatorId);
    return succeeded(signedIn);
  });

  defineRoute(app, ctx, endpoints.sendLoginLink, async ({ body, request }) => {
    const now = ctx.now();
    // Everything that depends on whether the address is known happens after the answer.
    ctx.background.run(request.log, 'login-link', async () => {
      const link = await requestLoginLink(ctx.db, body, request.ip, ctx.config, now);
      if (link.result !== 'issued') return authEvent(request, 'auth.link.request', link.result);
      const language = await householdLanguage(ctx.db, link.participatorId, request);
      ctx.background.send(request.log, loginLinkMail(body.email, link.url, link.campaignName, language));
      authEvent(request, 'auth.link.request', 'sent', link.participatorId);
    });
    return { success: true as const };
  });

  defineRoute(app, ctx, endpoints.exchangeLoginCode, async ({ params, request }) => {
    const signedIn = await exchangeLoginCode(ctx.db, params.measurementId, params.code, ctx.now());
    if (!signedIn) {
      authEvent(request, 'auth.link.exchange', 'failure');
      return failed(say(request, sharedMessages.invalidLink));
    }
    ctx.sessionCache.evict({ participatorId: signedIn.participatorId });
    authEvent(request, 'auth.link.exchange', 'success', signedIn.participatorId);
    return succeeded(signedIn);
  });

  defineRoute(app, ctx, endpoints.validateSession, async ({ params, request }) => {
    const id = sessionIdOf(request, params.sessionId);
    if (!id) return { isValid: false };
    const live = await residentSessionKind.lookup(ctx.db, id, ctx.now(), ctx.sessionCache);
    return { isValid: live !== undefined && live.measurementId === params.measurementId };
  });

  defineRoute(app, ctx, endpoints.killSession, async ({ params, request, reply }) => {
    const id = sessionIdOf(request, params.sessionId);
    if (id) {
      await residentSessionKind.revoke(ctx.db, id, ctx.now());
      ctx.sessionCache.evict({ idHash: hashSecret(id) });
    }
    authEvent(request, 'auth.logout', 'success');
    // docs/security.md A11: the browser drops what this origin stored (session, participator, context).
    reply.header('Clear-Site-Data', '"storage"');
    return { success: true as const };
  });
}

/** docs/security.md H1/H2: one event per sign-in attempt; the actor is the pseudonymous participator id. */
function logAuthEvent(
  request: FastifyRequest,
  clientHash: (value: string) => string,
  event: string,
  result: string,
  participatorId?: number,
): void {
  request.log.info(
    {
      event,
      result,
      // A keyed hash of the client address: a brute force can be traced across lines without storing addresses.
      client: clientHash(request.ip),
      ...(participatorId !== undefined ? { actor: participatorId } : {}),
    },
    'auth event',
  );
}
