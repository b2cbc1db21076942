import { i18n } from '@lingui/core';
import type { Localised } from '../../contract/messages.ts';
import { isLanguage, SOURCE_LANGUAGE, type Language } from '../../vocabulary/languages.ts';

/** The app's language among the shipped ones; a test pseudo-locale reads Dutch. */
export const activeLanguage = (): Language => (isLanguage(i18n.locale) ? i18n.locale : SOURCE_LANGUAGE);

/** A shared message of the contract (contract/messages.ts) in the app's language; a test pseudo-locale reads Dutch. */
export const inActiveLanguage = (message: Localised): string => message[activeLanguage()];
