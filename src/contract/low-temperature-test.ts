import { z } from 'zod';
import { householdCellSchema, householdSplitSchema } from './working-group.ts';
import { isoDateSchema } from './readings.ts';
import { withUnit } from '../vocabulary/units.ts';
import type { Localised } from './messages.ts';

// The guided low-temperature test ('50-gradentest', issue #39.5; docs/decisions/0136-low-temperature-test.md):
// what the resident sends and reads, the working group's published shares, and the Dutch words of both.

/**
 * The flow temperatures the test offers, °C: the engine's sourced row LOW_TEMPERATURE_SET_POINTS_C, spelled here
 * because the contract may not load engine code; low-temperature-test.routes.test.ts holds the two equal.
 */
export const LOW_TEMPERATURE_SET_POINTS = [45, 50, 55] as const;
export type LowTemperatureSetPoint = (typeof LOW_TEMPERATURE_SET_POINTS)[number];

/** The rooms a resident can name as cold: the usual rooms of a Dutch home, never free text. */
export const TEST_ROOMS = [
  'living',
  'kitchen',
  'mainBedroom',
  'otherBedroom',
  'bathroom',
  'study',
  'attic',
  'hall',
] as const;
export type TestRoom = (typeof TEST_ROOMS)[number];

export const TEST_ROOM_NAMES: Record<TestRoom, string> = {
  living: 'Woonkamer',
  kitchen: 'Keuken',
  mainBedroom: 'Grootste slaapkamer',
  otherBedroom: 'Andere slaapkamer',
  bathroom: 'Badkamer',
  study: 'Werkkamer',
  attic: 'Zolderkamer',
  hall: 'Hal of overloop',
};

/** How far back a test may start (a resident may enter a test they ran last winter) and how long it may run. */
export const LOW_TEMPERATURE_LIMITS = { maxDaysBack: 400, maxTestDays: 28 } as const;

/** What the API says about a test, in every shipped language (record 0150); the schemas carry the Dutch. */
export const lowTemperatureMessages = {
  setPoint: { nl: 'Kies 45, 50 of 55\u00a0°C.', en: 'Choose 45, 50 or 55\u00a0°C.' },
  roomsOrWarm: {
    nl: 'Kies welke kamers niet warm genoeg werden, of zeg dat alle kamers warm bleven.',
    en: "Choose which rooms didn't get warm enough, or say that all rooms stayed warm.",
  },
  startInFuture: {
    nl: 'Let op: de startdag ligt in de toekomst. Kies vandaag of een dag die al geweest is.',
    en: 'Note: the start day is in the future. Choose today or a day that has passed.',
  },
  startTooOld: {
    nl: `Let op: de startdag ligt te ver terug. Kies een dag in de laatste ${LOW_TEMPERATURE_LIMITS.maxDaysBack} dagen.`,
    en: `Note: the start day is too long ago. Choose a day in the last ${LOW_TEMPERATURE_LIMITS.maxDaysBack} days.`,
  },
  dayOutsideTest: {
    nl: 'Deze dag hoort niet bij je test: kies een dag tussen de startdag en vandaag.',
    en: "This day isn't part of your test: choose a day between the start day and today.",
  },
  noTest: { nl: 'Je hebt nog geen test gestart.', en: "You haven't started a test yet." },
} as const satisfies Record<string, Localised>;

const setPointSchema = z.literal(LOW_TEMPERATURE_SET_POINTS, { error: lowTemperatureMessages.setPoint.nl });

export const startLowTemperatureTestBodySchema = z.object({
  setPointC: setPointSchema,
  startDate: isoDateSchema,
});
export type StartLowTemperatureTestBody = z.infer<typeof startLowTemperatureTestBodySchema>;

export const lowTemperatureDayParamsSchema = { date: isoDateSchema };

export const lowTemperatureDayBodySchema = z
  .object({
    allWarm: z.boolean(),
    coldRooms: z.array(z.enum(TEST_ROOMS)).max(TEST_ROOMS.length),
  })
  .refine((d) => d.allWarm === (d.coldRooms.length === 0), {
    message: lowTemperatureMessages.roomsOrWarm.nl,
    path: ['coldRooms'],
  });
export type LowTemperatureDayBody = z.infer<typeof lowTemperatureDayBodySchema>;

export const LOW_TEMPERATURE_STATUSES = ['running', 'ready', 'notReady', 'tooMild', 'noWeather'] as const;

/** The engine's verdict (engine/low-temperature-test.ts) as the resident's screen reads it. */
export const lowTemperatureVerdictSchema = z.object({
  status: z.enum(LOW_TEMPERATURE_STATUSES),
  setPointC: z.number(),
  daysAnswered: z.number().int(),
  minDays: z.number().int(),
  coldRooms: z.array(z.object({ room: z.enum(TEST_ROOMS), dates: z.array(z.string()) })),
  weather: z.object({
    daysWithWeather: z.number().int(),
    coldDays: z.number().int(),
    coldDayC: z.number(),
    minColdDays: z.number().int(),
    coldestC: z.number().nullable(),
    mildestC: z.number().nullable(),
    meanC: z.number().nullable(),
  }),
  designFlowAtMostC: z.number().nullable(),
  designOutdoorC: z.number(),
  measured: z
    .object({
      wPerK: z.number(),
      lowWPerK: z.number(),
      highWPerK: z.number(),
      designLoadKw: z.number(),
      designLoadLowKw: z.number(),
      designLoadHighKw: z.number(),
      coldestDayLoadKw: z.number().nullable(),
    })
    .nullable(),
});
export type LowTemperatureVerdictView = z.infer<typeof lowTemperatureVerdictSchema>;

export const lowTemperatureTestDaySchema = z.object({
  date: z.string(),
  allWarm: z.boolean(),
  coldRooms: z.array(z.enum(TEST_ROOMS)),
  /** The day's mean outdoor temperature at the campaign's KNMI station; null while KNMI has not got it. */
  outdoorMeanC: z.number().nullable(),
});

export const lowTemperatureTestSchema = z.object({
  test: z
    .object({
      setPointC: setPointSchema,
      startDate: z.string(),
      /** Every day the resident can answer now, oldest first: from the start to today, at most the test's length. */
      dates: z.array(z.string()),
      days: z.array(lowTemperatureTestDaySchema),
      verdict: lowTemperatureVerdictSchema,
      /** The KNMI station the outdoor temperatures come from; null when the campaign has no weather. */
      station: z.object({ name: z.string(), distanceKm: z.number() }).nullable(),
    })
    .nullable(),
});
export type LowTemperatureTestView = z.infer<typeof lowTemperatureTestSchema>;

/** The test as Mijn data shows and exports it: what the resident entered, nothing computed. */
export const myLowTemperatureTestSchema = z.object({
  setPointC: z.number(),
  startDate: z.string(),
  createdAt: z.string(),
  days: z.array(z.object({ date: z.string(), allWarm: z.boolean(), coldRooms: z.array(z.string()) })),
});

/** The part of the campaign a row of the working group's table covers: the whole buurt, a street, or the rest. */
export const OTHER_STREETS = '__other';

/**
 * The working group's view of the tests (issue #39.5): per group of households — the buurt, each street big enough,
 * the other streets together — how many tested and how many of those are ready. Households of the buurt split into
 * ready, not ready and not tested, with the overview's protection of small cells; a street shows only when each of
 * the three is at least ten, so no difference of shown rows gives a group under ten. Published in steps of ten
 * changed households, like the overview.
 */
export const lowTemperatureOverviewSchema = z.object({
  publishedAt: z.string(),
  buurt: householdSplitSchema,
  /** Percent of households that tested, and of those that are ready; null unless the cells under them are exact. */
  testedPercent: z.number().nullable(),
  readyPercent: z.number().nullable(),
  streets: z.array(
    z.object({
      street: z.string(),
      households: householdCellSchema,
      tested: householdCellSchema,
      ready: householdCellSchema,
      testedPercent: z.number(),
      readyPercent: z.number(),
    }),
  ),
});
export type LowTemperatureOverview = z.infer<typeof lowTemperatureOverviewSchema>;

/** The keys of the buurt's split. */
export const TEST_OUTCOME_KEYS = ['ready', 'notReady', 'untested'] as const;

const temperature = (c: number) => withUnit(c.toLocaleString('nl-NL', { maximumFractionDigits: 1 }), '°C');
const kw = (n: number) => withUnit(n.toLocaleString('nl-NL'), 'kW');
const days = (n: number) => `${n} ${n === 1 ? 'dag' : 'dagen'}`;

/**
 * What the resident reads on the test's pages (B1, 'je'), in Dutch: Mijn data and the server read it here; the test's
 * page reads its own words through the catalogue (web/features/low-temperature-test/texts.ts, held to these by its
 * test, record 0150).
 */
export const lowTemperatureTexts = {
  title: 'De 50-gradentest',
  dashboardLink: 'Doe de 50-gradentest',
  dashboardIntro:
    'Kan je huis warm blijven met water van 50\u00a0°C? Dat is wat een warmtepomp levert. Test het een week lang met je cv-ketel.',
  intro:
    'Een warmtepomp verwarmt met water van hoogstens 50 tot 55\u00a0°C. Je cv-ketel stookt vaak heter. Met deze test zie je of je huis ook met lager water warm blijft.',
  howTitle: 'Zo doe je de test',
  how: [
    'Kies een koude week: het liefst met dagen rond het vriespunt.',
    'Zet de aanvoertemperatuur van je cv-ketel op 50\u00a0°C. Weet je niet hoe? Kijk in de handleiding of vraag je installateur.',
    'Laat je thermostaat staan zoals je gewend bent. Zet de radiatoren in de kamers die je gebruikt helemaal open.',
    'Vul elke dag in of alle kamers warm genoeg bleven.',
    'Zet de ketel na de test terug, of laat hem zo staan als het goed gaat: dat bespaart ook gas.',
  ],
  setPointLabel: 'Op welke temperatuur zet je de ketel?',
  setPointHint:
    '50\u00a0°C is de gewone test. Kies 55\u00a0°C als 50\u00a0°C te koud is, of 45\u00a0°C als je het nog lager wilt proberen.',
  setPointOption: (c: number) => temperature(c),
  startDateLabel: 'Op welke dag begin je?',
  startDateHint: 'Vandaag, of de dag waarop je al begon.',
  start: 'Start de test',
  startAgain: 'Opnieuw beginnen',
  startAgainHint: 'Je antwoorden van deze test gaan dan weg.',
  stop: 'Test verwijderen',
  running: (setPointC: number, startDate: string) => `Je test met ${temperature(setPointC)} sinds ${startDate}.`,
  daysTitle: 'Hoe ging het per dag?',
  dayLabel: 'Welke dag vul je in?',
  allDaysAnswered: 'Je hebt alle dagen tot nu toe ingevuld. Kom morgen terug voor de volgende dag.',
  answeredTitle: 'Wat je hebt ingevuld',
  answeredMark: 'ingevuld',
  loading: 'De test wordt geladen',
  saving: 'Bezig met bewaren',
  failed: 'Dat lukte niet. Probeer het nog een keer.',
  toReadings: 'Meterstanden toevoegen',
  restartTitle: 'Opnieuw beginnen of stoppen',
  myDataTitle: 'Je 50-gradentest',
  myDataSummary: (setPointC: number, startDate: string, answered: number, cold: number) =>
    `Test met ${temperature(setPointC)} sinds ${startDate}: ${days(answered)} ingevuld, ${cold === 0 ? 'geen dag' : days(cold)} met een kamer die niet warm genoeg werd.`,
  myDataLink: 'Bekijk de test',
  dayLegend: (date: string) => `Bleven alle kamers warm genoeg op ${date}?`,
  allWarmYes: 'Ja, alle kamers bleven warm',
  allWarmNo: 'Nee, niet alle kamers',
  coldRoomsLegend: 'Welke kamers werden niet warm genoeg?',
  coldRoomsHint: 'Laat kamers weg die je expres koel houdt, zoals een slaapkamer waar de radiator dicht staat.',
  saveDay: 'Bewaar deze dag',
  dayAnswered: (date: string) => `${date}: bewaard.`,
  answeredWarm: 'Alle kamers warm',
  answeredCold: (rooms: string) => `Niet warm: ${rooms}`,
  outdoor: (c: number | null) =>
    c === null ? 'buitentemperatuur nog niet bekend' : `buiten gemiddeld ${temperature(c)}`,
  noDateYet: 'Je kunt de eerste dag invullen als die voorbij is of aan de gang is.',
  verdictTitle: 'Wat de test zegt',
  verdict: {
    running: (answered: number, needed: number) =>
      `Je hebt ${days(answered)} ingevuld. Na ${days(needed)} zeggen we wat de test betekent. Tot nu toe bleven alle kamers warm.`,
    ready: (setPointC: number) => `Je huis is klaar voor een warmtepomp die met ${temperature(setPointC)} verwarmt.`,
    notReady: (setPointC: number) => `Je huis is nog niet klaar voor verwarmen met ${temperature(setPointC)}.`,
    tooMild: (setPointC: number) =>
      `Alle kamers bleven warm met ${temperature(setPointC)}. Maar het was te zacht weer om zeker te zijn.`,
    noWeather: (setPointC: number) =>
      `Alle kamers bleven warm met ${temperature(setPointC)}. We weten de buitentemperatuur van deze dagen nog niet, dus we kunnen nog niet zeggen wat dat betekent.`,
  },
  coldRoomsTitle: 'Deze kamers werden niet warm genoeg',
  coldRoom: (room: string, n: number) => `${room}: op ${days(n)}`,
  coldRoomsAdvice:
    'Kijk bij die kamers eerst naar de radiator: een grotere radiator of een radiatorventilator helpt vaak al. Isoleren helpt ook.',
  weatherTitle: 'Het weer tijdens de test',
  weatherSeen: (coldest: number, mildest: number, station: string) =>
    `Op de dagen van je test was het buiten gemiddeld tussen ${temperature(coldest)} en ${temperature(mildest)} (KNMI-station ${station}).`,
  coldDays: (n: number, coldDayC: number) =>
    `${n === 0 ? 'Geen dag' : days(n)} ${n <= 1 ? 'was' : 'waren'} kouder dan ${temperature(coldDayC)} gemiddeld.`,
  weatherMissing: (n: number) =>
    `Van ${days(n)} weten we de buitentemperatuur nog niet. KNMI publiceert die later; kom dan terug.`,
  noStation: 'Voor jouw buurt hebben we nog geen weergegevens van het KNMI.',
  designFlow: (flowC: number, designC: number) =>
    `Bij ${temperature(designC)} buiten heeft je huis dan water nodig van hoogstens ongeveer ${temperature(flowC)}.`,
  measuredTitle: 'Wat je meterstanden zeggen',
  measured: (wPerK: number, loadKw: number, lowKw: number, highKw: number, designC: number) =>
    `Volgens je meterstanden verliest je huis ${withUnit(wPerK.toLocaleString('nl-NL'), 'W')} per graad. Bij ${temperature(designC)} buiten is dat ongeveer ${kw(loadKw)} (tussen ${lowKw.toLocaleString('nl-NL')} en ${kw(highKw)}). Zo groot moet een warmtepomp ongeveer zijn.`,
  coldestDayLoad: (load: number) =>
    `Op de koudste dag van je test gaf je verwarming ongeveer ${kw(load)} met lager water.`,
  noMeasured: 'Voeg je meterstanden toe, dan zetten we hier ook wat je huis per graad verliest.',
  limitsTitle: 'Wat deze test niet kan zien',
  limits: {
    mild: (coldDayC: number, minColdDays: number) =>
      `Een zachte week zegt weinig. De test telt pas als er minstens ${days(minColdDays)} kouder waren dan ${temperature(coldDayC)} gemiddeld. Op de koudste dagen van het jaar (rond −10\u00a0°C) vraagt je huis meer warmte dan in je test.`,
    purpose:
      'Houd je een kamer expres koel? Dan zegt de test niets over die kamer. Een warmtepomp moet die kamer misschien wel warm kunnen krijgen als je hem later gebruikt.',
    lived:
      'De test meet je huis zoals je er nu woont: met jouw thermostaat, deuren en gewoontes. Was je een paar dagen weg, vul die dagen dan niet in.',
    installer:
      'De test vervangt geen berekening door een installateur. Die kijkt per kamer naar de radiatoren en het warmteverlies.',
  },
  deleteConfirm: 'Weet je zeker dat je deze test wilt verwijderen?',
  errors: {
    startInFuture: lowTemperatureMessages.startInFuture.nl,
    startTooOld: lowTemperatureMessages.startTooOld.nl,
    dayOutsideTest: lowTemperatureMessages.dayOutsideTest.nl,
    noTest: lowTemperatureMessages.noTest.nl,
    chooseAnswer: 'Let op: kies of alle kamers warm bleven.',
    chooseRooms: 'Let op: kies welke kamers niet warm genoeg werden.',
  },
} as const;
