import {
  addressFieldNames,
  campaignFileProblems,
  knmiProblemTexts,
  startanalyseFieldNames,
} from './campaign-file-problems.ts';
import { answerWordTables } from './answer-words.ts';
import { fileProblemWords } from './file-problems.ts';
import { heatPlanTables } from './heat-plan-texts.ts';
import { quoteMessages } from './installer-quote-texts.ts';
import { lowTemperatureMessages } from './low-temperature-test.ts';
import { choiceMessages } from './neighbourhood-choice-texts.ts';
import { noRegretMeasureNames, noRegretTimingTexts } from './no-regret-texts.ts';
import { groupMailMessages, residentMailMessages } from './mail-texts.ts';
import { sharedMessages, type Localised } from './messages.ts';
import { letterMessages } from './letter-texts.ts';
import { consoleMessages } from './organisers.ts';
import { reportMessages } from './overview-words.ts';
import { readingMessages, readingProblems } from './readings.ts';
import { routeStepMessages } from './route-steps-texts.ts';
import { settingRangeMessages } from './settings.ts';

/**
 * Every table of texts the server sends residents in every shipped language (record 0150), by name: the content
 * linter checks them all with the catalogues' rules, and the API finds a schema's Dutch message in them to answer in
 * the request's language (server/http/schema-messages.ts). A new table joins here.
 */
export const localisedTables = {
  sharedMessages,
  quoteMessages,
  routeStepMessages,
  readingMessages,
  readingProblems,
  fileProblemWords,
  // An organiser's files: the rules' messages and the fields they name (record 0154).
  campaignFileProblems,
  addressFieldNames,
  startanalyseFieldNames,
  knmiProblemTexts,
  // What the console's calls refuse with (record 0154).
  consoleMessages,
  // The one sentence of the campaign's report no catalogue has (record 0165).
  reportMessages,
  // The advice settings' plausible ranges, which the console's settings refuse with (record 0161).
  settingRangeMessages,
  lowTemperatureMessages,
  // The heat plan's and the resident mails' words (record 0148).
  ...heatPlanTables,
  residentMailMessages,
  // The mails to the working group and organisers (record 0161).
  groupMailMessages,
  // The sign-up letters to every address, in the campaign's language (record 0154).
  letterMessages,
  // The buurtkeuze's words, which its PDF prints too (record 0149).
  buurtkeuze: choiceMessages,
  // The no-regret measures' names and best moments, which the engine gives as ids (record 0153).
  noRegretMeasureNames,
  noRegretTimingTexts,
  // The parts of a house, the roof types and the enthusiasm answers, which Mijn data and the advice show (record 0160).
  ...answerWordTables,
} satisfies Record<string, Readonly<Record<string, Localised>>>;

/** Every message of the tables, named '<table>.<id>'. */
export const everyLocalised = (): Record<string, Localised> =>
  Object.fromEntries(
    Object.entries(localisedTables).flatMap(([table, messages]) =>
      Object.entries(messages as Readonly<Record<string, Localised>>).map(([id, message]) => [
        `${table}.${id}`,
        message,
      ]),
    ),
  );
