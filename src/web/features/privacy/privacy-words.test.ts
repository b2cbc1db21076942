import { describe, expect, it } from 'vitest';
import { answersKeptWords, sharedWithWorkingGroupWords } from '../../../contract/privacy-words.ts';
import { helpTexts } from '../help/texts.ts';
import { statementTexts } from './statement-texts.ts';
import { privacyWords } from '../../common/privacy-words.ts';

describe('the privacy promises in the catalogue (issue #35.4, #40)', () => {
  it('say in Dutch word for word what the contract promises', () => {
    expect(privacyWords.sharedWithWorkingGroup).toBe(sharedWithWorkingGroupWords);
  });

  it('are the words the help panel and the statement use', () => {
    const statement = JSON.stringify(statementTexts.sections);
    expect(helpTexts.intro).toContain(sharedWithWorkingGroupWords);
    expect(statement).toContain(sharedWithWorkingGroupWords);
    expect(statement).toContain(answersKeptWords);
  });
});
