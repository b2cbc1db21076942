import { createHash, randomBytes } from 'node:crypto';

/** 256 bits from the CSPRNG, base64url: 43 characters (docs/security.md A1). */
export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** Secrets are stored only as SHA-256 hashes: a stolen table yields no usable session or link. */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}
