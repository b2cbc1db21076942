import { describe, expect, it } from 'vitest';
import { ROUTE_CODES, ROUTE_VOCABULARY } from '../../vocabulary/routes.ts';
import { ROUTE_WORDS, routeTitleInSentence as vocabularyInSentence } from '../../vocabulary/route-words.ts';
import { routeOverviewName, routeTitle, routeTitleInSentence } from './route-titles.ts';

describe('the route titles the web reads through the catalogue', () => {
  it.each(ROUTE_CODES)('%s: in Dutch the same words as the vocabulary', (route) => {
    expect(routeTitle(route)).toBe(ROUTE_VOCABULARY[route].title);
    expect(routeTitleInSentence(route)).toBe(vocabularyInSentence(route));
    expect(routeOverviewName(route)).toBe(ROUTE_WORDS[route].overview);
  });
});
