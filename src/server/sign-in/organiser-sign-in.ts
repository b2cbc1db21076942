import { normaliseEmail, organiserIdByEmail, organiserSessionKind } from '../auth/organiser-sessions.ts';
import { hashSecret } from '../auth/secrets.ts';
import type { Db } from '../db/client.ts';
import { campaignLink, linkRequestOverLimit, type LinkConfig } from './sign-in.ts';

export type OrganiserLinkRequest = { result: 'rate_limited' | 'not_an_organiser' } | { result: 'issued'; url: string };

/**
 * An organiser's sign-in link, within the resident link's limits (per client, per address under a key of its
 * own that holds a hash, not the address). The caller runs this after answering, so neither the answer nor its
 * timing tells whether the address is an organiser's.
 */
export async function requestOrganiserLink(
  db: Db,
  email: string,
  clientIp: string,
  links: LinkConfig,
  now: Date,
): Promise<OrganiserLinkRequest> {
  if (await linkRequestOverLimit(db, `organiser:${hashSecret(normaliseEmail(email))}`, clientIp, now))
    return { result: 'rate_limited' };
  const organiserId = await organiserIdByEmail(db, email);
  if (organiserId === undefined) return { result: 'not_an_organiser' };
  const code = await organiserSessionKind.issueCode(db, { organiserId }, now);
  return { result: 'issued', url: organiserLoginUrl(code, links) };
}

/** `…/beheer/inloggen?code={code}`, from configuration only, like the resident's link (docs/decisions/0050). */
export function organiserLoginUrl(code: string, links: LinkConfig): string {
  return campaignLink('/beheer/inloggen', { code }, [], links);
}
