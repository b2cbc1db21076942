// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initialLocale, linkedLanguage } from './language.ts';
import { local } from './storage.ts';

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

describe('the language to start in: the device, the browser, the letter, Dutch (record 0161)', () => {
  const browserSpeaks = (...languages: string[]) => vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
  afterEach(() => {
    vi.restoreAllMocks();
    local.set('language', undefined);
  });

  it("takes the letter's language only where the browser's is one we do not ship", () => {
    browserSpeaks('pl-PL', 'pl');
    // Remembered: nothing better is known, and a reload should not fall back to Dutch.
    expect(initialLocale('en')).toEqual({ locale: 'en', remember: true });
    expect(initialLocale()).toEqual({ locale: 'nl', remember: false });
  });

  it("keeps the browser's shipped language over the letter's: the phone's setting is the resident's own", () => {
    browserSpeaks('en-US', 'en');
    expect(initialLocale('nl')).toEqual({ locale: 'en', remember: false });
    browserSpeaks('nl-NL');
    expect(initialLocale('en')).toEqual({ locale: 'nl', remember: false });
  });

  it('keeps a language chosen on this device over both', () => {
    browserSpeaks('pl-PL');
    local.set('language', 'nl');
    expect(initialLocale('en')).toEqual({ locale: 'nl', remember: false });
  });
});
