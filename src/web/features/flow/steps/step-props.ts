import { i18n } from '@lingui/core';
import { stepRecordedCodes, type Question } from '../../../../contract/flow-script.ts';
import { SOURCE_LANGUAGE } from '../../../../vocabulary/languages.ts';
import type { FlowFacts } from '../flow-facts.ts';
import { sourceQuestion } from '../../../common/flow-language.ts';
import { flowWords, type Printable } from '../../../common/printables.ts';

export interface StepProps {
  question: Question;
  facts: FlowFacts;
}

/** The code a question records under: its own, else the component's usual code (spec §3 question codes). */
export const codeOf = (question: Question, fallback: string): string => question.code ?? fallback;

/**
 * The question in the language being written: its Dutch source while a step's answers are made for storage
 * (inSourceLanguage, record 0145), the question as shown while they are made for the chat's echo.
 */
export const asWritten = (question: Question): Question =>
  i18n.locale === SOURCE_LANGUAGE ? sourceQuestion(question) : question;

/** How an answer is named in Mijn data and the working group's reports. */
export const keyOf = (question: Question, fallback: string): Printable =>
  flowWords(asWritten(question).printableKey ?? asWritten(question).label ?? fallback);

/** The option's label for a recorded value, so the chat shows 'Tussenwoning' rather than 'terraced'. */
export const labelOf = (question: Question, value: string): Printable =>
  flowWords(asWritten(question).options?.find((o) => o.value === value)?.label ?? value);

/** The codes whose printable values show, in the chat history, what the resident answered to this question. */
export const answerCodes = (question: Question): string[] =>
  stepRecordedCodes(question).filter(
    (code) => !code.includes('{') && !code.endsWith('_other') && code !== 'SkipedEnergyUsage',
  );
