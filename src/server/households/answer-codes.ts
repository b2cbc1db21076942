import {
  AMOUNT_MULTIPLIER,
  RUNNER_ONLY_CODES,
  stepRecordedCodes,
  type FlowScript,
  type Question,
} from '../../contract/flow-script.ts';

/** The question codes an answer may be stored under: those the campaign's content records, and no others. */
export interface AnswerCodes {
  has(code: string): boolean;
  /** For a choice question whether the value is one it offers, for a number question whether it is in its range. */
  allows(code: string, value: string): boolean;
}

/** Components that record exactly one of their options' values under their code. */
const ONE_OF_OPTIONS = new Set(['RadioChoice', 'InsolationQuestion']);

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Every code the flows (content/flows, read once at start) record (the contract's `stepRecordedCodes`, so the server, the
 * content linter and the runner agree) and the runner's own; `{n}` stands for a number such as a family member's.
 * Read once at start: a household can no longer store answers under invented codes, nor answers a choice question
 * does not offer (issue 26.5).
 */
export function loadAnswerCodes(flows: readonly FlowScript[]): AnswerCodes {
  const exact = new Set<string>();
  const numbered: RegExp[] = [];
  // Per code the values its questions offer; null once any question records it otherwise (free or computed).
  const values = new Map<string, Set<string> | null>();
  // Per code the range a Number question takes (the runner's own bounds: 0 to a million unless the content says).
  const ranges = new Map<string, { min: number; max: number } | null>();
  const offer = (question: Question) => {
    if (!question.code) return;
    const fixed = ONE_OF_OPTIONS.has(question.component) && question.variant === undefined && question.options;
    const known = values.get(question.code);
    if (!fixed || known === null) values.set(question.code, null);
    else values.set(question.code, new Set([...(known ?? []), ...question.options!.map((o) => o.value)]));
    const numeric = question.component === 'Number' && !ranges.has(question.code);
    const scale = question.variant === 'amount' ? AMOUNT_MULTIPLIER : 1;
    ranges.set(
      question.code,
      numeric ? { min: (question.min ?? 0) * scale, max: (question.max ?? 1_000_000) * scale } : null,
    );
  };
  const inRange = (code: string, value: string) => {
    const range = ranges.get(code);
    if (!range) return true;
    const n = Number(value);
    return value.trim() !== '' && Number.isInteger(n) && n >= range.min && n <= range.max;
  };
  const add = (code: string) => {
    if (code.includes('{n}')) numbered.push(new RegExp(`^${escape(code).replace('\\{n\\}', '\\d{1,2}')}$`));
    else exact.add(code);
  };
  RUNNER_ONLY_CODES.forEach(add);
  for (const flow of flows)
    for (const step of flow.steps)
      for (const item of step.content)
        if (item.kind === 'Question') {
          stepRecordedCodes(item.props).forEach(add);
          offer(item.props);
        }
  return {
    has: (code) => exact.has(code) || numbered.some((pattern) => pattern.test(code)),
    allows: (code, value) => (values.get(code)?.has(value) ?? true) && inRange(code, value),
  };
}
