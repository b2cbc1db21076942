import type { BuildingComponent } from '../engine/index.ts';
import type { RouteStepCode, RouteStepStatus } from '../vocabulary/route-steps.ts';
import type { RouteCode } from '../vocabulary/routes.ts';
import { buildingPartWords } from './answer-words.ts';
import type { Localised } from './messages.ts';

/**
 * Every Dutch word of the steps of a route and their reminders (issue #38.1, #38.4), in one place: Mijn data and the
 * reminder mail read them from here; the steps section reads its own through the catalogue
 * (web/common/route-steps-texts.ts), held to these by its test (record 0150).
 */

/** The longest own note of a step: a few sentences, not a diary. */
export const STEP_NOTE_MAX = 1000;

/** What the API says about steps and reminders, in every shipped language (record 0150). */
export const routeStepMessages = {
  unknownStep: { nl: 'onbekende stap', en: 'unknown step' },
  status: { nl: 'kies: nog niet begonnen, bezig of klaar', en: 'choose: not started, in progress or done' },
  noReminder: { nl: 'voor deze stap is geen herinnering mogelijk', en: 'this step cannot have a reminder' },
  unknownRoute: { nl: 'onbekende route', en: 'unknown route' },
  day: { nl: 'verwacht een datum als 2026-11-27', en: 'expected a date such as 2026-11-27' },
  noteTooLong: {
    nl: `een notitie heeft hoogstens ${STEP_NOTE_MAX} tekens`,
    en: `a note has ${STEP_NOTE_MAX} characters at most`,
  },
  tooEarly: { nl: 'Kies vandaag of een dag daarna.', en: 'Choose today or a later day.' },
  tooLate: { nl: 'Kies een dag binnen drie jaar.', en: 'Choose a day within three years.' },
  noEmail: {
    nl: 'We hebben geen bevestigd e-mailadres van je. Vul het eerst in bij Mijn gegevens.',
    en: "We don't have a confirmed e-mail address for you. Enter it first under Mijn data (My data).",
  },
  notInRoute: { nl: 'Deze stap hoort niet bij je route.', en: "This step isn't part of your route." },
  noFavourite: { nl: 'Kies eerst een favoriet bij deze route.', en: 'First choose a favourite on this route.' },
} as const satisfies Record<string, Localised>;

export const stepStatusWords: Record<RouteStepStatus, string> = {
  not_started: 'Nog niet begonnen',
  busy: 'Bezig',
  done: 'Klaar',
};

export const stepTitles: Record<RouteStepCode, string> = {
  insulate_roof: 'Dak isoleren',
  insulate_floor: 'Vloer isoleren',
  insulate_facade: 'Gevel isoleren',
  glass_living_room: 'Beter glas in de woonkamer',
  glass_bedrooms: 'Beter glas in de slaapkamers',
  seal_gaps: 'Naden en kieren dichten',
  ventilation: 'Ventilatie verbeteren',
  ask_quotes: 'Offertes vragen',
  choose_installer: 'Een installateur kiezen',
  install: 'Laten installeren',
  isde_application: 'ISDE-subsidie aanvragen',
  lower_flow_temperature: 'Aanvoertemperatuur lager zetten',
  balance_radiators: 'Radiatoren inregelen',
};

/** The title of a step on a route: on a heat grid, installing is being connected. */
export function stepTitle(code: RouteStepCode, route: RouteCode): string {
  if (code === 'install' && route === 'heat_grid') return 'Aansluiten op het warmtenet';
  return stepTitles[code];
}

const FIRST_INSULATE =
  'Isoleren doe je vóór de nieuwe installatie. Dan kan die kleiner en werkt hij op een lagere temperatuur.';

/** What the why of a step needs to know of the home's option. */
export interface StepWhyFacts {
  route: RouteCode;
  /** The option has building changes before the installation. */
  hasBuildingChanges: boolean;
  isde: { installation: boolean; insulation: BuildingComponent[]; windowMonths: number } | null;
}

const list = (words: string[]) =>
  words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} en ${words[words.length - 1]}`;

/** Why the step comes where it comes, in plain Dutch (B1). */
export function stepWhy(code: RouteStepCode, facts: StepWhyFacts): string {
  switch (code) {
    case 'insulate_roof':
      return `${FIRST_INSULATE} Door het dak gaat in veel huizen de meeste warmte weg.`;
    case 'insulate_floor':
      return `${FIRST_INSULATE} Een geïsoleerde vloer geeft ook warmere voeten.`;
    case 'insulate_facade':
      return `${FIRST_INSULATE} De gevel is een groot deel van je huis.`;
    case 'glass_living_room':
    case 'glass_bedrooms':
      return 'Beter glas hoort bij het isoleren. Doe het vóór de installatie, zodat die past bij je huis zoals het straks is.';
    case 'seal_gaps':
      return 'Kieren dicht je na het isoleren. Zo blijft de warmte binnen die de isolatie bewaart.';
    case 'ventilation':
      return 'Ventilatie komt na het isoleren en kieren dichten. Een huis dat goed dicht is, heeft frisse lucht nodig.';
    case 'ask_quotes':
      return facts.hasBuildingChanges
        ? 'Vraag offertes als je weet wat er aan je huis verandert. Zeg welke isolatie je doet, dan rekent de installateur daarmee. Vraag er twee of drie, dan kun je vergelijken.'
        : 'Vraag twee of drie offertes. Dan kun je prijs en inhoud vergelijken.';
    case 'choose_installer':
      return 'Kies pas als je de offertes naast elkaar hebt gelegd. Kijk wat erin zit, niet alleen naar de prijs.';
    case 'install':
      return facts.route === 'heat_grid'
        ? 'Het aansluiten komt na het isoleren en je keuze. Dan is je huis klaar voor de warmte van het net.'
        : 'Installeren komt na het isoleren en je keuze. Dan past het apparaat bij je huis zoals het straks is.';
    case 'isde_application':
      return isdeWhy(facts);
    case 'lower_flow_temperature':
      return 'Doe dit als alles werkt. Hoe koeler het water naar je radiatoren gaat, hoe zuiniger je verwarmt.';
    case 'balance_radiators':
      return 'Stel daarna je radiatoren af. Dan worden alle kamers even goed warm, ook met koeler water.';
  }
}

function isdeWhy({ route, isde }: StepWhyFacts): string {
  const months = isde?.windowMonths ?? 24;
  const parts = ['Je vraagt ISDE aan als het werk klaar is. Je hebt dan de factuur en het betaalbewijs nodig.'];
  if (isde?.installation)
    parts.push(
      route === 'heat_grid'
        ? `Voor de aansluiting op het warmtenet doe je dat binnen ${months} maanden na het aansluiten.`
        : `Voor de warmtepomp doe je dat binnen ${months} maanden na de installatie.`,
    );
  if (isde && isde.insulation.length > 0) {
    const names = [...new Set(isde.insulation.map((c) => buildingPartWords[c].toLowerCase()))];
    parts.push(
      `Voor ${list(names)} doe je dat binnen ${months} maanden nadat het klaar is. We rekenen alleen met isolatie die aan de eisen van ISDE voldoet.`,
    );
    if (isde.insulation.length > 1 || isde.installation)
      parts.push(`Doe je twee maatregelen binnen ${months} maanden, dan krijg je meer subsidie.`);
  }
  return parts.join(' ');
}

export const routeStepTexts = {
  title: 'Jouw stappen',
  lead: (optionName: string) =>
    `Dit zijn de stappen voor ${optionName}, in de volgorde die past bij jouw huis. Zet zelf bij elke stap hoe het ervoor staat.`,
  loadFailed: 'Je stappen konden niet worden geladen. Probeer het later nog eens.',
  noFavourite: 'Kies eerst een favoriet bij een route. Dan zie je hier welke stappen daarbij horen.',
  chooseLink: 'Naar je advies',
  routeLink: 'Zet je stappen bij',
  noSteps: 'Voor deze keuze hoef je niets te veranderen.',
  stepOf: (index: number, total: number) => `Stap ${index} van ${total}`,
  statusLabel: 'Hoe staat het ervoor?',
  dateLabel: 'Datum',
  dateHelp: 'Bijvoorbeeld wanneer het klaar was, of wanneer het gepland is.',
  noteLabel: 'Eigen notitie',
  noteHelp: 'Alleen jij ziet deze notitie.',
  save: 'Opslaan',
  saved: 'Opgeslagen.',
  saveFailed: 'Opslaan lukte niet. Probeer het nog eens.',
  statusNow: (status: string) => `Status: ${status}`,
  isdeDeadline: (date: string) => `Vraag ISDE uiterlijk ${date} aan.`,
  isdeDeadlineUnknown: 'Vul bij de installatie de datum in. Dan zie je hier tot wanneer je ISDE kunt aanvragen.',
  reminder: {
    title: 'Herinnering per mail',
    explain:
      'Wil je een mail als geheugensteun? Kies de dag. Is de stap dan nog niet klaar, dan volgen er nog twee, een week na elkaar.',
    dateLabel: 'Stuur de eerste mail op',
    ask: 'Stuur mij een herinnering',
    asked: (date: string) => `Je krijgt een herinnering op ${date}.`,
    stop: 'Stop de herinnering',
    stopped: 'Deze herinnering is gestopt.',
    finished: 'Alle herinneringen voor deze stap zijn verstuurd.',
    failed: 'Dat lukte niet. Probeer het nog eens.',
    needsEmail: 'Voor een herinnering hebben we je e-mailadres nodig. Vul het in bij Mijn gegevens.',
    emailLink: 'Naar Mijn gegevens',
  },
  stopPage: {
    title: 'Herinnering stoppen',
    busy: 'Even geduld',
    done: 'De herinnering is gestopt. Je krijgt er geen mail meer over.',
    failed: 'Dat lukte niet. Probeer de link later nog eens.',
    missing: 'Deze link is niet compleet. Open de link uit de mail nog eens.',
    home: 'Naar Buurtwarmte',
  },
  myData: {
    title: 'Stappen en herinneringen',
    none: 'Je hebt nog niets bij je stappen ingevuld.',
    stepsCaption: 'Wat je bij de stappen invulde',
    route: 'Route',
    step: 'Stap',
    status: 'Status',
    date: 'Datum',
    note: 'Notitie',
    reminders: 'Herinneringen',
    remindOn: 'Volgende mail',
    state: 'Stand',
    stateWords: { active: 'Loopt', stopped: 'Gestopt', finished: 'Klaar' },
    stop: 'Stop',
    updated: (when: string) => `Bijgewerkt op ${when}.`,
  },
};

/** The reminder mail: the step's name and a stop link, nothing of the home, its answers or its figures. */
export function reminderMailText(stepName: string, stepsLink: string, stopLink: string) {
  return {
    subject: `Herinnering: ${stepName}`,
    text: [
      'Hallo,',
      '',
      `Je vroeg ons om een herinnering voor deze stap: ${stepName}.`,
      'Kijk bij je stappen in Buurtwarmte wat er nog moet gebeuren:',
      stepsLink,
      '',
      'Wil je geen herinneringen meer voor deze stap? Klik dan op deze link:',
      stopLink,
      '',
      'Groeten,',
      'Buurtwarmte',
    ].join('\n'),
  };
}
