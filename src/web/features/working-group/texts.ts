import { t } from '@lingui/core/macro';
import type { BuildingComponent } from '../../../engine/index.ts';
import { withLinkFormTexts } from '../../common/working-group-texts.ts';
import { loadArea } from '../../locales/areas.ts';

// This module's texts are in the `group` catalogue, loaded with it (record 0149).
await loadArea('group');

/*
 * The working group's pages in the active language (issue #40.6): getters over the catalogue, read when shown, never
 * spread at import (a spread would fix a text in the language of that moment). The aggregates' words, which the
 * console's report shares, are in common/working-group-texts.ts.
 */

export const memberLoginTexts = withLinkFormTexts({
  get title() {
    return t`Inloggen voor de werkgroep`;
  },
  get intro() {
    return t`Ben je lid van de werkgroep? Vul je e-mailadres in. Staat het op de lijst van de werkgroep? Dan sturen we je een link om in te loggen.`;
  },
  sent: (email: string) =>
    t`Staat ${email} op de lijst van de werkgroep? Dan krijgt dit adres binnen een paar minuten een mail met een link.`,
  get forResidents() {
    return t`Woon je in de buurt en wil je je eigen advies zien?`;
  },
  get toResidentLogin() {
    return t`Log dan hier in als bewoner`;
  },
});

/** The parts of a house; contract: buildingComponentWords. */
export function buildingComponentName(part: BuildingComponent): string {
  switch (part) {
    case 'roof':
      return t`Isolatie dak`;
    case 'floor':
      return t`Isolatie vloer`;
    case 'facade':
      return t`Isolatie gevel`;
    case 'glass1':
      return t`Glas in de woonkamer`;
    case 'glass2':
      return t`Glas in de slaapkamers`;
    case 'ventilationType':
      return t`Ventilatie`;
    case 'infiltration':
      return t`Naden en kieren`;
  }
}

export const overviewTexts = {
  get title() {
    return t`Overzicht voor de werkgroep`;
  },
  // “< 10” and “≥ 10”: a no-break space, and curly quotes, since Chromium breaks between '"' and '<'.
  intro: (campaign: string) =>
    campaign
      ? t`Dit zijn de cijfers van ${campaign}. Je ziet alleen getallen over groepen. Is een groep kleiner dan 10 huishoudens? Dan zie je “< 10”.`
      : t`Dit zijn de cijfers van jullie buurt. Je ziet alleen getallen over groepen. Is een groep kleiner dan 10 huishoudens? Dan zie je “< 10”.`,
  // docs/decisions/0093: the overview moves in steps of ten households, so one household's choice never shows.
  published: (when: string) =>
    t`Bijgewerkt op ${when}. De cijfers veranderen pas als minstens 10 huishoudens iets nieuws hebben ingevuld of gekozen. Zo kan niemand zien wat één huishouden deed.`,
  get loading() {
    return t`Het overzicht wordt geladen…`;
  },
  get loadFailed() {
    return t`Het overzicht kon niet worden geladen. Probeer het later nog een keer.`;
  },
  get logout() {
    return t`Uitloggen`;
  },
  get hiddenExplained() {
    return t`Staat er “≥ 10”? Dan zijn het er 10 of meer, maar laten we het getal niet zien. Anders kun je met de andere getallen uitrekenen hoeveel het er bij een kleine groep zijn.`;
  },
  get notDrawn() {
    return t`Bij een groep met “< 10” of “≥ 10” staat geen staaf in de grafiek: dat getal laten we niet zien.`;
  },
  // A no-break space keeps '(< 10)' together when the chart breaks a long name into lines.
  notDrawnLabel: (label: string, count: string) => `${label} (${count.replace(' ', '\u00a0')})`,
  get chartLoading() {
    return t`De grafiek wordt geladen…`;
  },
  get unitHouseholds() {
    return t`huishoudens`;
  },
  get medalsIntro() {
    return t`Hoeveel vragenlijsten huishoudens hebben afgemaakt.`;
  },
  get routesIntro() {
    return t`Hoe enthousiast huishoudens zijn over elke route, en welke oplossing ze als favoriet kozen.`;
  },
  get labelsIntro() {
    return t`Per huishouden dat meedoet, uit het openbare register. Heeft een huishouden meer huizen? Dan telt het één keer, met het eerste huis.`;
  },
  get insulationIntro() {
    return t`Per huishouden dat meedoet, zoals de bewoners het in de vragenlijst over hun huis invulden. Heeft een huishouden meer huizen? Dan telt het één keer, met het eerste huis.`;
  },
  get groupColumn() {
    return t`Groep`;
  },
  get countColumn() {
    return t`Aantal`;
  },
  get messagesIntro() {
    return t`Deze bewoners vroegen om hulp of meldden een fout in hun gegevens. Zij gaven daarvoor hun naam en e-mailadres.`;
  },
  get choiceLink() {
    return t`De buurtkeuze: wat betekent een route voor de hele buurt?`;
  },
};

/** The low-temperature tests of the buurt (issue #39.5) as the overview shows them. */
export const lowTemperatureTexts = {
  get title() {
    return t`De 50-gradentest in de buurt`;
  },
  get intro() {
    return t`Hoeveel huishoudens deden de test, en hoeveel huizen bleven warm genoeg met water van 50 °C (of 45 of 55 °C)? Alleen groepen van minstens 10 huishoudens.`;
  },
  outcome(key: string): string | undefined {
    if (key === 'ready') return t`Klaar voor lage temperatuur`;
    if (key === 'notReady') return t`Nog niet klaar`;
    if (key === 'untested') return t`Niet getest`;
    return undefined;
  },
  get buurt() {
    return t`Hele buurt`;
  },
  get otherStreets() {
    return t`Overige straten samen`;
  },
  testedAndReady: (tested: string, ready: string) => t`${tested} deed de test; ${ready} daarvan is klaar.`,
  get streetsTitle() {
    return t`Per straat`;
  },
  get streetsNone() {
    return t`Nog geen straat heeft genoeg huishoudens die klaar, niet klaar en niet getest zijn (elk minstens 10) om apart te tonen.`;
  },
  columns: {
    get street() {
      return t`Straat`;
    },
    get households() {
      return t`Huishoudens`;
    },
    get tested() {
      return t`Getest`;
    },
    // The homes ready for a low temperature, not a step done (the progress tables' 'Klaar').
    get ready() {
      return t({ message: 'Klaar', context: 'ready for a low temperature' });
    },
    get share() {
      return t`Aandeel klaar`;
    },
  },
  published: (when: string) => t`Bijgewerkt op ${when}. De cijfers veranderen pas als 10 huishoudens iets veranderden.`,
};

/**
 * The buurtkeuze page's own words: the form, the download and the page's states. What the page shares with its
 * PDF is the contract's (neighbourhood-choice-texts.ts), in every shipped language for the server.
 */
export const choicePageTexts = {
  get back() {
    return t`Terug naar het overzicht`;
  },
  get loading() {
    return t`De buurtkeuze wordt berekend…`;
  },
  get loadFailed() {
    return t`Let op: de buurtkeuze kon niet worden geladen. Probeer het later nog eens.`;
  },
  get thousandEuro() {
    return t`duizend euro`;
  },
  get tonnes() {
    return t`ton`;
  },
  mixLabel: (route: string) => t`${route} (procent van de huizen)`,
  // A no-break space before '%', as in the contract's Dutch: '26' ended a line and '%' began the next.
  mixSum: (sum: string) => t`Samen: ${sum} %`,
  mixSumWrong: (sum: string) => t`Let op: samen is nu ${sum} %. Maak het samen 100 %.`,
  get mixApply() {
    return t`Bereken deze mix`;
  },
  get pdfDownload() {
    return t`Download als pdf voor een buurtavond`;
  },
  get pdfBusy() {
    return t`De pdf wordt gemaakt…`;
  },
  get pdfDone() {
    return t`De pdf is gedownload.`;
  },
  get pdfFailed() {
    return t`Let op: de pdf kon niet worden gemaakt. Probeer het later nog eens.`;
  },
};
