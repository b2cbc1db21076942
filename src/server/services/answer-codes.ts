import fs from 'node:fs';
import path from 'node:path';
import { flowScriptSchema, RUNNER_ONLY_CODES, stepRecordedCodes, type Question } from '../../contract/flow-script.ts';

/** The question codes an answer may be stored under: those the campaign's content records, and no others. */
export interface AnswerCodes {
  has(code: string): boolean;
  /** For a question with a fixed list of answers, whether the value is one of them; other questions: true. */
  allows(code: string, value: string): boolean;
}

/** Components that record exactly one of their options' values under their code. */
const ONE_OF_OPTIONS = new Set(['RadioChoice', 'InsolationQuestion']);

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Every code the flows under `contentDir/flows` record (the contract's `stepRecordedCodes`, so the server, the
 * content linter and the runner agree) and the runner's own; `{n}` stands for a number such as a family member's.
 * Read once at start: a household can no longer store answers under invented codes, nor answers a choice question
 * does not offer (issue 26.5).
 */
export function loadAnswerCodes(contentDir: string): AnswerCodes {
  const exact = new Set<string>();
  const numbered: RegExp[] = [];
  // Per code the values its questions offer; null once any question records it otherwise (free or computed).
  const values = new Map<string, Set<string> | null>();
  const offer = (question: Question) => {
    if (!question.code) return;
    const fixed = ONE_OF_OPTIONS.has(question.component) && question.variant === undefined && question.options;
    const known = values.get(question.code);
    if (!fixed || known === null) values.set(question.code, null);
    else values.set(question.code, new Set([...(known ?? []), ...question.options!.map((o) => o.value)]));
  };
  const add = (code: string) => {
    if (code.includes('{n}')) numbered.push(new RegExp(`^${escape(code).replace('\\{n\\}', '\\d{1,2}')}$`));
    else exact.add(code);
  };
  RUNNER_ONLY_CODES.forEach(add);
  const folder = path.join(contentDir, 'flows');
  const files = fs.existsSync(folder) ? fs.readdirSync(folder).filter((f) => f.endsWith('.json')) : [];
  for (const file of files) {
    const parsed = flowScriptSchema.safeParse(JSON.parse(fs.readFileSync(path.join(folder, file), 'utf8')));
    // The content linter refuses such a file; the server names it rather than start without its codes.
    if (!parsed.success) throw new Error(`content/flows/${file} is not a valid flow: ${parsed.error.message}`);
    for (const step of parsed.data.steps)
      for (const item of step.content)
        if (item.kind === 'Question') {
          stepRecordedCodes(item.props).forEach(add);
          offer(item.props);
        }
  }
  return {
    has: (code) => exact.has(code) || numbered.some((pattern) => pattern.test(code)),
    allows: (code, value) => values.get(code)?.has(value) ?? true,
  };
}
