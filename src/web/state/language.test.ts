import { describe, expect, it } from 'vitest';
import { linkedLanguage } from './language.ts';

describe("a sign-up letter's link names the site's language (record 0161)", () => {
  it('opens /aanmelden in the language the link names', () => {
    expect(
      linkedLanguage({ pathname: '/aanmelden', search: '?code=ABC-DEFG-HIJ&postcode=3581KA&huisnummer=1&taal=en' }),
    ).toBe('en');
    expect(linkedLanguage({ pathname: '/aanmelden', search: '?taal=nl' })).toBe('nl');
  });

  it('ignores a language we do not ship, a link without one, and any other page', () => {
    expect(linkedLanguage({ pathname: '/aanmelden', search: '?code=ABC-DEFG-HIJ&taal=de' })).toBeUndefined();
    expect(linkedLanguage({ pathname: '/aanmelden', search: '?code=ABC-DEFG-HIJ' })).toBeUndefined();
    // The coach's page names the plan's language, not the coach's app's (record 0148).
    expect(linkedLanguage({ pathname: '/gedeeld-plan', search: '?code=x&taal=en' })).toBeUndefined();
  });
});
