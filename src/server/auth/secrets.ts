import { createHash, createHmac, randomBytes } from 'node:crypto';

/** 256 bits from the CSPRNG, base64url: 43 characters (docs/security.md A1). */
export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** Secrets are stored only as SHA-256 hashes: a stolen table yields no usable session or link. */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/**
 * HMAC-SHA256 under a key, cut to 16 hex characters: the same input gives the same pseudonym, but nobody without
 * the key can test which address it was. Without a configured key each process draws its own, so the pseudonyms
 * agree within one instance's lifetime only.
 */
export function keyedHasher(key: string | undefined): (value: string) => string {
  const secret = key ?? randomBytes(32).toString('hex');
  return (value) => createHmac('sha256', secret).update(value).digest('hex').slice(0, 16);
}
