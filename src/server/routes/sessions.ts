import type { FastifyInstance, FastifyRequest } from 'fastify';
import { endpoints } from '../../contract/endpoints.ts';
import type { SignInResult } from '../../contract/session.ts';
import type { AppContext } from '../app-context.ts';
import { hashSecret } from '../auth/secrets.ts';
import { lookupSession, revokeSession } from '../auth/sessions.ts';
import { HttpError } from '../http-error.ts';
import { loginLinkMail } from '../mail/templates.ts';
import { runInBackground, sendInBackground, settleBackground } from '../services/mail-queue.ts';
import { hit, LIMITS, refund, reset } from '../services/rate-limits.ts';
import { toRealEstateDto } from '../services/real-estate.ts';
import {
  activateWithLetterCode,
  campaignForLinks,
  exchangeLoginCode,
  findParticipatorByEmail,
  issueLoginCode,
  type SignedIn,
} from '../services/sign-in.ts';
import { defineRoute } from './define-route.ts';

/** Spec §8 messages, word for word. */
export const INVALID_COMBINATION = 'Helaas, deze activatiecode en postcode huisnummer combinatie lijkt niet geldig.';
export const INVALID_LINK = 'Helaas, deze activatiecode lijkt niet (langer) geldig.';
export const TOO_MANY_ATTEMPTS = 'Te veel pogingen. Probeer het over een kwartier opnieuw.';

const failed = (message: string): SignInResult => ({ isValid: false, realEstateObjects: [], session: null, message });
const succeeded = (s: SignedIn): SignInResult => ({
  isValid: true,
  realEstateObjects: s.homes.map(toRealEstateDto),
  session: { id: s.sessionId, participatorId: s.participatorId, isValid: true },
});

/** Sign-in both ways of the spec (letter code, e-mailed link), session checks and logout. */
export async function sessionRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  app.addHook('onClose', settleBackground);

  defineRoute(app, endpoints.activate, ctx.authenticate, async ({ params, body, request, reply }) => {
    const now = ctx.now();
    const address = { measurementId: params.measurementId, postalCode: body.postalCode, houseNumber: body.houseNumber };
    const addressKey = `${address.measurementId}:${address.postalCode}:${address.houseNumber}`;
    // Count the attempt first (atomic), refund it on success: parallel guesses cannot slip past the limit.
    const [perIp, perAddress] = await Promise.all([
      hit(ctx.db, LIMITS.activationPerIp, request.ip, now),
      hit(ctx.db, LIMITS.activationPerAddress, addressKey, now),
    ]);
    if (perIp.count > LIMITS.activationPerIp.limit || perAddress.count > LIMITS.activationPerAddress.limit) {
      authEvent(request, 'auth.activate', 'rate_limited');
      reply.header('Retry-After', String(Math.max(perIp.retryAfterS, perAddress.retryAfterS)));
      throw new HttpError('rate_limited', TOO_MANY_ATTEMPTS);
    }
    const activation = await activateWithLetterCode(ctx.db, address, body.activationCode, now);
    if (activation.result !== 'success') {
      // 'locked': this failure reached the lifetime cap and revoked the address's codes. The answer stays the
      // spec's, like every other failure, so it does not tell a guesser that the address has (had) a code.
      authEvent(request, 'auth.activate', activation.result);
      return failed(INVALID_COMBINATION);
    }
    const { signedIn } = activation;
    await Promise.all([
      refund(ctx.db, LIMITS.activationPerIp, request.ip),
      reset(ctx.db, LIMITS.activationPerAddress, [addressKey]),
    ]);
    // The new session may have pushed the oldest past the parallel-session cap.
    ctx.sessionCache.evict({ participatorId: signedIn.participatorId });
    authEvent(request, 'auth.activate', 'success', signedIn.participatorId);
    return succeeded(signedIn);
  });

  defineRoute(app, endpoints.sendLoginLink, ctx.authenticate, async ({ body, request }) => {
    const now = ctx.now();
    const [perIp, perEmail] = await Promise.all([
      hit(ctx.db, LIMITS.loginLinkPerIp, request.ip, now),
      hit(ctx.db, LIMITS.loginLinkPerEmail, `${body.measurementId}:${body.email}`, now),
    ]);
    const limited = perIp.count > LIMITS.loginLinkPerIp.limit || perEmail.count > LIMITS.loginLinkPerEmail.limit;
    // Everything that depends on whether the address is known happens after the answer.
    runInBackground(ctx.log, 'login-link', async () => {
      if (limited) return authEvent(request, 'auth.link.request', 'rate_limited');
      const participator = await findParticipatorByEmail(ctx.db, body.measurementId, body.email);
      const campaign = await campaignForLinks(ctx.db, body.measurementId);
      if (!participator || !campaign) return authEvent(request, 'auth.link.request', 'unknown_address');
      const code = await issueLoginCode(ctx.db, participator.id, body.measurementId, now);
      sendInBackground(
        ctx,
        loginLinkMail(body.email, loginUrl(body.url, code, campaign.hosts, ctx.config.publicUrl), campaign.name),
      );
      authEvent(request, 'auth.link.request', 'sent', participator.id);
    });
    return { success: true as const };
  });

  defineRoute(app, endpoints.exchangeLoginCode, ctx.authenticate, async ({ params, request }) => {
    const signedIn = await exchangeLoginCode(ctx.db, params.measurementId, params.code, ctx.now());
    if (!signedIn) {
      authEvent(request, 'auth.link.exchange', 'failure');
      return failed(INVALID_LINK);
    }
    ctx.sessionCache.evict({ participatorId: signedIn.participatorId });
    authEvent(request, 'auth.link.exchange', 'success', signedIn.participatorId);
    return succeeded(signedIn);
  });

  defineRoute(app, endpoints.validateSession, ctx.authenticate, async ({ params }) => {
    const live = await lookupSession(ctx.db, ctx.sessionCache, params.sessionId, ctx.now());
    return { isValid: live !== undefined && live.measurementId === params.measurementId };
  });

  defineRoute(app, endpoints.killSession, ctx.authenticate, async ({ params, request, reply }) => {
    await revokeSession(ctx.db, params.sessionId, ctx.now());
    ctx.sessionCache.evict({ idHash: hashSecret(params.sessionId) });
    authEvent(request, 'auth.logout', 'success');
    // Security-checklist A11: the browser drops what this origin stored (session, participator, context).
    reply.header('Clear-Site-Data', '"storage"');
    return { success: true as const };
  });
}

/** Security-checklist H1/H2: one event per sign-in attempt; the actor is the pseudonymous participator id. */
function authEvent(request: FastifyRequest, event: string, result: string, participatorId?: number): void {
  request.log.info({ event, result, ...(participatorId !== undefined ? { actor: participatorId } : {}) }, 'auth event');
}

/**
 * `{url}?set_session={code}` (spec §2). The link may only point at this installation: the host must be the
 * public URL's or one of the campaign's hosts, otherwise a forged request could mail a resident a link
 * that hands their code to someone else's site.
 */
export function loginUrl(
  requested: string,
  code: string,
  campaignHosts: string[],
  publicUrl: string | undefined,
): string {
  const allowed = new Set(campaignHosts.map((h) => h.toLowerCase()));
  if (publicUrl) allowed.add(new URL(publicUrl).hostname.toLowerCase());
  let url: URL;
  try {
    url = new URL(requested);
  } catch {
    url = new URL('/inloggen', publicUrl ?? `http://${campaignHosts[0] ?? 'localhost'}`);
  }
  if (!allowed.has(url.hostname.toLowerCase())) {
    url = new URL(url.pathname, publicUrl ?? `http://${campaignHosts[0] ?? 'localhost'}`);
  }
  url.hash = '';
  url.search = '';
  url.searchParams.set('set_session', code);
  return url.toString();
}
