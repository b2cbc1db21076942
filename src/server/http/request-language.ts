import type { FastifyRequest } from 'fastify';
import { sayIn, type Localised } from '../../contract/messages.ts';
import { acceptLanguageTags, matchLanguage, SOURCE_LANGUAGE, type Language } from '../../vocabulary/languages.ts';

/**
 * The language a request's answer speaks (issue #40.2): the first shipped one in its Accept-Language header, else
 * Dutch. The web app sends the resident's chosen language in that header on every call (web/api/client.ts).
 */
export const requestLanguage = (request: FastifyRequest): Language =>
  matchLanguage(acceptLanguageTags(request.headers['accept-language'])) ?? SOURCE_LANGUAGE;

/** A shared message in the request's language. */
export const say = (request: FastifyRequest, message: Localised, values?: Record<string, string>): string =>
  sayIn(requestLanguage(request), message, values);
