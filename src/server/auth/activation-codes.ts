import { randomInt, scrypt, timingSafeEqual, randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { ACTIVATION_ALPHABET } from '../../contract/session.ts';
import type { Db } from '../db/client.ts';
import { activationCodes, realEstateObjects } from '../db/schema.ts';

const scryptAsync = promisify(scrypt) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: { N: number; r: number; p: number },
) => Promise<Buffer>;
/** N=2^14 rather than OWASP's 2^17 (128 MiB a hash on 2 cores): see docs/decisions/0035-api-letter-code-lockout.md. */
const SCRYPT = { N: 16_384, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;
const DAY_MS = 24 * 60 * 60 * 1000;

/** 10 characters of a 32-letter alphabet without look-alikes (50 bits), shown as XXX-XXXX-XXX. */
export function generateActivationCode(): string {
  const chars = Array.from({ length: 10 }, () => ACTIVATION_ALPHABET[randomInt(ACTIVATION_ALPHABET.length)]!);
  return `${chars.slice(0, 3).join('')}-${chars.slice(3, 7).join('')}-${chars.slice(7).join('')}`;
}

const normalise = (code: string) => code.replace(/-/g, '').toUpperCase();

export async function hashActivationCode(code: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(normalise(code), salt, KEY_LENGTH, SCRYPT);
  return ['scrypt', SCRYPT.N, SCRYPT.r, SCRYPT.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function activationCodeMatches(code: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await scryptAsync(normalise(code), Buffer.from(salt, 'base64url'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return timingSafeEqual(actual, expected);
}

/** A fresh code for one address, valid for the campaign's sign-up window; only its hash is stored. */
export async function issueActivationCode(
  db: Db,
  address: { measurementId: number; postalCode: string; houseNumber: number },
  windowDays: number,
  now: Date,
): Promise<string> {
  const code = generateActivationCode();
  await db.insert(activationCodes).values({
    ...address,
    codeHash: await hashActivationCode(code),
    createdAt: now,
    expiresAt: new Date(now.getTime() + windowDays * DAY_MS),
  });
  return code;
}

/** True when a live (unexpired, unrevoked) code of this address matches. */
export async function verifyActivationCode(
  db: Db,
  address: { measurementId: number; postalCode: string; houseNumber: number },
  code: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .select({ codeHash: activationCodes.codeHash })
    .from(activationCodes)
    .where(liveCodesOf(address, now));
  // An address without a live code costs one scrypt as well, so timing does not tell which addresses have
  // codes (docs/security.md B5).
  if (rows.length === 0) {
    await activationCodeMatches(code, await dummyHash());
    return false;
  }
  let matched = false;
  for (const row of rows) if (await activationCodeMatches(code, row.codeHash)) matched = true;
  return matched;
}

/**
 * docs/security.md B4: wrong codes never revoke a letter (docs/decisions/0090). Guessing is slowed by the rate
 * limits instead, and hopeless against 50 bits; the working group hears when an address has had this many failed
 * attempts (and again at ten and a hundred times as many), so it can send a new letter if it thinks the letter
 * itself was seen by someone else.
 */
export const ACTIVATION_ALERT_AT = [100, 1_000, 10_000] as const;

type Address = { measurementId: number; postalCode: string; houseNumber: number };

/**
 * Counts one failed attempt against every live code of the address. 'alert' only for the attempt that brought a
 * code's count to one of ACTIVATION_ALERT_AT: the increment and its result are one statement, so exactly one of
 * any number of parallel attempts (or instances) sees each threshold. An address without live codes runs the same
 * statement and touches nothing.
 */
export async function recordFailedActivation(db: Db, address: Address, now: Date): Promise<'failure' | 'alert'> {
  const counted = await db
    .update(activationCodes)
    .set({ failedAttempts: sql`${activationCodes.failedAttempts} + 1` })
    .where(liveCodesOf(address, now))
    .returning({ failedAttempts: activationCodes.failedAttempts });
  return counted.some((row) => (ACTIVATION_ALERT_AT as readonly number[]).includes(row.failedAttempts))
    ? 'alert'
    : 'failure';
}

/**
 * Hash of a random code, to spend the same time on an address without codes. Process-wide on purpose: it is a
 * constant, not state (any code's hash serves), and computing it once keeps scrypt off the hot path.
 */
let dummy: Promise<string> | undefined;
function dummyHash(): Promise<string> {
  dummy ??= hashActivationCode(generateActivationCode());
  return dummy;
}

/**
 * A new letter for an address: every live code of the address is revoked and one new code is issued for the
 * sign-up window, so a letter that wrong guesses used up works again (docs/decisions/0053). Undefined when the
 * campaign has no home at that address.
 */
export async function reissueActivationCode(
  db: Db,
  address: { measurementId: number; postalCode: string; houseNumber: number },
  windowDays: number,
  now: Date,
): Promise<string | undefined> {
  return db.transaction(async (tx) => {
    const [home] = await tx
      .select({ id: realEstateObjects.id })
      .from(realEstateObjects)
      .where(
        and(
          eq(realEstateObjects.measurementId, address.measurementId),
          eq(realEstateObjects.postalCode, address.postalCode),
          eq(realEstateObjects.houseNumber, address.houseNumber),
        ),
      )
      .limit(1);
    if (!home) return undefined;
    await tx
      .update(activationCodes)
      .set({ revokedAt: now })
      .where(and(codesOf(address), isNull(activationCodes.revokedAt)));
    return issueActivationCode(tx, address, windowDays, now);
  });
}

/** Every code of one address of a campaign. */
function codesOf(address: { measurementId: number; postalCode: string; houseNumber: number }) {
  return and(
    eq(activationCodes.measurementId, address.measurementId),
    eq(activationCodes.postalCode, address.postalCode),
    eq(activationCodes.houseNumber, address.houseNumber),
  );
}

/** The codes of an address that can still sign in: not revoked, not expired. */
function liveCodesOf(address: { measurementId: number; postalCode: string; houseNumber: number }, now: Date) {
  return and(codesOf(address), isNull(activationCodes.revokedAt), gt(activationCodes.expiresAt, now));
}
