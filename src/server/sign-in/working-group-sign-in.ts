import { isMember, memberHash, workingGroupSessionKind } from '../auth/working-group-sessions.ts';
import type { Db } from '../db/client.ts';
import { campaignForLinks, campaignLink, linkRequestOverLimit, type LinkConfig } from './sign-in.ts';

export type WorkingGroupLinkRequest =
  { result: 'rate_limited' | 'not_a_member' } | { result: 'issued'; url: string; campaignName: string };

/**
 * A working-group login link for an address on the campaign's list, within the resident link's limits (per
 * client, per address; the address key is apart from the resident's). The caller runs this after answering, so
 * neither the answer nor its timing tells whether the address is on the list.
 */
export async function requestWorkingGroupLink(
  db: Db,
  request: { measurementId: number; email: string },
  clientIp: string,
  links: LinkConfig,
  now: Date,
): Promise<WorkingGroupLinkRequest> {
  const hash = memberHash(request.email);
  if (await linkRequestOverLimit(db, `working-group:${request.measurementId}:${hash}`, clientIp, now))
    return { result: 'rate_limited' };
  const campaign = await campaignForLinks(db, request.measurementId);
  if (!campaign || !(await isMember(db, request.measurementId, hash))) return { result: 'not_a_member' };
  const code = await workingGroupSessionKind.issueCode(
    db,
    { measurementId: request.measurementId, memberHash: hash },
    now,
  );
  return { result: 'issued', url: workingGroupLoginUrl(code, campaign.hosts, links), campaignName: campaign.name };
}

/** `…/werkgroep/inloggen?code={code}`, from configuration only, like the resident's link. */
export function workingGroupLoginUrl(code: string, campaignHosts: string[], links: LinkConfig): string {
  return campaignLink('/werkgroep/inloggen', { code }, campaignHosts, links);
}
