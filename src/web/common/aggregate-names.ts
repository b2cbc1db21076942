import { useQuery } from '@tanstack/react-query';
import { HOUSE_DETAILS_FLOW } from '../../contract/flow-ids.ts';
import { optionWordsFrom } from '../../contract/flow-words.ts';
import { LEVEL_QUESTION_CODES } from '../../engine/index.ts';
import { flowScriptQuery } from '../api/content.ts';
import { useFlowsInLanguage } from './flows-in-language.ts';
import { aggregateGroupNames } from './working-group-texts.ts';

/**
 * The aggregates' keys named in the app's language, for the working group's overview and the console's report alike:
 * an insulation level as the questionnaire in that language offers it (content/flows/<locale>/, record 0160), marked
 * Dutch where its translation lacks it. `pending` while the questionnaire or its translation loads.
 */
export function useAggregateNames() {
  const flows = useFlowsInLanguage([HOUSE_DETAILS_FLOW]);
  // A level is stored as its option's value; the Dutch questionnaire names it, and the translation is keyed by that.
  const dutch = useQuery(flowScriptQuery(HOUSE_DETAILS_FLOW));
  const option = optionWordsFrom(dutch.data ? [dutch.data] : []);
  return {
    pending: flows.pending,
    names: aggregateGroupNames((part, key) => {
      const word = option(LEVEL_QUESTION_CODES[part], key);
      if (word === undefined) return undefined;
      return flows.staysDutch(word) ? { text: word, dutch: true } : { text: flows.word(word) };
    }),
  };
}
