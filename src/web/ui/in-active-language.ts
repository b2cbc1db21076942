import { i18n } from '@lingui/core';
import type { Localised } from '../../contract/messages.ts';
import { isLanguage, SOURCE_LANGUAGE } from '../../vocabulary/languages.ts';

/** A shared message of the contract (contract/messages.ts) in the app's language; a test pseudo-locale reads Dutch. */
export const inActiveLanguage = (message: Localised): string =>
  message[isLanguage(i18n.locale) ? i18n.locale : SOURCE_LANGUAGE];
