import { stepRecordedCodes, type Question } from '../../../../contract/flow-script.ts';
import type { FlowFacts } from '../flow-facts.ts';

export interface StepProps {
  question: Question;
  facts: FlowFacts;
}

/** The code a question records under: its own, else the component's usual code (spec §3 question codes). */
export const codeOf = (question: Question, fallback: string): string => question.code ?? fallback;

/** How an answer is named in Mijn data and the working group's reports. */
export const keyOf = (question: Question, fallback: string): string =>
  question.printableKey ?? question.label ?? fallback;

/** The option's label for a recorded value, so the chat shows 'Tussenwoning' rather than 'terraced'. */
export const labelOf = (question: Question, value: string): string =>
  question.options?.find((o) => o.value === value)?.label ?? value;

/** The codes whose printable values show, in the chat history, what the resident answered to this question. */
export const answerCodes = (question: Question): string[] =>
  stepRecordedCodes(question).filter(
    (code) => !code.includes('{') && !code.endsWith('_other') && code !== 'SkipedEnergyUsage',
  );
