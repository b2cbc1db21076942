import { t } from '@lingui/core/macro';
import { saveLanguage } from '../api/language.ts';
import { activateLocale, switchLanguages, useLocale } from '../state/language.ts';
import { currentResident } from '../state/resident.ts';
import { languageFacts, partlyTranslatedNote, type Language } from '../../vocabulary/languages.ts';
import './language-switch.css';

/** A language in its own words, and whether pages still in Dutch wait behind it (record 0140). */
const ownName = (language: Language) => {
  const { name, complete } = languageFacts[language];
  return complete ? name : `${name} (${partlyTranslatedNote[language]})`;
};

/**
 * The language switch on /welkom and in the menu (issue #40.4). Each language is named in itself and marked with
 * its own `lang`, so a reader who does not read the page's language still finds theirs and hears it pronounced
 * right. The choice is remembered on the device and, when signed in, with the household.
 */
export function LanguageSwitch() {
  const active = useLocale();
  const choose = async (language: Language) => {
    await activateLocale(language, { remember: true });
    // A failed save only means another device will not start in this language; the switch itself worked.
    if (currentResident()) await saveLanguage(language).catch(() => undefined);
  };
  return (
    <div className="bw-language-switch" role="group" aria-label={t`Taal`}>
      {switchLanguages.map((language) => (
        <button
          key={language}
          type="button"
          lang={language}
          dir={languageFacts[language].direction}
          className="bw-language-switch__option"
          aria-pressed={active === language}
          onClick={() => void choose(language)}
        >
          {ownName(language)}
        </button>
      ))}
    </div>
  );
}
