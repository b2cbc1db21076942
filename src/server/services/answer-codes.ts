import fs from 'node:fs';
import path from 'node:path';
import { flowScriptSchema, RUNNER_ONLY_CODES, stepRecordedCodes } from '../../contract/flow-script.ts';

/** The question codes an answer may be stored under: those the campaign's content records, and no others. */
export interface AnswerCodes {
  has(code: string): boolean;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Every code the flows under `contentDir/flows` record (the contract's `stepRecordedCodes`, so the server, the
 * content linter and the runner agree) and the runner's own; `{n}` stands for a number such as a family member's.
 * Read once at start: a household can no longer store answers under invented codes (issue 26.5).
 */
export function loadAnswerCodes(contentDir: string): AnswerCodes {
  const exact = new Set<string>();
  const numbered: RegExp[] = [];
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
      for (const item of step.content) if (item.kind === 'Question') stepRecordedCodes(item.props).forEach(add);
  }
  return { has: (code) => exact.has(code) || numbered.some((pattern) => pattern.test(code)) };
}
