import { i18n } from '@lingui/core';
import type { Localised } from '../../contract/messages.ts';
import { isLanguage, SOURCE_LANGUAGE, type Language } from '../../vocabulary/languages.ts';
import { isPseudoMarked, pseudoMarks } from './pseudo-marks.ts';

/** The shipped language the app reads in; a test pseudo-locale, which no contract table holds, reads Dutch. */
export const activeLanguage = (): Language => (isLanguage(i18n.locale) ? i18n.locale : SOURCE_LANGUAGE);

/**
 * A text of the contract (contract/messages.ts, contract/explanation-texts.ts) in the app's language: a table's
 * entry, or a function of the language that fills one in. A test pseudo-locale reads the Dutch, marked as its
 * catalogue marks a message, so the pseudo-locale check sees the text went through the language machinery.
 */
export function inActiveLanguage(message: Localised | ((language: Language) => string)): string {
  const locale = i18n.locale;
  const say = (language: Language) => (typeof message === 'function' ? message(language) : message[language]);
  if (isLanguage(locale)) return say(locale);
  return isPseudoMarked(locale) ? pseudoMarks[locale](say(SOURCE_LANGUAGE)) : say(SOURCE_LANGUAGE);
}
