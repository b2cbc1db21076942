import { useQueries } from '@tanstack/react-query';
import type { FlowScript } from '../../contract/flow-script.ts';
import { translateFlow, type FlowTranslation } from '../../contract/flow-translations.ts';
import { SOURCE_LANGUAGE } from '../../vocabulary/languages.ts';
import { flowScriptQuery, flowTranslationQuery } from '../api/content.ts';
import { useLocale } from '../state/language.ts';

/** Questionnaires read back in the app's language: their scripts, and a stored Dutch text in that language. */
export interface FlowsInLanguage {
  /** True while a flow or its translation is still loading. */
  pending: boolean;
  /** The flows that loaded, each in the app's language where a translation has its texts. */
  scripts: FlowScript[];
  /** A Dutch text of these flows (a stored answer's printable key or value) in the app's language, else as it is. */
  word: (dutch: string) => string;
  /** Whether a text with words stays Dutch in another language: the translations lack it. */
  staysDutch: (dutch: string) => boolean;
}

/**
 * The questionnaires' words outside the chat (record 0160): Mijn data, the isolatielabel page and an advice's
 * building changes show the options and stored answers as the questionnaire in the reader's language names them
 * (content/flows/<locale>/, record 0145). A flow without a translation, or one that failed to load, stays Dutch.
 */
export function useFlowsInLanguage(flowIds: readonly string[]): FlowsInLanguage {
  const locale = useLocale();
  const translated = locale !== SOURCE_LANGUAGE;
  const flows = useQueries({ queries: flowIds.map((id) => flowScriptQuery(id)) });
  const translations = useQueries({
    queries: flowIds.map((id) => ({ ...flowTranslationQuery(id, locale), enabled: translated })),
  });
  const texts: FlowTranslation = Object.assign({}, ...translations.map((q) => (translated ? (q.data ?? {}) : {})));
  return {
    pending: flows.some((q) => q.isPending) || (translated && translations.some((q) => q.isLoading)),
    scripts: flows.flatMap((q, i) => {
      if (!q.data) return [];
      const translation = translated ? translations[i]?.data : undefined;
      return [translation ? translateFlow(q.data, translation) : q.data];
    }),
    word: (dutch) => texts[dutch] ?? dutch,
    staysDutch: (dutch) => translated && texts[dutch] === undefined && /\p{L}/u.test(dutch),
  };
}
