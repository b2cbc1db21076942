import { and, eq } from 'drizzle-orm';
import { runsCampaign } from '../auth/organiser-sessions.ts';
import type { Db } from '../db/client.ts';
import { measurements } from '../db/schema.ts';
import { HttpError, notFound } from '../http/http-error.ts';
import { letterAddresses, lettersPdf } from '../documents/letters.ts';
import { recordAudit } from './audit.ts';
import { consoleMessages } from '../../contract/organisers.ts';
import { campaignLink, type LinkConfig } from '../sign-in/sign-in.ts';

/**
 * The console's letters: the check that the organiser runs the campaign, the codes, the PDF and the audit line
 * (who printed when, how many) in one transaction, so a failed PDF leaves no codes nobody got.
 */
export async function printLetters(
  db: Db,
  organiserId: number,
  measurementId: number,
  options: { replace: boolean; now: Date; links: LinkConfig },
): Promise<{ pdf: Buffer; letters: number }> {
  return db.transaction(async (tx) => {
    const [campaign] = await tx
      .select()
      .from(measurements)
      .where(and(eq(measurements.id, measurementId), runsCampaign(organiserId, measurementId)))
      .for('update');
    if (!campaign) throw notFound();
    const addresses = await letterAddresses(tx, measurementId, options);
    // Said in the organiser's language (record 0154).
    if (addresses.length === 0)
      throw new HttpError('conflict', options.replace ? consoleMessages.noAddresses : consoleMessages.noLetters);
    // The QR link's address from configuration only, like a mailed link (docs/decisions/0050).
    const baseUrl = new URL(campaignLink('/', {}, campaign.hosts, options.links)).origin;
    const run = await lettersPdf(tx, campaign, addresses, { ...options, baseUrl });
    await recordAudit(
      tx,
      {
        organiserId,
        measurementId,
        action: 'letters.print',
        detail: { letters: run.letters, revoked: run.revoked, replace: options.replace },
      },
      options.now,
    );
    return { pdf: run.pdf, letters: run.letters };
  });
}
