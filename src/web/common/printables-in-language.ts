import { useQueries, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { FlowTranslation } from '../../contract/flow-translations.ts';
import { FLOW_IDS } from '../../contract/flow-ids.ts';
import { SOURCE_LANGUAGE } from '../../vocabulary/languages.ts';
import { flowTranslationQuery } from '../api/content.ts';
import { inLocale, loadMessagesOf } from './flow-language.ts';
import { printableIn, type FlowWordsInLanguage } from './printables.ts';
import type { Locale } from '../locales/packs.ts';

/** Stored answers' words read back in one language: `read` gives a stored Dutch text's, once it is ready. */
export interface PrintablesInLanguage {
  pending: boolean;
  read: (dutch: string) => string;
}

/**
 * Stored answers' printable keys and values in `locale` (record 0164), wherever an app page reads them back to a
 * person: Mijn data in the app's language, the coach's page in the plan's. Each text is read in a query, outside a
 * render, because the chat's texts are said by making their locale briefly active (`inLocale`), and a render must
 * not see the language change. Everything it loads is public: the questionnaires' translations and the message packs.
 */
export function usePrintablesIn(locale: Locale, stored: readonly (string | null)[]): PrintablesInLanguage {
  const client = useQueryClient();
  const translated = locale !== SOURCE_LANGUAGE;
  const texts = [...new Set(stored.filter((text): text is string => text !== null))];
  const read = useQueries({
    queries: texts.map((dutch) => ({
      queryKey: ['printable-in', locale, dutch],
      queryFn: async () => {
        const words = await flowWordsIn(client, locale);
        return inLocale(locale, () => printableIn(dutch, words));
      },
      enabled: translated,
      staleTime: Infinity,
    })),
  });
  const pending = translated && read.some((query) => query.isPending);
  // The same object while nothing changed, so a page may keep what it derives from `read` (the chat's answers).
  const textsKey = texts.join('\u0001');
  const readKey = read.map((query) => query.data ?? '').join('\u0001');
  return useMemo(() => {
    const shown = readKey.split('\u0001');
    const byText = new Map(textsKey.split('\u0001').map((dutch, i) => [dutch, shown[i] || undefined]));
    return { pending, read: (dutch: string) => byText.get(dutch) ?? dutch };
  }, [pending, textsKey, readKey]);
}

/**
 * Every questionnaire's words in a locale, and the Dutch and that locale's messages loaded: a stored text may come
 * from any flow (an option, a unit, a usage named in another flow's question). A flow whose translation fails to
 * load keeps its Dutch words.
 */
async function flowWordsIn(client: QueryClient, locale: Locale): Promise<FlowWordsInLanguage> {
  const [translations] = await Promise.all([
    Promise.all(FLOW_IDS.map((id) => client.fetchQuery(flowTranslationQuery(id, locale)).catch(() => ({})))),
    loadMessagesOf(SOURCE_LANGUAGE),
    loadMessagesOf(locale),
  ]);
  const texts: FlowTranslation = Object.assign({}, ...translations);
  return { word: (dutch) => texts[dutch] ?? dutch, known: (dutch) => texts[dutch] !== undefined };
}
