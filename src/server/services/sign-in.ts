import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import { recordFailedActivation, verifyActivationCode } from '../auth/activation-codes.ts';
import { hashSecret, newSecret } from '../auth/secrets.ts';
import { createSession } from '../auth/sessions.ts';
import type { Db } from '../db/client.ts';
import { loginLinks, measurements, participatorRealEstates, participators, realEstateObjects } from '../db/schema.ts';
import { hit, LIMITS, peek, refund, reset } from '../http/rate-limits.ts';
import type { RealEstateRow } from '../households/real-estate.ts';

/** Spec §5: login links are valid 15 minutes and work once. */
export const LOGIN_LINK_TTL_MS = 15 * 60_000;

export interface SignedIn {
  participatorId: number;
  sessionId: string;
  homes: RealEstateRow[];
}

export interface Address {
  measurementId: number;
  postalCode: string;
  houseNumber: number;
}

export type Activation = { result: 'success'; signedIn: SignedIn } | { result: 'failure' | 'alert' };

/**
 * Letter sign-in: a live code of this address signs in as the address's household (docs/decisions/
 * 0030-api-household-as-participator.md). The first activation creates the participator and links every
 * home at the address; later ones sign in as the same participator. A code that does not match is counted
 * against the address; 'alert' when that count reached a level the working group hears of (docs/decisions/0090).
 */
export async function activateWithLetterCode(db: Db, address: Address, code: string, now: Date): Promise<Activation> {
  if (!(await verifyActivationCode(db, address, code, now)))
    return { result: await recordFailedActivation(db, address, now) };
  const signedIn = await signInAtAddress(db, address, now);
  return signedIn ? { result: 'success', signedIn } : { result: 'failure' };
}

async function signInAtAddress(db: Db, address: Address, now: Date): Promise<SignedIn | undefined> {
  return db.transaction(async (tx) => {
    // Lock the address's homes: two first activations at once must not create two households.
    const homes = await tx
      .select()
      .from(realEstateObjects)
      .where(
        and(
          eq(realEstateObjects.measurementId, address.measurementId),
          eq(realEstateObjects.postalCode, address.postalCode),
          eq(realEstateObjects.houseNumber, address.houseNumber),
        ),
      )
      .orderBy(asc(realEstateObjects.id))
      .for('update');
    if (homes.length === 0) return undefined;
    const [linked] = await tx
      .select({ participatorId: participatorRealEstates.participatorId })
      .from(participatorRealEstates)
      .where(
        sql`${participatorRealEstates.realEstateId} in (${sql.join(
          homes.map((h) => sql`${h.id}`),
          sql`, `,
        )})`,
      )
      .orderBy(asc(participatorRealEstates.participatorId))
      .limit(1);
    let participatorId = linked?.participatorId;
    if (participatorId === undefined) {
      const [created] = await tx
        .insert(participators)
        .values({ measurementId: address.measurementId, createdAt: now, updatedAt: now })
        .returning({ id: participators.id });
      participatorId = created!.id;
    }
    // Homes added to the address after the first activation join the same household.
    await tx
      .insert(participatorRealEstates)
      .values(homes.map((h) => ({ participatorId: participatorId!, realEstateId: h.id })))
      .onConflictDoNothing();
    const sessionId = await createSession(tx, participatorId, address.measurementId, now);
    return { participatorId, sessionId, homes };
  });
}

/** The participator of this e-mail address in this campaign, if any. */
export async function findParticipatorByEmail(
  db: Db,
  measurementId: number,
  email: string,
): Promise<{ id: number } | undefined> {
  const [row] = await db
    .select({ id: participators.id })
    .from(participators)
    .where(
      and(eq(participators.measurementId, measurementId), sql`lower(${participators.email}) = ${email.toLowerCase()}`),
    );
  return row;
}

/** A new single-use login code for the participator; older unused codes stop working (docs/security.md C5). */
export async function issueLoginCode(
  db: Db,
  participatorId: number,
  measurementId: number,
  now: Date,
): Promise<string> {
  const code = newSecret();
  await db.transaction(async (tx) => {
    await tx
      .update(loginLinks)
      .set({ usedAt: now })
      .where(and(eq(loginLinks.participatorId, participatorId), isNull(loginLinks.usedAt)));
    await tx.insert(loginLinks).values({
      tokenHash: hashSecret(code),
      participatorId,
      measurementId,
      expiresAt: new Date(now.getTime() + LOGIN_LINK_TTL_MS),
      createdAt: now,
    });
  });
  return code;
}

/**
 * Exchanges a login code for a new session. Consuming is one atomic UPDATE … WHERE used_at IS NULL, so
 * of any number of parallel exchanges exactly one wins (docs/security.md C2).
 */
export async function exchangeLoginCode(
  db: Db,
  measurementId: number,
  code: string,
  now: Date,
): Promise<SignedIn | undefined> {
  return db.transaction(async (tx) => {
    const [link] = await tx
      .update(loginLinks)
      .set({ usedAt: now })
      .where(
        and(
          eq(loginLinks.tokenHash, hashSecret(code)),
          eq(loginLinks.measurementId, measurementId),
          isNull(loginLinks.usedAt),
          gt(loginLinks.expiresAt, now),
        ),
      )
      .returning({ participatorId: loginLinks.participatorId });
    if (!link) return undefined;
    const homes = await tx
      .select({ home: realEstateObjects })
      .from(realEstateObjects)
      .innerJoin(participatorRealEstates, eq(participatorRealEstates.realEstateId, realEstateObjects.id))
      .where(
        and(
          eq(participatorRealEstates.participatorId, link.participatorId),
          eq(realEstateObjects.measurementId, measurementId),
        ),
      )
      .orderBy(asc(realEstateObjects.id));
    const sessionId = await createSession(tx, link.participatorId, measurementId, now);
    return { participatorId: link.participatorId, sessionId, homes: homes.map((h) => h.home) };
  });
}

export async function campaignForLinks(
  db: Db,
  measurementId: number,
): Promise<{ name: string; hosts: string[] } | undefined> {
  const [row] = await db
    .select({ name: measurements.name, hosts: measurements.hosts })
    .from(measurements)
    .where(eq(measurements.id, measurementId));
  return row;
}

/** The subject of an address's sign-in counters: deleting my data removes them with the household (my-data.ts). */
export function letterAddressKey(address: Address): string {
  return `${address.measurementId}:${address.postalCode}:${address.houseNumber}`;
}

/** The subject of an e-mail address's login-link counter, which deleting my data removes too (my-data.ts). */
export function loginLinkEmailKey(measurementId: number, email: string): string {
  return `${measurementId}:${email}`;
}

export type LetterSignIn = Activation | { result: 'rate_limited'; retryAfterS: number };

/**
 * Letter sign-in with its rate limits. Attempts are counted per client address, per home address, and per pair
 * (atomically, so parallel guesses cannot slip past a limit). An address over its limit does not lock everyone
 * out: a client gets its own small budget for it, so the resident with the letter still signs in while someone
 * else guesses at their address, and no number of wrong guesses revokes the letter (docs/decisions/0090). A
 * success gives back the client's own tries, not the address's count: signing in with one's own letter must not
 * open the address to more guessing.
 */
export async function signInWithLetter(
  db: Db,
  address: Address,
  code: string,
  clientIp: string,
  now: Date,
): Promise<LetterSignIn> {
  const addressKey = letterAddressKey(address);
  const pairKey = [addressKey, clientIp] as const;
  const [perIp, perAddress, perPair] = await Promise.all([
    hit(db, LIMITS.activationPerIp, clientIp, now),
    peek(db, LIMITS.activationPerAddress, addressKey, now),
    hit(db, LIMITS.activationPerAddressClient, pairKey, now),
  ]);
  const addressUnderAttack = perAddress.count >= LIMITS.activationPerAddress.limit;
  if (
    perIp.count > LIMITS.activationPerIp.limit ||
    (addressUnderAttack && perPair.count > LIMITS.activationPerAddressClient.limit)
  )
    return {
      result: 'rate_limited',
      retryAfterS: Math.max(perIp.retryAfterS, perAddress.retryAfterS, perPair.retryAfterS),
    };
  const activation = await activateWithLetterCode(db, address, code, now);
  if (activation.result === 'success')
    await Promise.all([
      refund(db, LIMITS.activationPerIp, clientIp),
      reset(db, LIMITS.activationPerAddressClient, [pairKey]),
    ]);
  else await hit(db, LIMITS.activationPerAddress, addressKey, now);
  return activation;
}

export type LoginLinkRequest =
  | { result: 'rate_limited' | 'unknown_address' }
  | { result: 'issued'; participatorId: number; url: string; campaignName: string };

/**
 * A login link for an e-mail address of the campaign, within the per-client and per-address limits. The
 * caller runs this after answering, so the answer and its timing never tell whether the address is known.
 */
export async function requestLoginLink(
  db: Db,
  request: { measurementId: number; email: string },
  clientIp: string,
  links: LinkConfig,
  now: Date,
): Promise<LoginLinkRequest> {
  const [perIp, perEmail] = await Promise.all([
    hit(db, LIMITS.loginLinkPerIp, clientIp, now),
    hit(db, LIMITS.loginLinkPerEmail, loginLinkEmailKey(request.measurementId, request.email), now),
  ]);
  if (perIp.count > LIMITS.loginLinkPerIp.limit || perEmail.count > LIMITS.loginLinkPerEmail.limit)
    return { result: 'rate_limited' };
  const participator = await findParticipatorByEmail(db, request.measurementId, request.email);
  const campaign = await campaignForLinks(db, request.measurementId);
  if (!participator || !campaign) return { result: 'unknown_address' };
  const code = await issueLoginCode(db, participator.id, request.measurementId, now);
  return {
    result: 'issued',
    participatorId: participator.id,
    url: loginUrl(code, campaign.hosts, links),
    campaignName: campaign.name,
  };
}

export interface LinkConfig {
  publicUrl: string | undefined;
  port: number;
}

/**
 * A link for a mail, built from configuration only: the public URL, or else the campaign's first host on this
 * server's port. Nothing of the request chooses scheme, host, port or path, so a forged request cannot mail a
 * resident a link that hands their code to another site (docs/decisions/0050).
 */
export function campaignLink(
  path: string,
  query: Record<string, string>,
  campaignHosts: string[],
  links: LinkConfig,
): string {
  const url = new URL(path, links.publicUrl ?? `http://${campaignHosts[0] ?? 'localhost'}:${links.port}`);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  return url.toString();
}

/** `…/inloggen?set_session={code}` (spec §2). */
export function loginUrl(code: string, campaignHosts: string[], links: LinkConfig): string {
  return campaignLink('/inloggen', { set_session: code }, campaignHosts, links);
}
