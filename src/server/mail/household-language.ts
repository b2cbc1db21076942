import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { participators } from '../db/schema.ts';
import { requestLanguage } from '../http/request-language.ts';
import { SOURCE_LANGUAGE, type Language } from '../../vocabulary/languages.ts';

/** The language the household chose in the app (participators.language), null until it chose one (issue #40.4). */
export async function storedLanguage(db: Pick<Db, 'select'>, participatorId: number): Promise<Language | null> {
  const [row] = await db
    .select({ language: participators.language })
    .from(participators)
    .where(eq(participators.id, participatorId));
  return row?.language ?? null;
}

/**
 * The language the server writes a household in — its mails, its heat plan (issue #40.2): the one it chose in the
 * app, else the one its own request asks for (a first visit follows the browser and stores nothing), else Dutch.
 * Without a request of the household's (a mail to another household), its choice or Dutch.
 */
export async function householdLanguage(
  db: Pick<Db, 'select'>,
  participatorId: number,
  request?: FastifyRequest,
): Promise<Language> {
  return (await storedLanguage(db, participatorId)) ?? (request ? requestLanguage(request) : SOURCE_LANGUAGE);
}
