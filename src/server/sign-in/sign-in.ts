import { and, asc, eq, sql } from 'drizzle-orm';
import { recordFailedActivation, verifyActivationCode } from '../auth/activation-codes.ts';
import { residentSessionKind } from '../auth/sessions.ts';
import type { Db } from '../db/client.ts';
import { measurements, participatorRealEstates, participators, realEstateObjects } from '../db/schema.ts';
import { hit, LIMITS, peek, refund, reset } from '../http/rate-limits.ts';
import { storedLanguage } from '../mail/household-language.ts';
import type { RealEstateRow } from '../households/real-estate.ts';
import type { Language } from '../../vocabulary/languages.ts';

export interface SignedIn {
  participatorId: number;
  sessionId: string;
  homes: RealEstateRow[];
  /** The language the household chose in the app, so a new device starts in it (issue #40.4). */
  language: Language | null;
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
    const sessionId = await residentSessionKind.createSession(
      tx,
      { participatorId, measurementId: address.measurementId },
      now,
    );
    return { participatorId, sessionId, homes, language: await storedLanguage(tx, participatorId) };
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

/**
 * Exchanges a login code for a new session (atomic and single use: session-kind.ts), with the household's homes
 * read in the same transaction.
 */
export async function exchangeLoginCode(
  db: Db,
  measurementId: number,
  code: string,
  now: Date,
): Promise<SignedIn | undefined> {
  return db.transaction(async (tx) => {
    const session = await residentSessionKind.exchangeCode(tx, code, { measurementId }, now);
    if (!session) return undefined;
    const { participatorId } = session.holder;
    const homes = await tx
      .select({ home: realEstateObjects })
      .from(realEstateObjects)
      .innerJoin(participatorRealEstates, eq(participatorRealEstates.realEstateId, realEstateObjects.id))
      .where(
        and(
          eq(participatorRealEstates.participatorId, participatorId),
          eq(realEstateObjects.measurementId, measurementId),
        ),
      )
      .orderBy(asc(realEstateObjects.id));
    return {
      participatorId,
      sessionId: session.id,
      homes: homes.map((h) => h.home),
      language: await storedLanguage(tx, participatorId),
    };
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
  if (await linkRequestOverLimit(db, loginLinkEmailKey(request.measurementId, request.email), clientIp, now))
    return { result: 'rate_limited' };
  const participator = await findParticipatorByEmail(db, request.measurementId, request.email);
  const campaign = await campaignForLinks(db, request.measurementId);
  if (!participator || !campaign) return { result: 'unknown_address' };
  const code = await residentSessionKind.issueCode(
    db,
    { participatorId: participator.id, measurementId: request.measurementId },
    now,
  );
  return {
    result: 'issued',
    participatorId: participator.id,
    url: loginUrl(code, campaign.hosts, links),
    campaignName: campaign.name,
  };
}

/**
 * Counts a link request of any kind against its client and its address (`emailKey`, apart per kind); true when
 * either is over the resident link's limits.
 */
export async function linkRequestOverLimit(db: Db, emailKey: string, clientIp: string, now: Date): Promise<boolean> {
  const [perIp, perEmail] = await Promise.all([
    hit(db, LIMITS.loginLinkPerIp, clientIp, now),
    hit(db, LIMITS.loginLinkPerEmail, emailKey, now),
  ]);
  return perIp.count > LIMITS.loginLinkPerIp.limit || perEmail.count > LIMITS.loginLinkPerEmail.limit;
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
