import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { FLOW_FILE_VERSION, flowScriptSchema } from '../../contract/flow-script.ts';
import { flowTranslationSchema } from '../../contract/flow-translations.ts';
import {
  STATIC_CONTENT_VERSION,
  contentInLanguage,
  faqSchema,
  heatingInfoSchema,
  mapFaqTexts,
  mapHeatingTexts,
  type TextMap,
} from '../../contract/static-content.ts';
import { SOURCE_LANGUAGE } from '../../vocabulary/languages.ts';
import { ApiError } from '../state/api-error.ts';

/** Content files (content/ on the server) are data: parsed with the contract's schema before anything plays them. */
async function fetchContent<S extends z.ZodType>(path: string, schema: S): Promise<z.output<S>> {
  let response: Response;
  try {
    response = await fetch(path, { headers: { Accept: 'application/json' } });
  } catch (error) {
    console.error(`GET ${path} failed`, error);
    throw new ApiError(0, 'network', 'network');
  }
  if (!response.ok) throw new ApiError(response.status, 'not_found', `${path} ${response.status}`);
  const parsed = schema.safeParse(await response.json().catch(() => undefined));
  if (!parsed.success) {
    console.error(`${path} does not match its schema`, parsed.error.issues.slice(0, 5));
    throw new ApiError(500, 'internal', `${path} does not match its schema`);
  }
  return parsed.data;
}

export const flowScriptQuery = (flowId: string) =>
  queryOptions({
    queryKey: ['content', 'flow', flowId],
    queryFn: () => fetchContent(`/assets/flows/${flowId}.json?v=${FLOW_FILE_VERSION}`, flowScriptSchema),
    staleTime: Infinity,
  });

/** A flow's texts in another language (content/flows/<locale>/, record 0145); Dutch needs none. */
export const flowTranslationQuery = (flowId: string, locale: string) =>
  queryOptions({
    queryKey: ['content', 'flow', flowId, locale],
    queryFn: () => fetchContent(`/assets/flows/${locale}/${flowId}.json?v=${FLOW_FILE_VERSION}`, flowTranslationSchema),
    staleTime: Infinity,
  });

/**
 * A content file in the reader's language: the Dutch file, and beside it in any other locale its translation
 * (content/<folder>/<locale>/<name>.json, record 0151), fetched together and cached per locale like the flows'.
 */
async function contentInLocale<T>(
  folder: 'heating' | 'faq',
  name: string,
  locale: string,
  schema: z.ZodType<T>,
  map: TextMap<T>,
): Promise<T> {
  const file = (path: string) => `/assets/${folder}/${path}.json?v=${STATIC_CONTENT_VERSION}`;
  const [dutch, translation] = await Promise.all([
    fetchContent(file(name), schema),
    // A content file's translation has the shape of a flow's: Dutch text to translation.
    locale === SOURCE_LANGUAGE ? undefined : fetchContent(file(`${locale}/${name}`), flowTranslationSchema),
  ]);
  return contentInLanguage(dutch, map, translation);
}

export const heatingInfoQuery = (name: string, locale: string) =>
  queryOptions({
    queryKey: ['content', 'heating', name, locale],
    queryFn: () => contentInLocale('heating', name, locale, heatingInfoSchema, mapHeatingTexts),
    staleTime: Infinity,
  });

export const faqQuery = (doc: string, locale: string) =>
  queryOptions({
    queryKey: ['content', 'faq', doc, locale],
    queryFn: () => contentInLocale('faq', doc, locale, faqSchema, mapFaqTexts),
    staleTime: Infinity,
  });
