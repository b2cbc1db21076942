import type { FlowScript, Question } from './flow-script.ts';

/** The words a resident chose in the chat, looked up by question code and recorded value (content/flows). */
export type OptionWords = (questionCode: string, value: string) => string | undefined;

/** Option labels of the questions in the given flows, so a level shows as 'Redelijk: ooit geïsoleerd'. */
export function optionWordsFrom(flows: readonly FlowScript[]): OptionWords {
  const labels = new Map<string, string>();
  for (const question of questionsOf(flows))
    for (const option of question.options ?? []) labels.set(`${question.code}=${option.value}`, option.label);
  return (code, value) => labels.get(`${code}=${value}`);
}

/** How the chat names a question code ('Isolatie dak'), for answers stored without their printable key. */
export function questionWordsFrom(flows: readonly FlowScript[]): (questionCode: string) => string | undefined {
  const names = new Map<string, string>();
  for (const question of questionsOf(flows)) {
    const name = question.printableKey ?? question.label;
    if (name) names.set(question.code, name);
  }
  return (code) => names.get(code);
}

/** Where a question comes in the given flows, in the order given: to list answers as the questionnaires ask them. */
export function questionOrderFrom(flows: readonly FlowScript[]): (questionCode: string) => number {
  const places = new Map<string, number>();
  for (const question of questionsOf(flows)) if (!places.has(question.code)) places.set(question.code, places.size);
  return (code) => places.get(code) ?? places.size;
}

function* questionsOf(flows: readonly FlowScript[]): Generator<Question & { code: string }> {
  for (const flow of flows)
    for (const step of flow.steps)
      for (const item of step.content)
        if (item.kind === 'Question' && item.props.code) yield { ...item.props, code: item.props.code };
}
