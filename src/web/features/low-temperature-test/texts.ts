import { plural, t } from '@lingui/core/macro';
import type { TestRoom } from '../../../contract/low-temperature-test.ts';
import { withUnit } from '../../../vocabulary/units.ts';
import { loadArea } from '../../locales/areas.ts';
import { formatNumber } from '../../ui/format.ts';

// This module's texts are in the `measure` catalogue, loaded with it (record 0150).
await loadArea('measure');

/*
 * The 50-gradentest's page in the active language (issue #40, record 0150). The contract
 * (contract/low-temperature-test.ts, lowTemperatureTexts) keeps the Dutch for Mijn data and the server, in the same
 * shape as here; texts.test.ts holds every Dutch source to it.
 */

const temperature = (c: number) => withUnit(formatNumber(c), '°C');
const kw = (n: number) => withUnit(formatNumber(n), 'kW');
const days = (n: number) => plural(n, { one: '# dag', other: '# dagen' });

export function roomName(room: TestRoom): string {
  switch (room) {
    case 'living':
      return t`Woonkamer`;
    case 'kitchen':
      return t`Keuken`;
    case 'mainBedroom':
      return t`Grootste slaapkamer`;
    case 'otherBedroom':
      return t`Andere slaapkamer`;
    case 'bathroom':
      return t`Badkamer`;
    case 'study':
      return t`Werkkamer`;
    case 'attic':
      return t`Zolderkamer`;
    case 'hall':
      return t`Hal of overloop`;
  }
}

export const lowTemperatureTestTexts = {
  get title() {
    return t`De 50-gradentest`;
  },
  get intro() {
    return t`Een warmtepomp verwarmt met water van hoogstens 50 tot 55\u00a0°C. Je cv-ketel stookt vaak heter. Met deze test zie je of je huis ook met lager water warm blijft.`;
  },
  get howTitle() {
    return t`Zo doe je de test`;
  },
  get how() {
    return [
      t`Kies een koude week: het liefst met dagen rond het vriespunt.`,
      t`Zet de aanvoertemperatuur van je cv-ketel op 50\u00a0°C. Weet je niet hoe? Kijk in de handleiding of vraag je installateur.`,
      t`Laat je thermostaat staan zoals je gewend bent. Zet de radiatoren in de kamers die je gebruikt helemaal open.`,
      t`Vul elke dag in of alle kamers warm genoeg bleven.`,
      t`Zet de ketel na de test terug, of laat hem zo staan als het goed gaat: dat bespaart ook gas.`,
    ];
  },
  get setPointLabel() {
    return t`Op welke temperatuur zet je de ketel?`;
  },
  get setPointHint() {
    return t`50\u00a0°C is de gewone test. Kies 55\u00a0°C als 50\u00a0°C te koud is, of 45\u00a0°C als je het nog lager wilt proberen.`;
  },
  setPointOption: (c: number) => temperature(c),
  get startDateLabel() {
    return t`Op welke dag begin je?`;
  },
  get startDateHint() {
    return t`Vandaag, of de dag waarop je al begon.`;
  },
  get start() {
    return t`Start de test`;
  },
  get startAgainHint() {
    return t`Je antwoorden van deze test gaan dan weg.`;
  },
  get stop() {
    return t`Test verwijderen`;
  },
  running: (setPointC: number, startDate: string) => {
    const setPoint = temperature(setPointC);
    return t`Je test met ${setPoint} sinds ${startDate}.`;
  },
  get daysTitle() {
    return t`Hoe ging het per dag?`;
  },
  get dayLabel() {
    return t`Welke dag vul je in?`;
  },
  get allDaysAnswered() {
    return t`Je hebt alle dagen tot nu toe ingevuld. Kom morgen terug voor de volgende dag.`;
  },
  get answeredTitle() {
    return t`Wat je hebt ingevuld`;
  },
  get answeredMark() {
    return t`ingevuld`;
  },
  get loading() {
    return t`De test wordt geladen`;
  },
  get saving() {
    return t`Bezig met bewaren`;
  },
  get failed() {
    return t`Dat lukte niet. Probeer het nog een keer.`;
  },
  get toReadings() {
    return t`Meterstanden toevoegen`;
  },
  get restartTitle() {
    return t`Opnieuw beginnen of stoppen`;
  },
  dayLegend: (date: string) => t`Bleven alle kamers warm genoeg op ${date}?`,
  get allWarmYes() {
    return t`Ja, alle kamers bleven warm`;
  },
  get allWarmNo() {
    return t`Nee, niet alle kamers`;
  },
  get coldRoomsLegend() {
    return t`Welke kamers werden niet warm genoeg?`;
  },
  get coldRoomsHint() {
    return t`Laat kamers weg die je expres koel houdt, zoals een slaapkamer waar de radiator dicht staat.`;
  },
  get saveDay() {
    return t`Bewaar deze dag`;
  },
  dayAnswered: (date: string) => t`${date}: bewaard.`,
  get answeredWarm() {
    return t`Alle kamers warm`;
  },
  answeredCold: (rooms: string) => t`Niet warm: ${rooms}`,
  outdoor: (c: number | null) => {
    if (c === null) return t`buitentemperatuur nog niet bekend`;
    const mean = temperature(c);
    return t`buiten gemiddeld ${mean}`;
  },
  get noDateYet() {
    return t`Je kunt de eerste dag invullen als die voorbij is of aan de gang is.`;
  },
  get verdictTitle() {
    return t`Wat de test zegt`;
  },
  verdict: {
    running: (answered: number, needed: number) => {
      const wait = days(needed);
      return plural(answered, {
        one: `Je hebt # dag ingevuld. Na ${wait} zeggen we wat de test betekent. Tot nu toe bleven alle kamers warm.`,
        other: `Je hebt # dagen ingevuld. Na ${wait} zeggen we wat de test betekent. Tot nu toe bleven alle kamers warm.`,
      });
    },
    ready: (setPointC: number) => {
      const setPoint = temperature(setPointC);
      return t`Je huis is klaar voor een warmtepomp die met ${setPoint} verwarmt.`;
    },
    notReady: (setPointC: number) => {
      const setPoint = temperature(setPointC);
      return t`Je huis is nog niet klaar voor verwarmen met ${setPoint}.`;
    },
    tooMild: (setPointC: number) => {
      const setPoint = temperature(setPointC);
      return t`Alle kamers bleven warm met ${setPoint}. Maar het was te zacht weer om zeker te zijn.`;
    },
    noWeather: (setPointC: number) => {
      const setPoint = temperature(setPointC);
      return t`Alle kamers bleven warm met ${setPoint}. We weten de buitentemperatuur van deze dagen nog niet, dus we kunnen nog niet zeggen wat dat betekent.`;
    },
  },
  get coldRoomsTitle() {
    return t`Deze kamers werden niet warm genoeg`;
  },
  coldRoom: (room: string, n: number) => plural(n, { one: `${room}: op # dag`, other: `${room}: op # dagen` }),
  get coldRoomsAdvice() {
    return t`Kijk bij die kamers eerst naar de radiator: een grotere radiator of een radiatorventilator helpt vaak al. Isoleren helpt ook.`;
  },
  get weatherTitle() {
    return t`Het weer tijdens de test`;
  },
  weatherSeen: (coldest: number, mildest: number, station: string) => {
    const low = temperature(coldest);
    const high = temperature(mildest);
    return t`Op de dagen van je test was het buiten gemiddeld tussen ${low} en ${high} (KNMI-station ${station}).`;
  },
  coldDays: (n: number, coldDayC: number) => {
    const cold = temperature(coldDayC);
    if (n === 0) return t`Geen dag was kouder dan ${cold} gemiddeld.`;
    return plural(n, {
      one: `# dag was kouder dan ${cold} gemiddeld.`,
      other: `# dagen waren kouder dan ${cold} gemiddeld.`,
    });
  },
  weatherMissing: (n: number) =>
    plural(n, {
      one: 'Van # dag weten we de buitentemperatuur nog niet. KNMI publiceert die later; kom dan terug.',
      other: 'Van # dagen weten we de buitentemperatuur nog niet. KNMI publiceert die later; kom dan terug.',
    }),
  get noStation() {
    return t`Voor jouw buurt hebben we nog geen weergegevens van het KNMI.`;
  },
  designFlow: (flowC: number, designC: number) => {
    const flow = temperature(flowC);
    const design = temperature(designC);
    return t`Bij ${design} buiten heeft je huis dan water nodig van hoogstens ongeveer ${flow}.`;
  },
  get measuredTitle() {
    return t`Wat je meterstanden zeggen`;
  },
  measured: (wPerK: number, loadKw: number, lowKw: number, highKw: number, designC: number) => {
    const loss = withUnit(formatNumber(wPerK), 'W');
    const design = temperature(designC);
    const load = kw(loadKw);
    const low = formatNumber(lowKw);
    const high = kw(highKw);
    return t`Volgens je meterstanden verliest je huis ${loss} per graad. Bij ${design} buiten is dat ongeveer ${load} (tussen ${low} en ${high}). Zo groot moet een warmtepomp ongeveer zijn.`;
  },
  coldestDayLoad: (loadKw: number) => {
    const load = kw(loadKw);
    return t`Op de koudste dag van je test gaf je verwarming ongeveer ${load} met lager water.`;
  },
  get noMeasured() {
    return t`Voeg je meterstanden toe, dan zetten we hier ook wat je huis per graad verliest.`;
  },
  get limitsTitle() {
    return t`Wat deze test niet kan zien`;
  },
  limits: {
    mild: (coldDayC: number, minColdDays: number) => {
      const cold = temperature(coldDayC);
      return plural(minColdDays, {
        one: `Een zachte week zegt weinig. De test telt pas als er minstens # dag kouder waren dan ${cold} gemiddeld. Op de koudste dagen van het jaar (rond −10\u00a0°C) vraagt je huis meer warmte dan in je test.`,
        other: `Een zachte week zegt weinig. De test telt pas als er minstens # dagen kouder waren dan ${cold} gemiddeld. Op de koudste dagen van het jaar (rond −10\u00a0°C) vraagt je huis meer warmte dan in je test.`,
      });
    },
    get purpose() {
      return t`Houd je een kamer expres koel? Dan zegt de test niets over die kamer. Een warmtepomp moet die kamer misschien wel warm kunnen krijgen als je hem later gebruikt.`;
    },
    get lived() {
      return t`De test meet je huis zoals je er nu woont: met jouw thermostaat, deuren en gewoontes. Was je een paar dagen weg, vul die dagen dan niet in.`;
    },
    get installer() {
      return t`De test vervangt geen berekening door een installateur. Die kijkt per kamer naar de radiatoren en het warmteverlies.`;
    },
  },
  get deleteConfirm() {
    return t`Weet je zeker dat je deze test wilt verwijderen?`;
  },
  errors: {
    get startInFuture() {
      return t`Let op: de startdag ligt in de toekomst. Kies vandaag of een dag die al geweest is.`;
    },
    startTooOld: (maxDaysBack: number) =>
      t`Let op: de startdag ligt te ver terug. Kies een dag in de laatste ${maxDaysBack} dagen.`,
    get chooseAnswer() {
      return t`Let op: kies of alle kamers warm bleven.`;
    },
    get chooseRooms() {
      return t`Let op: kies welke kamers niet warm genoeg werden.`;
    },
  },
};
