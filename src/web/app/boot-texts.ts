import { isLanguage, SOURCE_LANGUAGE, type Language } from '../../vocabulary/languages.ts';

/**
 * The only texts shown before a language pack is loaded (or when it cannot be): outside the catalogue because the
 * catalogue is what is being loaded. The record type makes each shipped language give all three.
 */
const bootTexts: Record<Language, { loading: string; startFailed: string; tryAgain: string }> = {
  nl: {
    loading: 'Even geduld, de pagina wordt geladen…',
    startFailed: 'Buurtwarmte kan nu niet starten. Controleer je internetverbinding en probeer het opnieuw.',
    tryAgain: 'Opnieuw proberen',
  },
  en: {
    loading: 'One moment, the page is loading…',
    startFailed: "Buurtwarmte can't start right now. Check your internet connection and try again.",
    tryAgain: 'Try again',
  },
};
/** A test pseudo-locale, or none yet, reads the Dutch source. */
export const bootTextsFor = (locale: string) => bootTexts[isLanguage(locale) ? locale : SOURCE_LANGUAGE];
