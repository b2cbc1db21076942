import { t } from '@lingui/core/macro';
import { loadArea } from '../locales/areas.ts';

// The texts the working group's pages and the organiser's console share are in the `group` catalogue; the console
// loads it with its own (record 0149).
await loadArea('group');

/*
 * Getters over the catalogue, read when shown, never spread at import (a spread would fix a text in the language of
 * that moment).
 */

/** What the working group's and the organisers' link forms say alike; each adds its title, intro and 'sent'. */
export const linkFormTexts = {
  get email() {
    return t`Je e-mailadres`;
  },
  get emailRequired() {
    return t`Vul je e-mailadres in.`;
  },
  get emailInvalid() {
    return t`Dit is geen geldig e-mailadres. Een e-mailadres ziet eruit als naam@voorbeeld.nl.`;
  },
  get submit() {
    return t`Stuur mij een link`;
  },
  get submitting() {
    return t`Bezig met versturen…`;
  },
  get sendFailed() {
    return t`Het versturen lukte niet. Probeer het later nog een keer.`;
  },
  get sentTitle() {
    return t`Kijk in je mail`;
  },
  get sentHint() {
    return t`De link werkt 15 minuten en maar één keer. Kijk ook in je map met ongewenste mail.`;
  },
  get tryAgain() {
    return t`Ander e-mailadres proberen`;
  },
  get linkInvalid() {
    return t`Deze link werkt niet (meer).`;
  },
  get linkInvalidHint() {
    return t`Een link werkt 15 minuten en maar één keer. Vraag hieronder een nieuwe link aan.`;
  },
};

/** A form's own texts over the shared link-form texts, each still read when shown. */
export const withLinkFormTexts = <T extends object>(own: T): T & typeof linkFormTexts =>
  Object.defineProperties(
    Object.create(linkFormTexts) as T & typeof linkFormTexts,
    Object.getOwnPropertyDescriptors(own),
  );

/** What the list of help requests and reports says, wherever it is shown (the working group's and the console's). */
export const messageTexts = {
  get noMessages() {
    return t`Er zijn nog geen hulpvragen of meldingen.`;
  },
  get from() {
    return t`Van`;
  },
  get contact() {
    return t`Contact`;
  },
  get address() {
    return t`Adres`;
  },
  get handle() {
    return t`Afgehandeld`;
  },
  get handling() {
    return t`Bezig…`;
  },
  handledOn: (date: string) => t`Afgehandeld op ${date}`,
  /** Contract: overviewWords.kind. */
  kind(kind: 'help' | 'incorrectData'): string {
    return kind === 'help' ? t`Hulpvraag` : t`Foute gegevens`;
  },
  get handleFailed() {
    return t`Dat lukte niet. Probeer het nog een keer.`;
  },
};

/** The neighbourhood's progress along the routes' steps (issue #38.5), on the working group's page and the console. */
export const routeProgressTexts = {
  get title() {
    return t`Voortgang in de buurt`;
  },
  get intro() {
    return t`Hoeveel huishoudens bij elke stap van een route bezig zijn, en hoeveel er klaar mee zijn. Je ziet alleen aantallen van tien huishoudens of meer.`;
  },
  get inSteps() {
    return t`De cijfers veranderen pas als tien huishoudens iets aan hun stappen veranderden. Zo zie je nooit wat één huishouden deed.`;
  },
  households: (cell: string) => t`Huishoudens die stappen bijhouden: ${cell}`,
  publishedAt: (when: string) => t`Cijfers van ${when}`,
  get step() {
    return t`Stap`;
  },
  get busy() {
    return t`Bezig`;
  },
  get done() {
    return t`Klaar`;
  },
  get earlierTitle() {
    return t`Eerdere cijfers`;
  },
  get earlierNone() {
    return t`Er zijn nog geen eerdere cijfers.`;
  },
  get link() {
    return t`Bekijk de voortgang in de buurt`;
  },
  get loading() {
    return t`Voortgang laden`;
  },
  get loadFailed() {
    return t`Let op: de voortgang kon niet worden geladen. Probeer het later nog een keer.`;
  },
  get csv() {
    return t`Download als CSV voor het verslag aan de gemeente`;
  },
};
