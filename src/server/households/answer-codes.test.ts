import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadAnswerCodes } from './answer-codes.ts';
import { readFlowScripts } from './flow-scripts.ts';

const question = (props: Record<string, unknown>) => ({ kind: 'Question', props });

function contentWith(questions: Record<string, unknown>[]): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bw-codes-'));
  fs.mkdirSync(path.join(dir, 'flows'));
  const flow = { id: 'onboarding', finish: 'House', steps: [{ id: 'a', content: questions.map(question) }] };
  fs.writeFileSync(path.join(dir, 'flows', 'onboarding.json'), JSON.stringify(flow));
  return dir;
}

describe('the codes and values an answer may have (issue 26.5)', () => {
  const codes = loadAnswerCodes(
    readFlowScripts(
      contentWith([
        {
          component: 'RadioChoice',
          code: 'Path',
          options: [
            { value: 'kort', label: 'Kort' },
            { value: 'lang', label: 'Lang' },
          ],
        },
        { component: 'Number', code: 'Rooms', min: 1, max: 20 },
        { component: 'Number', code: 'Budget', min: 0, max: 100, variant: 'amount' },
        { component: 'DescribeFamily' },
        { component: 'TextArea', code: 'Note' },
      ]),
    ),
  );

  it('knows the codes the content records, numbered ones and the runner’s own, and no others', () => {
    expect(
      ['Path', 'Rooms', 'Budget', 'FamilySize', 'AgeFamilyMember3', 'Note', 'IsFlowFinished'].map(codes.has),
    ).toEqual([true, true, true, true, true, true, true]);
    expect(['Junk', 'AgeFamilyMember', 'AgeFamilyMember123', 'path'].map(codes.has)).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });

  it('takes a choice only from its options and a number only in its range (an amount × 500)', () => {
    expect([codes.allows('Path', 'lang'), codes.allows('Path', 'midden')]).toEqual([true, false]);
    expect(['1', '20', '0', '21', '2.5', '', 'x'].map((v) => codes.allows('Rooms', v))).toEqual([
      true,
      true,
      false,
      false,
      false,
      false,
      false,
    ]);
    expect(['0', '50000', '50001'].map((v) => codes.allows('Budget', v))).toEqual([true, true, false]);
    expect(codes.allows('Note', 'vrije tekst')).toBe(true);
  });
});
