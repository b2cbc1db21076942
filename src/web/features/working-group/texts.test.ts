import { describe, expect, it } from 'vitest';
import { buildingComponentWords, enthusiasmWords } from '../../../contract/answer-words.ts';
import { overviewWords } from '../../../contract/overview-words.ts';
import { ROUTE_CODES } from '../../../vocabulary/routes.ts';
import { messageTexts, overviewWordTexts as w } from '../../common/working-group-texts.ts';
import { routeOverviewName } from '../../common/route-titles.ts';
import { buildingComponentName } from './texts.ts';

// The CLI's report keeps these words in the contract; the pages read them through the catalogue, the same in Dutch.
describe('the words the working group’s pages share with the campaign report', () => {
  it('are the contract’s Dutch words', () => {
    const contract = overviewWords;
    for (const key of [
      'participationTitle',
      'homes',
      'households',
      'medalsTitle',
      'routesTitle',
      'formerSolution',
      'labelsTitle',
      'labelUnknown',
      'insulationTitle',
      'levelUnknown',
      'withheld',
      'messagesTitle',
    ] as const)
      expect(w[key], key).toBe(contract[key]);
    for (const [key, word] of Object.entries(contract.medals)) expect(w.medal(key)).toBe(word);
    expect([w.enthusiasm('high'), w.enthusiasm('medium'), w.enthusiasm('low')]).toEqual([
      enthusiasmWords[5],
      enthusiasmWords[3],
      enthusiasmWords[1],
    ]);
    expect([w.enthusiasm('rejected'), w.enthusiasm('unanswered')]).toEqual([contract.rejected, contract.unanswered]);
    expect(w.enthusiasmTitle('Warmtenet')).toBe(contract.enthusiasmTitle('Warmtenet'));
    expect(w.solutionsTitle('Warmtenet')).toBe(contract.solutionsTitle('Warmtenet'));
    expect(w.favourite('warmtenet', '12')).toBe(contract.favourite('warmtenet', '12'));
    for (const route of ROUTE_CODES) expect(routeOverviewName(route)).toBe(contract.routes[route]);
    for (const kind of ['help', 'incorrectData'] as const) expect(messageTexts.kind(kind)).toBe(contract.kind[kind]);
    for (const [part, word] of Object.entries(buildingComponentWords))
      expect(buildingComponentName(part as keyof typeof buildingComponentWords)).toBe(word);
  });
});
