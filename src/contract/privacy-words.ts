/**
 * Promises about a household's data that more than one screen makes, written once (issue #35.4). Zod-free, so the
 * help panel of the first screens can use it.
 */

/**
 * What the working group gets of a household that asks for help or reports a fault: what its list of messages
 * shows (workingGroupMessageSchema in working-group.ts), in the words of the help panel and the privacy statement
 * (the panel left out the address the list shows).
 */
export const sharedWithWorkingGroupWords = 'je naam, je e-mailadres, het adres van je huis en je bericht';

/**
 * Answers are kept (docs/decisions/0120-answers-are-kept.md): a finished questionnaire's answers move into the home's
 * profile with their words, the advice is computed from them on every read, and a resident corrects them by answering
 * again. The statement promised to remove them; src/server/residents/my-data.routes.test.ts holds the export of a household
 * that finished every questionnaire to these words.
 */
export const answersKeptWords =
  'Je antwoorden bewaren we, ook als je een vragenlijst hebt afgerond. Dan zetten we ze bij de rekengegevens van je huis. We rekenen er steeds je advies mee uit, en zo kun je een antwoord later nog verbeteren. Je ziet ze allemaal in Mijn data en in je download.';
