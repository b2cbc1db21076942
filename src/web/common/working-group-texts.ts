import { t } from '@lingui/core/macro';
import { solutionNameOf } from '../../contract/solution-names.ts';
import { FORMER_SOLUTION_KEY, UNKNOWN_KEY, type InsulatedPart } from '../../contract/working-group.ts';
import { SOURCE_LANGUAGE } from '../../vocabulary/languages.ts';
import { activeLanguage } from '../ui/in-active-language.ts';
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
  get tooFewYet() {
    return t`Daarom nog geen aantallen per stap. Zodra tien huishoudens of meer hun stappen bijhouden, zie je hier per route hoeveel er bij elke stap bezig zijn en hoeveel er klaar zijn.`;
  },
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

/** The aggregates' words (contract: overviewWords), as the overview and the console's report name every figure. */
export const overviewWordTexts = {
  get participationTitle() {
    return t`Meedoen`;
  },
  get homes() {
    return t`Huizen in de buurt`;
  },
  get households() {
    return t`Huishoudens ingelogd`;
  },
  get medalsTitle() {
    return t`Medailles`;
  },
  medal(key: string): string | undefined {
    if (key === 'none') return t`Nog geen medaille`;
    if (key === 'bronze') return t`Brons (1 vragenlijst)`;
    if (key === 'silver') return t`Zilver (2)`;
    if (key === 'gold') return t`Goud (3)`;
    return undefined;
  },
  get routesTitle() {
    return t`Voorkeur per route`;
  },
  enthusiasmTitle: (route: string) => t`${route}: hoe enthousiast?`,
  /** Contract: enthusiasmWords 5, 3 and 1. */
  enthusiasm(key: string): string | undefined {
    if (key === 'high') return t`Heel enthousiast`;
    if (key === 'medium') return t`Neutraal`;
    if (key === 'low') return t`Niet zo enthousiast`;
    if (key === 'rejected') return t`Wil deze route niet`;
    if (key === 'unanswered') return t`Nog geen antwoord`;
    return undefined;
  },
  favourite: (route: string, count: string) => t`Huishoudens met een favoriet bij ${route}: ${count}.`,
  solutionsTitle: (route: string) => t`${route}: favoriete oplossingen`,
  get formerSolution() {
    return t`Een oplossing die niet meer in het advies staat`;
  },
  get labelsTitle() {
    return t`Energielabels van de huizen`;
  },
  get labelUnknown() {
    return t`Geen label bekend`;
  },
  get insulationTitle() {
    return t`Isolatie van de huizen`;
  },
  get levelUnknown() {
    return t`Nog niet ingevuld`;
  },
  get withheld() {
    return t`Er doen nog te weinig huishoudens mee om dit te verdelen. Met elk getal hier zou je kunnen uitrekenen wat een kleine groep koos.`;
  },
  get messagesTitle() {
    return t`Hulpvragen en meldingen`;
  },
};

/** A group's name in a split, and whether it stays Dutch, a word of the server or content/ (`lang="nl"`). */
export interface GroupName {
  text: string;
  dutch?: true;
}

/**
 * How each key of a split is named (contract: aggregateNames), in the app's language. A favourite solution is the
 * engine's name, looked up in the contract's table (a campaign's own heat-grid name stays Dutch); an insulation level
 * is the questionnaire's option, which `level` names (aggregate-names.ts reads the questionnaire in the app's language).
 */
export function aggregateGroupNames(level: (part: InsulatedPart, key: string) => GroupName | undefined) {
  const w = overviewWordTexts;
  return {
    medal: (key: string): GroupName => ({ text: w.medal(key) ?? key }),
    enthusiasm: (key: string): GroupName => ({ text: w.enthusiasm(key) ?? key }),
    solution: (key: string): GroupName => {
      if (key === FORMER_SOLUTION_KEY) return { text: w.formerSolution };
      const shown = solutionNameOf(key, activeLanguage());
      return shown.language === SOURCE_LANGUAGE ? { text: shown.text, dutch: true } : { text: shown.text };
    },
    label: (key: string): GroupName => ({ text: key === UNKNOWN_KEY ? w.labelUnknown : key }),
    level:
      (part: InsulatedPart) =>
      (key: string): GroupName =>
        key === UNKNOWN_KEY ? { text: w.levelUnknown } : (level(part, key) ?? { text: key }),
  };
}
