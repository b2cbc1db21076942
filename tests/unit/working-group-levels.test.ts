import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { flowScriptSchema } from '../../src/contract/flow-script.ts';
import { INSULATED_PARTS, INSULATION_LEVELS } from '../../src/contract/working-group.ts';
import { LEVEL_QUESTION_CODES } from '../../src/engine/index.ts';
import { MAX_LEVEL } from '../../src/engine/reference/envelope.ts';
import { optionWordsFrom } from '../../src/contract/flow-words.ts';

const houseDetails = flowScriptSchema.parse(JSON.parse(fs.readFileSync('content/flows/houseDetails.json', 'utf8')));
const words = optionWordsFrom([houseDetails]);

describe("the working group's insulation levels", () => {
  it.each(INSULATED_PARTS)('are the levels the questionnaire offers for %s, each with its own words', (part) => {
    const code = LEVEL_QUESTION_CODES[part];
    const levels = INSULATION_LEVELS[part];
    const offered = houseDetails.steps
      .flatMap((step) => step.content)
      .flatMap((item) => (item.kind === 'Question' && item.props.code === code ? (item.props.options ?? []) : []))
      .map((option) => option.value);
    expect(offered).toEqual(levels);
    expect(new Set(levels.map((level) => words(code, level))).size).toBe(levels.length);
    expect(levels.map(Number)).toEqual(Array.from({ length: MAX_LEVEL[part] + 1 }, (_, level) => level));
  });
});
