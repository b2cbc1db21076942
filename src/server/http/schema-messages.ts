import { quoteMessages } from '../../contract/installer-quote-texts.ts';
import { lowTemperatureMessages } from '../../contract/low-temperature-test.ts';
import type { Localised } from '../../contract/messages.ts';
import { readingMessages } from '../../contract/readings.ts';
import { routeStepMessages } from '../../contract/route-steps-texts.ts';
import type { Language } from '../../vocabulary/languages.ts';

/**
 * The contract's schema messages in every shipped language, found by their Dutch text (record 0150): a zod schema
 * carries one message, the Dutch, which the web's forms and the API share; a refusal of the API says it in the
 * request's language. A message not in these tables passes as it is.
 */
const byDutch = new Map<string, Localised>(
  [quoteMessages, routeStepMessages, readingMessages, lowTemperatureMessages].flatMap((table) =>
    Object.values(table as Record<string, Localised>).map((message) => [message.nl, message] as const),
  ),
);

export const schemaProblemIn = (language: Language, problem: string): string =>
  byDutch.get(problem)?.[language] ?? problem;
