import { t } from '@lingui/core/macro';
import { PRODUCT_NAME } from '../ui/product-name.tsx';

/*
 * Texts are getters: each is looked up in the active language's catalogue when a component reads it, and the app
 * is mounted afresh on a language switch (main.tsx), so no text is fixed at import time (record 0140).
 */

/** Words of the app shell (spec §2 Navigation and layout, Medal banner; §8). */
export const shellTexts = {
  productName: PRODUCT_NAME,
  get skipToContent() {
    return t`Naar de inhoud`;
  },
  get menu() {
    return t`Menu`;
  },
  get closeMenu() {
    return t`Menu sluiten`;
  },
  get sideMenuLabel() {
    return t`Zijmenu`;
  },
  get mainNavLabel() {
    return t`Hoofdmenu`;
  },
  get footerNavLabel() {
    return t`Meer informatie`;
  },
  get breadcrumbLabel() {
    return t`Kruimelpad`;
  },
  get breadcrumbHome() {
    return t`Start`;
  },
  get yourAddress() {
    return t`Jouw adres`;
  },
  get logout() {
    return t`Uitloggen`;
  },
  get otherHome() {
    return t`Andere woning`;
  },
  get logIn() {
    return t`Inloggen`;
  },
  get signUp() {
    return t`Aanmelden`;
  },
  // A soft hyphen: with large text on a phone the word breaks as 'Privacy-verklaring', never 'Privacyverklari-ng'.
  get privacyStatement() {
    return t`Privacy\u00adverklaring`;
  },
  get errorTitle() {
    return t`Er ging iets mis`;
  },
  get errorText() {
    return t`Er ging iets mis bij het laden van deze pagina. Probeer het opnieuw, of ga terug naar de startpagina.`;
  },
  get toStart() {
    return t`Naar de startpagina`;
  },
  get notFoundTitle() {
    return t`Deze pagina bestaat niet`;
  },
  get notFoundText() {
    return t`We kunnen de pagina die je zoekt niet vinden. Misschien is de link niet goed overgenomen, of bestaat de pagina niet meer.`;
  },
  get languageLabel() {
    return t`Taal`;
  },
};

export const medalTexts = {
  get title() {
    return {
      none: t`Nieuwe deelnemer`,
      bronze: t`Bronzen deelnemer`,
      silver: t`Zilveren deelnemer`,
      gold: t`Gouden deelnemer`,
    };
  },
  get done() {
    return t`Je hebt alle vragen beantwoord.`;
  },
  // Spec §2: remaining rounds to gold are 3, two and one.
  get remaining() {
    return { none: t`Nog 3 rondes tot goud`, bronze: t`Nog twee rondes tot goud`, silver: t`Nog één ronde tot goud` };
  },
  get label() {
    return t`Jouw medaille`;
  },
};
