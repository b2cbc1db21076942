import { i18n } from '@lingui/core';
import { useSyncExternalStore } from 'react';
import {
  LANGUAGE_PARAM,
  LANGUAGES,
  isLanguage,
  languageFacts,
  matchLanguage,
  SOURCE_LANGUAGE,
  type Language,
} from '../../vocabulary/languages.ts';
import { languagePacks, PSEUDO_LOCALES, type Locale } from '../locales/packs.ts';
import { loadedAreaMessages } from '../locales/areas.ts';
import { local } from './storage.ts';

const isLocale = (value: unknown): value is Locale =>
  isLanguage(value) || PSEUDO_LOCALES.includes(value as (typeof PSEUDO_LOCALES)[number]);

/**
 * The language a sign-up letter's link names (`/aanmelden?code=…&taal=en`, record 0161): the letter's, the campaign's,
 * which the household has just read. Only the letter's page reads it: the shared plan's `taal` names the plan's
 * language and leaves the coach's app as it is (record 0148).
 */
export function linkedLanguage(location: { pathname: string; search: string }): Language | undefined {
  if (location.pathname !== '/aanmelden') return undefined;
  const named = new URLSearchParams(location.search).get(LANGUAGE_PARAM);
  return isLanguage(named) ? named : undefined;
}

/**
 * The language to start in: the one chosen on this device, else the browser's first shipped language, else the
 * language the letter's link names, else Dutch (issue #40.4, record 0161). The letter's language comes after the
 * browser's: a phone set to a language we ship is the resident's own setting, the letter's is the campaign's; it
 * decides where the browser's is one we do not ship (a Polish phone and an English letter open in English), and is
 * then remembered on the device (`remember`), so the household reads on in the letter's language after a reload
 * instead of falling back to Dutch. A value stored by an older or newer version of the app that we do not ship counts
 * as none.
 */
export function initialLocale(linked?: Language): { locale: Locale; remember: boolean } {
  const chosen = local.get('language');
  if (isLocale(chosen)) return { locale: chosen, remember: false };
  const browser = matchLanguage(navigator.languages ?? [navigator.language]);
  if (browser) return { locale: browser, remember: false };
  return linked ? { locale: linked, remember: true } : { locale: SOURCE_LANGUAGE, remember: false };
}

/** Writing direction and the `lang` value a fragment in this locale carries. */
export function localeDirection(locale: Locale): 'ltr' | 'rtl' {
  if (isLanguage(locale)) return languageFacts[locale].direction;
  return locale === 'ar-XB' ? 'rtl' : 'ltr';
}

/**
 * Loads a language pack and makes it the app's language: Lingui's messages, `lang` and `dir` on <html> (so screen
 * readers pronounce and browsers hyphenate in the right language) and the device's memory of the choice when
 * `remember` is set; a first visit that only followed the browser is not stored, so a later browser change counts.
 */
export async function activateLocale(locale: Locale, { remember = false } = {}): Promise<void> {
  const [{ messages }, areaMessages] = await Promise.all([languagePacks[locale](), loadedAreaMessages(locale)]);
  i18n.loadAndActivate({ locale, messages: { ...areaMessages, ...messages } });
  document.documentElement.lang = locale;
  document.documentElement.dir = localeDirection(locale);
  if (remember) local.set('language', locale);
}

const subscribe = (onChange: () => void) => i18n.on('change', onChange);

/** The active locale, re-rendering when the resident switches. */
export const useLocale = (): Locale => useSyncExternalStore(subscribe, () => i18n.locale as Locale);

/** The shipped languages in the switch's order: Dutch first, as the source every other language falls back to. */
export const switchLanguages = LANGUAGES;
