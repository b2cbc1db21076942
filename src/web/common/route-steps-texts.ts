import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import type { BuildingComponent } from '../../engine/index.ts';
import type { RouteStepCode, RouteStepStatus } from '../../vocabulary/route-steps.ts';
import type { RouteCode } from '../../vocabulary/routes.ts';
import { intlLocaleOf } from '../../vocabulary/languages.ts';
import type { StepWhyFacts } from '../../contract/route-steps-texts.ts';
import { loadArea } from '../locales/areas.ts';
import { routeTitle } from './route-titles.ts';

// This module's texts are in the `advice` catalogue, loaded with it (record 0144).
await loadArea('advice');

/*
 * The route's steps and reminders in the active language (issue #40, record 0150). The contract
 * (contract/route-steps-texts.ts) keeps the Dutch for Mijn data, the reminder mail and the server's step list; the
 * section builds each step's title and why here from the step's code and the list's facts, and
 * route-steps-texts.test.ts holds every Dutch source to the contract's words.
 */

export function stepStatusWord(status: RouteStepStatus): string {
  switch (status) {
    case 'not_started':
      return t`Nog niet begonnen`;
    case 'busy':
      return t`Bezig`;
    case 'done':
      return t`Klaar`;
  }
}

export function stepTitle(code: RouteStepCode, route: RouteCode): string {
  switch (code) {
    case 'insulate_roof':
      return t`Dak isoleren`;
    case 'insulate_floor':
      return t`Vloer isoleren`;
    case 'insulate_facade':
      return t`Gevel isoleren`;
    case 'glass_living_room':
      return t`Beter glas in de woonkamer`;
    case 'glass_bedrooms':
      return t`Beter glas in de slaapkamers`;
    case 'seal_gaps':
      return t`Naden en kieren dichten`;
    case 'ventilation':
      return t`Ventilatie verbeteren`;
    case 'ask_quotes':
      return t`Offertes vragen`;
    case 'choose_installer':
      return t`Een installateur kiezen`;
    case 'install':
      // On a heat grid, installing is being connected.
      return route === 'heat_grid' ? t`Aansluiten op het warmtenet` : t`Laten installeren`;
    case 'isde_application':
      return t`ISDE-subsidie aanvragen`;
    case 'lower_flow_temperature':
      return t`Aanvoertemperatuur lager zetten`;
    case 'balance_radiators':
      return t`Radiatoren inregelen`;
  }
}

/** A building part inside a sentence ('Voor dak en vloer …'); contract: buildingPartWords, lower case. */
function partInSentence(component: BuildingComponent): string {
  switch (component) {
    case 'roof':
      return t`dak`;
    case 'floor':
      return t`vloer`;
    case 'facade':
      return t`gevel`;
    case 'glass1':
      return t`glas in de woonkamer`;
    case 'glass2':
      return t`glas in de slaapkamers`;
    case 'ventilationType':
      return t`ventilatie`;
    case 'infiltration':
      return t`naden en kieren`;
  }
}

/** 'dak, vloer en gevel' in Dutch, 'roof, floor and wall' in English: the language's own list. */
const listOf = (words: string[]) =>
  new Intl.ListFormat(intlLocaleOf(i18n.locale), { type: 'conjunction' }).format(words);

/** Why the step comes where it comes, for this home. */
export function stepWhy(code: RouteStepCode, facts: StepWhyFacts): string {
  const firstInsulate = () =>
    t`Isoleren doe je vóór de nieuwe installatie. Dan kan die kleiner en werkt hij op een lagere temperatuur.`;
  switch (code) {
    case 'insulate_roof':
      return `${firstInsulate()} ${t`Door het dak gaat in veel huizen de meeste warmte weg.`}`;
    case 'insulate_floor':
      return `${firstInsulate()} ${t`Een geïsoleerde vloer geeft ook warmere voeten.`}`;
    case 'insulate_facade':
      return `${firstInsulate()} ${t`De gevel is een groot deel van je huis.`}`;
    case 'glass_living_room':
    case 'glass_bedrooms':
      return t`Beter glas hoort bij het isoleren. Doe het vóór de installatie, zodat die past bij je huis zoals het straks is.`;
    case 'seal_gaps':
      return t`Kieren dicht je na het isoleren. Zo blijft de warmte binnen die de isolatie bewaart.`;
    case 'ventilation':
      return t`Ventilatie komt na het isoleren en kieren dichten. Een huis dat goed dicht is, heeft frisse lucht nodig.`;
    case 'ask_quotes':
      return facts.hasBuildingChanges
        ? t`Vraag offertes als je weet wat er aan je huis verandert. Zeg welke isolatie je doet, dan rekent de installateur daarmee. Vraag er twee of drie, dan kun je vergelijken.`
        : t`Vraag twee of drie offertes. Dan kun je prijs en inhoud vergelijken.`;
    case 'choose_installer':
      return t`Kies pas als je de offertes naast elkaar hebt gelegd. Kijk wat erin zit, niet alleen naar de prijs.`;
    case 'install':
      return facts.route === 'heat_grid'
        ? t`Het aansluiten komt na het isoleren en je keuze. Dan is je huis klaar voor de warmte van het net.`
        : t`Installeren komt na het isoleren en je keuze. Dan past het apparaat bij je huis zoals het straks is.`;
    case 'isde_application':
      return isdeWhy(facts);
    case 'lower_flow_temperature':
      return t`Doe dit als alles werkt. Hoe koeler het water naar je radiatoren gaat, hoe zuiniger je verwarmt.`;
    case 'balance_radiators':
      return t`Stel daarna je radiatoren af. Dan worden alle kamers even goed warm, ook met koeler water.`;
  }
}

function isdeWhy({ route, isde }: StepWhyFacts): string {
  const months = isde?.windowMonths ?? 24;
  const parts = [t`Je vraagt ISDE aan als het werk klaar is. Je hebt dan de factuur en het betaalbewijs nodig.`];
  if (isde?.installation)
    parts.push(
      route === 'heat_grid'
        ? t`Voor de aansluiting op het warmtenet doe je dat binnen ${months} maanden na het aansluiten.`
        : t`Voor de warmtepomp doe je dat binnen ${months} maanden na de installatie.`,
    );
  if (isde && isde.insulation.length > 0) {
    const names = listOf([...new Set(isde.insulation.map(partInSentence))]);
    parts.push(
      t`Voor ${names} doe je dat binnen ${months} maanden nadat het klaar is. We rekenen alleen met isolatie die aan de eisen van ISDE voldoet.`,
    );
    if (isde.insulation.length > 1 || isde.installation)
      parts.push(t`Doe je twee maatregelen binnen ${months} maanden, dan krijg je meer subsidie.`);
  }
  return parts.join(' ');
}

export const routeStepsTexts = {
  get title() {
    return t`Jouw stappen`;
  },
  /** The dashboard's heading of one route's steps. */
  titleOf: (route: RouteCode) => {
    const title = routeTitle(route);
    return t`Jouw stappen: ${title}`;
  },
  lead: (optionName: string) =>
    t`Dit zijn de stappen voor ${optionName}, in de volgorde die past bij jouw huis. Zet zelf bij elke stap hoe het ervoor staat.`,
  get loadFailed() {
    return t`Je stappen konden niet worden geladen. Probeer het later nog eens.`;
  },
  get noFavourite() {
    return t`Kies eerst een favoriet bij een route. Dan zie je hier welke stappen daarbij horen.`;
  },
  get chooseLink() {
    return t`Naar je advies`;
  },
  get routeLink() {
    return t`Zet je stappen bij`;
  },
  get noSteps() {
    return t`Voor deze keuze hoef je niets te veranderen.`;
  },
  stepOf: (index: number, total: number) => t`Stap ${index} van ${total}`,
  get statusLabel() {
    return t`Hoe staat het ervoor?`;
  },
  get dateLabel() {
    return t`Datum`;
  },
  get dateHelp() {
    return t`Bijvoorbeeld wanneer het klaar was, of wanneer het gepland is.`;
  },
  get noteLabel() {
    return t`Eigen notitie`;
  },
  get noteHelp() {
    return t`Alleen jij ziet deze notitie.`;
  },
  noteTooLong: (max: number) => t`Een notitie heeft hoogstens ${max} tekens.`,
  get save() {
    return t`Opslaan`;
  },
  get saved() {
    return t`Opgeslagen.`;
  },
  get saveFailed() {
    return t`Opslaan lukte niet. Probeer het nog eens.`;
  },
  statusNow: (status: string) => t`Status: ${status}`,
  isdeDeadline: (date: string) => t`Vraag ISDE uiterlijk ${date} aan.`,
  get isdeDeadlineUnknown() {
    return t`Vul bij de installatie de datum in. Dan zie je hier tot wanneer je ISDE kunt aanvragen.`;
  },
  reminder: {
    get title() {
      return t`Herinnering per mail`;
    },
    get explain() {
      return t`Wil je een mail als geheugensteun? Kies de dag. Is de stap dan nog niet klaar, dan volgen er nog twee, een week na elkaar.`;
    },
    get dateLabel() {
      return t`Stuur de eerste mail op`;
    },
    get ask() {
      return t`Stuur mij een herinnering`;
    },
    asked: (date: string) => t`Je krijgt een herinnering op ${date}.`,
    get stop() {
      return t`Stop de herinnering`;
    },
    get stopped() {
      return t`Deze herinnering is gestopt.`;
    },
    get finished() {
      return t`Alle herinneringen voor deze stap zijn verstuurd.`;
    },
    get failed() {
      return t`Dat lukte niet. Probeer het nog eens.`;
    },
    get needsEmail() {
      return t`Voor een herinnering hebben we je e-mailadres nodig. Vul het in bij Mijn gegevens.`;
    },
    get emailLink() {
      return t`Naar Mijn gegevens`;
    },
    get tooEarly() {
      return t`Kies vandaag of een dag daarna.`;
    },
  },
  /** Mijn data's list of what was set per step and the reminders (record 0160); contract: routeStepTexts.myData. */
  myData: {
    get title() {
      return t`Stappen en herinneringen`;
    },
    get none() {
      return t`Je hebt nog niets bij je stappen ingevuld.`;
    },
    get date() {
      return t`Datum`;
    },
    get note() {
      return t`Notitie`;
    },
    get reminders() {
      return t`Herinneringen`;
    },
    get remindOn() {
      return t`Volgende mail`;
    },
    stateWord: (state: 'active' | 'stopped' | 'finished'): string => {
      switch (state) {
        case 'active':
          return t`Loopt`;
        case 'stopped':
          return t`Gestopt`;
        case 'finished':
          return t`Klaar`;
      }
    },
    get stop() {
      return t`Stop`;
    },
    updated: (when: string) => t`Bijgewerkt op ${when}.`,
  },
};
