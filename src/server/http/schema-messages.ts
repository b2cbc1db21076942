import { everyLocalised } from '../../contract/localised-tables.ts';
import type { Localised } from '../../contract/messages.ts';
import type { Language } from '../../vocabulary/languages.ts';

/**
 * The contract's messages in every shipped language, found by their Dutch text (record 0150): a zod schema carries
 * one message, the Dutch, which the web's forms and the API share; a refusal of the API says it in the request's
 * language. A message not in the tables passes as it is.
 */
const byDutch = new Map<string, Localised>(Object.values(everyLocalised()).map((message) => [message.nl, message]));

export const schemaProblemIn = (language: Language, problem: string): string =>
  byDutch.get(problem)?.[language] ?? problem;
