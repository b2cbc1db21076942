import { plural, t } from '@lingui/core/macro';
import type { QuestionnaireFlow } from '../../../contract/flow-ids.ts';
import { withUnit } from '../../../vocabulary/units.ts';
import { loadArea } from '../../locales/areas.ts';

// This module's texts are in the `home` catalogue, loaded with it (record 0144).
await loadArea('home');

/*
 * Texts are getters: each is looked up in the active language's catalogue when a component reads it (record 0140).
 */

/** Dashboard, flow pages and advice pages as the shell shows them (spec §2 Dashboard). */
/** Titles come from common/flow-texts.ts (`flowTitles`), so the list, the cards and the flow pages name a flow alike. */
export const questionnaireTexts: Record<QuestionnaireFlow, { about: string; minutes: string }> = {
  get onboarding() {
    return { about: t`Startvragen over jou en je huis`, minutes: t`2–4 minuten` };
  },
  get houseDetails() {
    return { about: t`Isolatie en verwarmingstechniek`, minutes: t`2–4 minuten` };
  },
  get personalBehavior() {
    return { about: t`Voor een persoonlijk advies`, minutes: t`1–2 minuten` };
  },
};

/** The card that offers the 50-gradentest; contract: lowTemperatureTexts (texts.test.ts holds the Dutch equal). */
export const lowTemperatureCardTexts = {
  get title() {
    return t`De 50-gradentest`;
  },
  get intro() {
    return t`Kan je huis warm blijven met water van 50\u00a0°C? Dat is wat een warmtepomp levert. Test het een week lang met je cv-ketel.`;
  },
  get link() {
    return t`Doe de 50-gradentest`;
  },
};

export const dashboardTexts = {
  get title() {
    return t`Mijn dashboard`;
  },
  greeting: (address: string) => t`Dit is het overzicht voor ${address}.`,
  get listTitle() {
    return t`Je vragenlijsten`;
  },
  get done() {
    return t`Klaar`;
  },
  get notDone() {
    return t`Nog niet klaar`;
  },
  percentage: (percentage: number) => {
    const rounded = Math.round(percentage);
    return t`${rounded}% ingevuld`;
  },
  get start() {
    return t`Beginnen`;
  },
  get restart() {
    return t`Opnieuw invullen`;
  },
  /** A finished questionnaire answered again: it still counts as done until the new round is finished. */
  reopened: (percentage: number) => {
    const rounded = Math.round(percentage);
    return t`Opnieuw bezig (${rounded}% ingevuld). Tot je klaar bent, tellen je eerdere antwoorden.`;
  },
  get resume() {
    return t`Verder invullen`;
  },
  get continueTitle() {
    return t`Verder met de vragen`;
  },
  get doneTitle() {
    return t`Je advies staat klaar`;
  },
  get next() {
    return t`Ga verder met de vragen`;
  },
  get guidance() {
    return {
      none: t`Begin met de basisvragen. Daarna weet de app genoeg om een eerste inschatting van je huis te maken.`,
      some: t`Goed bezig! Hoe meer vragen je beantwoordt, hoe beter het advies bij jouw huis past.`,
      all: t`Je hebt alle vragen beantwoord. Je advies is zo persoonlijk als het kan worden. Bekijk je advies en kies per route je favoriet.`,
    };
  },
  get adviceLink() {
    return t`Bekijk je advies`;
  },
  get firstAdviceLink() {
    return t`Bekijk je eerste advies`;
  },
  get timelineTitle() {
    return t`Zo gaat het verder in de buurt`;
  },
  get timelineSteps() {
    return {
      mapped: t`De buurt is in kaart gebracht`,
      firstSelection: t`Eerste selectie door de werkgroep`,
      residentsPreference: t`Bewoners geven hun voorkeur`,
      neighbourhoodChoice: t`De buurt kiest`,
    };
  },
  get timelineStatus() {
    return { done: t`Gedaan`, current: t`Nu bezig`, upcoming: t`Komt nog` };
  },
};

/** Spec §2 Dashboard cards: the label, the gas-usage and heat-loss reports, and the home's map. */
export const reportTexts = {
  get labelTitle() {
    return { registered: t`Energielabel van je huis`, estimated: t`Geschat energielabel` };
  },
  get labelKind() {
    return {
      registered: t`Geregistreerd energielabel:`,
      estimated: t`Geschat energielabel:`,
      insulation: t`Isolatielabel:`,
    };
  },
  get labelExplanation() {
    return {
      registered: t`Dit is het energielabel dat voor je huis is geregistreerd. A is heel zuinig, G is niet zuinig. Met dit label rekenen we overal in je advies.`,
      estimated: t`Voor je huis is geen energielabel geregistreerd. Daarom schatten we het, met gegevens uit openbare registers en jouw antwoorden. A is heel zuinig, G is niet zuinig.`,
      insulation: t`Het isolatielabel zegt hoe goed je huis warmte binnenhoudt. We rekenen het uit met jouw antwoorden over isolatie, glas en ventilatie. A is heel goed, G is slecht.`,
    };
  },
  get labelLink() {
    return t`Wat betekent het isolatielabel?`;
  },
  get labelLoading() {
    return t`Je label wordt geladen…`;
  },
  get labelFailed() {
    return t`Je label kon niet worden geladen. Probeer het later opnieuw.`;
  },
  get gasTitle() {
    return t`Waar gebruik je gas voor?`;
  },
  gasIntro: (total: string) => t`Je huis gebruikt naar schatting ${total} gas per jaar. Zo is dat verdeeld:`,
  gasIntroMeasured: (total: string) => t`Je eigen jaarverbruik: ${total} gas. Zo is dat ongeveer verdeeld:`,
  get gasPurposes() {
    return { spaceHeating: t`Verwarmen van je huis`, hotWater: t`Warm water`, cooking: t`Koken` };
  },
  get gasListLabel() {
    return t`Gasgebruik per doel`;
  },
  get compareTitle() {
    return t`Vergelijk je gasgebruik`;
  },
  get compareCaption() {
    return t`Gasgebruik per jaar in kubieke meter (m³)`;
  },
  get compareHeader() {
    return { who: t`Huis`, usage: t`Gas per jaar` };
  },
  get compare() {
    return { mine: t`Jouw huis`, neighbourhood: t`De buurt`, country: t`Vergelijkbaar huis in Nederland` };
  },
  get neighbourhoodUnavailable() {
    return t`Het gemiddelde van de buurt laten we nog niet zien. Dat doen we pas als genoeg huishoudens meedoen, zodat niemand te herkennen is.`;
  },
  neighbourhoodHouseholds: (count: number) =>
    t`Gemiddelde van minstens ${plural(count, { one: '# huishouden', other: '# huishoudens' })} in de buurt. Dit getal wordt bijgewerkt als er minstens 10 huishoudens bij zijn gekomen of iets hebben veranderd.`,
  // A no-break space keeps the unit with its number when the line wraps.
  cubicMetres: (amount: string) => withUnit(amount, 'm³'),
  get gasLoading() {
    return t`Je gasgebruik wordt geladen…`;
  },
  get gasFailed() {
    return t`Je gasgebruik kon niet worden geladen. Probeer het later opnieuw.`;
  },
  get heatLossTitle() {
    return t`Waar verliest je huis warmte?`;
  },
  get heatLossIntro() {
    return t`Zo verdeelt het warmteverlies van je huis zich over de delen van je huis:`;
  },
  get heatLossListLabel() {
    return t`Warmteverlies per deel van je huis`;
  },
  // The questionnaire's names of the parts (contract/answer-words.ts buildingPartWords), here in the catalogue.
  get heatLossParts() {
    return {
      ventilation: t`Ventilatie`,
      facade: t`Gevel`,
      roof: t`Dak`,
      glazing1: t`Glas in de woonkamer`,
      glazing2: t`Glas in de slaapkamers`,
      infiltration: t`Naden en kieren`,
      floor: t`Vloer`,
    };
  },
  get heatLossLoading() {
    return t`Je warmteverlies wordt geladen…`;
  },
  get heatLossFailed() {
    return t`Het warmteverlies van je huis kon niet worden geladen. Probeer het later opnieuw.`;
  },
  percent: (value: number) => `${value}%`,
  get chartLoading() {
    return t`De grafiek wordt geladen…`;
  },
  get mapTitle() {
    return t`Je huis op de kaart`;
  },
  mapName: (address: string) => t`Kaart met luchtfoto van ${address}`,
  get mapRole() {
    return t`kaart`;
  },
  get mapHelp() {
    return t`Zoom in en uit met de toetsen plus (+) en min (−), of dubbelklik op de kaart.`;
  },
  get mapLoading() {
    return t`De kaart wordt geladen…`;
  },
  get mapTilesFailed() {
    return t`De kaartbeelden konden niet worden geladen. De rest van de pagina werkt gewoon. Probeer het later nog eens.`;
  },
  get mapNotFound() {
    return t`We konden je adres niet op de kaart vinden. De rest van de pagina werkt gewoon.`;
  },
  get mapLookupFailed() {
    return t`We konden de plek van je adres nu niet opzoeken. Probeer het later nog eens.`;
  },
  get mapFailed() {
    return t`De kaart kon niet worden geladen. De rest van de pagina werkt gewoon.`;
  },
  // The providers ask for their credit under the map (map-sources.ts names the host of any other provider).
  get mapCredit() {
    return { osm: t`Kaart © OpenStreetMap-bijdragers`, pdok: t`Luchtfoto: Beeldmateriaal Nederland (PDOK)` };
  },
  mapBy: (host: string) => t`Kaart: ${host}`,
  aerialBy: (host: string) => t`Luchtfoto: ${host}`,
};

export const myHouseTexts = {
  get title() {
    return t`Mijn huis`;
  },
  get intro() {
    return t`Dit weten we al over je huis. Een deel komt uit openbare registers, een deel uit jouw antwoorden.`;
  },
  get facts() {
    return {
      address: t`Adres`,
      buildYear: t`Bouwjaar`,
      surface: t`Oppervlakte`,
      dwellingType: t`Soort woning`,
      label: t`Energielabel`,
      monument: t`Monument`,
    };
  },
  get yes() {
    return t`Ja`;
  },
  get no() {
    return t`Nee`;
  },
  get unknown() {
    return t`Onbekend`;
  },
  get labelLoading() {
    return t`wordt geladen…`;
  },
  get labelFailed() {
    return t`kon niet worden geladen`;
  },
  answeredOverRegister: (answer: string, register: string) =>
    t`${answer} (jouw antwoord; in het register staat ${register})`,
  get moreTitle() {
    return t`Vertel meer over je huis`;
  },
  get detailText() {
    return t`Isolatie, glas, ventilatie en verwarming.`;
  },
  get behaviourText() {
    return t`Douchen, temperatuur, wensen en waarden.`;
  },
  get readingsTitle() {
    return t`Je meterstanden`;
  },
  get readingsText() {
    return t`Meet met je meterstanden hoeveel warmte je huis echt verliest.`;
  },
};

/** Issue 12: measures that pay back on every route. */
export const noRegretTexts = {
  get title() {
    return t`Dit kun je nu al doen`;
  },
  get intro() {
    return t`Deze aanpassingen verdien je terug, welke route de buurt ook kiest. Je kunt er dus nu al mee beginnen.`;
  },
  get none() {
    return t`Voor je huis vonden we nu geen aanpassing die zich op elke route terugverdient.`;
  },
  costs: (cost: string, subsidy: string) => t`Kost ongeveer ${cost}, met ${subsidy} subsidie.`,
  costsWithoutSubsidy: (cost: string) => t`Kost ongeveer ${cost}. Hier is geen subsidie voor.`,
  saving: (saving: string) => t`Je bespaart ongeveer ${saving} per jaar.`,
  payback: (years: string, lifetime: string) => t`Terugverdiend in ${years} jaar; het gaat ${lifetime} jaar mee.`,
};
