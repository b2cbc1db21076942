import type { RouteName } from './common.ts';
import { sayIn, type Localised } from './messages.ts';
import { routeWords } from '../vocabulary/route-words.ts';
import { ROUTE_CODES, ROUTE_VOCABULARY } from '../vocabulary/routes.ts';
import { LABEL_ORDER } from '../vocabulary/energy-labels.ts';
import { DWELLING_TYPE_VOCABULARY, type DwellingType } from '../vocabulary/dwelling-types.ts';
import { FLOW_TITLES, type FlowId } from '../vocabulary/flows.ts';
import { languageFacts, SOURCE_LANGUAGE, type Language } from '../vocabulary/languages.ts';
import type { EnergyLabelCode } from './real-estate.ts';
import type { HeatPlan } from './heat-plan.ts';
import { withUnit } from '../vocabulary/units.ts';

/**
 * What a resident reads in 'Mijn warmteplan' (issue 29), and the words the plan shares with the advice pages. Kept
 * here, zod-free like FLOW_TITLES, because the server writes them into the PDF and the web app shows the same words
 * on screen: one source, so the document and the page never drift apart.
 *
 * Every text is a `Localised` message (contract/messages.ts) in every shipped language (issue #40.2), checked by
 * `npm run content:lint` like the API's messages; the `…In(language)` functions put them together in one language,
 * and the plain exports (`heatPlanTexts`, `labelWords`, …) are the Dutch ones the web's Dutch-only parts and its
 * catalogue tests read (docs/decisions/0148-heat-plan-and-mails-in-the-households-language.md).
 */

const routeTitleSource = routeWords('title');

/** Each route's title (src/vocabulary/routes.ts); the English is the web catalogue's (common/route-titles.ts). */
export const routeTitleMessages = {
  fuel: { nl: routeTitleSource.fuel, en: 'Heating with gas' },
  all_electric: { nl: routeTitleSource.all_electric, en: 'Heating with electricity' },
  heat_grid: { nl: routeTitleSource.heat_grid, en: 'Heating through a heat network' },
  other: { nl: routeTitleSource.other, en: 'Heating with your own solution' },
} satisfies Record<RouteName, Localised>;

/** The titles of the flows a plan lists as done; a route's result flow is named by its route. */
const flowTitleMessages = {
  onboarding: { nl: FLOW_TITLES.onboarding, en: 'Basic questions' },
  houseDetails: { nl: FLOW_TITLES.houseDetails, en: 'Your home' },
  personalBehavior: { nl: FLOW_TITLES.personalBehavior, en: 'My wishes and values' },
  values: { nl: FLOW_TITLES.values, en: 'What matters to you' },
  results_welcomeback: { nl: FLOW_TITLES.results_welcomeback, en: 'Welcome back' },
} satisfies Record<string, Localised>;

/** A dwelling type as the plan's facts name it (src/vocabulary/dwelling-types.ts keeps the Dutch). */
export const dwellingTypeMessages = {
  detached: { nl: DWELLING_TYPE_VOCABULARY.detached.label, en: 'detached house' },
  semi_detached: { nl: DWELLING_TYPE_VOCABULARY.semi_detached.label, en: 'semi-detached house' },
  corner: { nl: DWELLING_TYPE_VOCABULARY.corner.label, en: 'end-of-terrace house' },
  terraced: { nl: DWELLING_TYPE_VOCABULARY.terraced.label, en: 'terraced house' },
  apartment_ground: { nl: DWELLING_TYPE_VOCABULARY.apartment_ground.label, en: 'ground-floor flat' },
  apartment_middle: { nl: DWELLING_TYPE_VOCABULARY.apartment_middle.label, en: 'flat on a middle floor' },
  apartment_top: { nl: DWELLING_TYPE_VOCABULARY.apartment_top.label, en: 'top-floor flat' },
} satisfies Record<DwellingType, Localised>;

/** Enthusiasm as a sentence part ('Hoe enthousiast: neutraal'). */
const enthusiasmMessages = {
  1: { nl: 'niet zo enthousiast', en: 'not very keen' },
  3: { nl: 'neutraal', en: 'neutral' },
  5: { nl: 'heel enthousiast', en: 'very keen' },
} satisfies Record<1 | 3 | 5, Localised>;

/** The trust sections' words that the plan repeats, and the current label and every 'daarna' (record 0119). */
export const planWordMessages = {
  certaintyTitle: { nl: 'Hoe zeker is dit?', en: 'How certain is this?' },
  breakEvenTitle: { nl: 'Wat zou de volgorde veranderen?', en: 'What would change the order?' },
  between: { nl: 'waarschijnlijk tussen {low} en {high}', en: 'probably between {low} and {high}' },
  labelCertain: { nl: 'vrijwel zeker {label}', en: 'almost certainly {label}' },
  labelBetween: { nl: 'tussen {best} en {worst}', en: 'between {best} and {worst}' },
  registered: { nl: 'geregistreerd label', en: 'registered label' },
  estimated: { nl: 'geschat', en: 'estimated' },
  current: { nl: '{label} ({source})', en: '{label} ({source})' },
  sameAsNow: { nl: 'hetzelfde als nu', en: 'the same as now' },
  oneStepBetter: { nl: '1 stap beter dan nu ({now})', en: '1 step better than now ({now})' },
  stepsBetter: { nl: '{steps} stappen beter dan nu ({now})', en: '{steps} steps better than now ({now})' },
  after: { nl: '{label}, {change}', en: '{label}, {change}' },
  estimateDiffers: {
    nl: 'Met je antwoorden schatten wij je huis op label {estimate} ({band}). Dat wijkt meer dan één stap af van je geregistreerde label {registered}. We rekenen verder met het geregistreerde label.',
    en: 'From your answers we estimate your home at label {estimate} ({band}). That is more than one step away from your registered label {registered}. We keep calculating with the registered label.',
  },
  improvementsAnswered: {
    nl: 'Je vertelde ons over: {list}. Is je huis verbeterd nadat het label werd gemaakt? Dan kan een nieuw label de moeite waard zijn.',
    en: 'You told us about: {list}. Has your home been improved since the label was made? Then a new label may be worth it.',
  },
  noImprovementsAnswered: {
    nl: 'Je noemde geen verbeteringen aan je huis. Misschien klopt een antwoord niet, of rekent ons model hier te ruim. Kijk je antwoorden na bij Woonsituatie.',
    en: "You didn't mention any improvements to your home. Perhaps an answer isn't right, or our model is too generous here. Check your answers under ‘Your home’ (Woonsituatie).",
  },
  gasAboveModel: {
    nl: 'Je stookt veel meer gas dan we bij deze antwoorden verwachten. Misschien is je huis minder goed geïsoleerd dan de antwoorden zeggen, of stook je warmer of langer dan gemiddeld.',
    en: 'You use much more gas than we expect from these answers. Perhaps your home is less well insulated than the answers say, or you heat it warmer or for longer than average.',
  },
} satisfies Record<string, Localised>;

/** 'Mijn warmteplan' itself: the PDF, the shared page and the download card. */
export const heatPlanMessages = {
  title: { nl: 'Mijn warmteplan', en: 'My heat plan' },
  subtitle: { nl: 'Warmteadvies voor {address}', en: 'Heating advice for {address}' },
  intro: {
    nl: 'Dit is je persoonlijke warmteadvies. Je kunt het bewaren, printen en bespreken met je huisgenoten, een energiecoach of een installateur.',
    en: 'This is your personal heating advice. You can keep it, print it and talk it over with the people you live with, an energy coach or an installer.',
  },
  madeOn: { nl: 'Gemaakt op {date}', en: 'Made on {date}' },
  engine: { nl: 'Rekenmodel versie {version}', en: 'Calculation model version {version}' },
  campaign: { nl: 'Buurt: {name}', en: 'Neighbourhood: {name}' },
  homeTitle: { nl: 'Je huis zoals wij het kennen', en: 'Your home as we know it' },
  factBuildYear: { nl: 'Bouwjaar', en: 'Year built' },
  factDwellingType: { nl: 'Soort huis', en: 'Type of home' },
  factFloorArea: { nl: 'Oppervlakte', en: 'Floor area' },
  factHouseholdSize: { nl: 'Aantal bewoners', en: 'Number of residents' },
  factGasUse: { nl: 'Gasverbruik per jaar', en: 'Gas use per year' },
  givenByYou: { nl: 'door jou ingevuld', en: 'filled in by you' },
  fromRegister: { nl: 'uit openbare gegevens of geschat', en: 'from public data or estimated' },
  corrected: {
    nl: 'je hebt dit verbeterd, eerst stond er {registered}',
    en: 'you corrected this; it said {registered} before',
  },
  questionnairesDone: { nl: 'Ingevulde vragenlijsten: {titles}.', en: 'Questionnaires completed: {titles}.' },
  questionnairesNone: {
    nl: 'Je hebt nog geen vragenlijsten ingevuld. Het advies rust nu op openbare gegevens en schattingen.',
    en: "You haven't completed any questionnaires yet. For now the advice rests on public data and estimates.",
  },
  labelTitle: { nl: 'Energielabel', en: 'Energy label (energielabel)' },
  energyLabel: { nl: 'Energielabel van je huis nu: {label}', en: "Your home's energy label now: {label}" },
  energyLabelBand: { nl: 'Hoe zeker: {words}', en: 'How certain: {words}' },
  insulationLabel: { nl: 'Isolatielabel: {label}', en: 'Insulation label (isolatielabel): {label}' },
  gasUse: { nl: 'Gasverbruik per jaar: ongeveer {m3} ({range})', en: 'Gas use per year: about {m3} ({range})' },
  gasUseMeasured: {
    nl: 'Gasverbruik per jaar: {m3} (je eigen jaarverbruik)',
    en: 'Gas use per year: {m3} (your own yearly use)',
  },
  gasModelSame: {
    nl: 'Ons rekenmodel komt zonder jouw meterstand op ongeveer hetzelfde uit ({m3}).',
    en: 'Without your meter reading, our calculation model comes to about the same ({m3}).',
  },
  gasModelMore: {
    nl: 'Ons rekenmodel komt zonder jouw meterstand op {m3}, {percent}% meer. We rekenen met jouw eigen verbruik.',
    en: 'Without your meter reading, our calculation model comes to {m3}, {percent}% more. We calculate with your own use.',
  },
  gasModelLess: {
    nl: 'Ons rekenmodel komt zonder jouw meterstand op {m3}, {percent}% minder. We rekenen met jouw eigen verbruik.',
    en: 'Without your meter reading, our calculation model comes to {m3}, {percent}% less. We calculate with your own use.',
  },
  routesTitle: { nl: 'De vier routes voor jouw huis', en: 'The four routes for your home' },
  routesIntro: {
    nl: 'Per route zie je de oplossing die het best bij je huis past. De kosten per maand zijn alles samen: energie, onderhoud en de investering verdeeld over de jaren.',
    en: 'For each route you see the solution that suits your home best. The cost per month is everything together: energy, upkeep and the investment spread over the years.',
  },
  chartTitle: {
    nl: 'Kosten per maand van de best passende oplossing per route',
    en: 'Cost per month of the best-fitting solution on each route',
  },
  chartAlt: { nl: 'Staafdiagram. {lines}', en: 'Bar chart. {lines}' },
  chartLine: { nl: '{route}: {amount} per maand.', en: '{route}: {amount} a month.' },
  chartAmount: { nl: '{amount} p/m', en: '{amount}/month' },
  noOption: {
    nl: 'Er blijft in deze route geen oplossing over die binnen je grenzen past.',
    en: 'On this route, no solution is left that fits within your limits.',
  },
  rejected: { nl: 'Je hebt deze route afgewezen.', en: 'You turned this route down.' },
  best: { nl: 'Best passend: {name}', en: 'Best fit: {name}' },
  favourite: { nl: 'Jouw favoriet: {name}', en: 'Your favourite: {name}' },
  noFavourite: { nl: 'Nog geen favoriet gekozen.', en: 'No favourite chosen yet.' },
  enthusiasm: { nl: 'Hoe enthousiast je bent: {phrase}.', en: 'How keen you are: {phrase}.' },
  noEnthusiasm: {
    nl: 'Je hebt nog niet gezegd hoe enthousiast je bent.',
    en: "You haven't said yet how keen you are.",
  },
  perMonth: { nl: 'Kosten per maand', en: 'Cost per month' },
  investment: { nl: 'Investering, na subsidie', en: 'Investment, after subsidy' },
  subsidy: { nl: 'Subsidie', en: 'Subsidy' },
  labelAfter: { nl: 'Energielabel daarna', en: 'Energy label afterwards' },
  certaintyIntro: {
    nl: 'Met wat we nu weten, ligt het bedrag waarschijnlijk tussen deze grenzen:',
    en: 'With what we know now, the amount is probably within these limits:',
  },
  noRegretTitle: { nl: 'Dit kun je nu al doen', en: 'What you can do now' },
  noRegretIntro: {
    nl: 'Deze maatregelen verdienen zichzelf terug, welke route je later ook kiest. Ze zijn dus altijd een goed idee.',
    en: 'These measures pay for themselves, whichever route you choose later. So they are always a good idea.',
  },
  noRegretNone: {
    nl: 'Voor je huis hebben we geen maatregel gevonden die zich bij elke route terugverdient.',
    en: "For your home we didn't find a measure that pays for itself on every route.",
  },
  noRegretLine: {
    nl: 'Kost {investment}. Je bespaart {saving} per jaar. Terugverdiend in {years} jaar.',
    en: 'Costs {investment}. You save {saving} a year. Pays for itself in {years} years.',
  },
  noRegretLineSubsidy: {
    nl: 'Kost {investment} (na {subsidy} subsidie). Je bespaart {saving} per jaar. Terugverdiend in {years} jaar.',
    en: 'Costs {investment} (after {subsidy} subsidy). You save {saving} a year. Pays for itself in {years} years.',
  },
  sourcesTitle: { nl: 'Bronnen', en: 'Sources' },
  sourcesIntro: {
    nl: 'De bedragen zijn schattingen. Ze rusten op deze bronnen:',
    en: 'The amounts are estimates. They rest on these sources:',
  },
  aboutTitle: { nl: 'Over dit plan', en: 'About this plan' },
  about: {
    nl: 'Prijzen en subsidies veranderen. Kijk daarom voor je een besluit neemt altijd nog een keer op de website, en vraag een offerte aan een installateur. De werkgroep ziet alleen cijfers van minstens tien huishoudens samen, nooit dit plan.',
    en: 'Prices and subsidies change. So before you decide, always check the website once more, and ask an installer for a quote (offerte). The working group only sees figures of at least ten households together, never this plan.',
  },
  page: { nl: 'Pagina {n} van {of}', en: 'Page {n} of {of}' },
  fileName: { nl: 'mijn-warmteplan-{date}.pdf', en: 'my-heat-plan-{date}.pdf' },
  jsonFileName: { nl: 'mijn-warmteplan-{date}.json', en: 'my-heat-plan-{date}.json' },
  downloadTitle: { nl: 'Mijn warmteplan', en: 'My heat plan' },
  downloadText: {
    nl: 'Download je advies als PDF. Dan kun je het bewaren, printen of bespreken met je huisgenoten, een energiecoach of een installateur.',
    en: 'Download your advice as a PDF. Then you can keep it, print it or talk it over with the people you live with, an energy coach or an installer.',
  },
  // Soft hyphens: with large text on a phone a long word breaks at them inside its button (WCAG 1.4.10).
  downloadButton: { nl: 'Download mijn warmte\u00adplan (PDF)', en: 'Download my heat plan (PDF)' },
  downloadBusy: { nl: 'Je warmteplan wordt gemaakt…', en: 'Your heat plan is being made…' },
  downloadDone: {
    nl: 'Je warmteplan is gedownload. Je vindt het bij je downloads.',
    en: "Your heat plan has been downloaded. You'll find it in your downloads.",
  },
  downloadFailed: {
    nl: 'Let op: je warmteplan kon niet worden gemaakt. Probeer het over een paar minuten opnieuw.',
    en: 'Please note: your heat plan could not be made. Try again in a few minutes.',
  },
  downloadJsonText: {
    nl: 'Werkt je energiecoach of installateur met een eigen computersysteem? Dan kan dat systeem hetzelfde plan lezen als gegevensbestand.',
    en: 'Does your energy coach or installer work with their own computer system? Then that system can read the same plan as a data file.',
  },
  downloadJsonButton: { nl: 'Download als gegevens\u00adbestand (JSON)', en: 'Download as a data file (JSON)' },
  downloadShareText: {
    nl: 'Je kunt je plan ook met een link delen met een energiecoach of installateur. Jij kiest met wie.',
    en: 'You can also share your plan with an energy coach or installer through a link. You choose who.',
  },
  downloadShareLink: { nl: 'Deel je warmteplan', en: 'Share your heat plan' },
} satisfies Record<string, Localised>;

/** Sharing the plan with a coach or installer (issue 29): the server's preview and answers use these words too. */
export const planShareMessages = {
  linkPlaceholder: {
    nl: '(Hier komt de link naar je plan. We maken die link pas als je op Versturen klikt.)',
    en: '(The link to your plan goes here. We only make that link when you click ‘Send’.)',
  },
  includesPlan: {
    nl: 'Je warmteplan: je huis, je energielabel, de vier routes met kosten, je favorieten en de bronnen.',
    en: 'Your heat plan: your home, your energy label, the four routes with their costs, your favourites and the sources.',
  },
  includesAnswers: { nl: 'Je antwoorden op de vragenlijsten.', en: 'Your answers to the questionnaires.' },
  gone: {
    nl: 'Deze link werkt niet meer. De bewoners hebben de link gestopt, of de 14 dagen zijn voorbij.',
    en: 'This link no longer works. The residents have stopped it, or the 14 days are over.',
  },
  tooMany: {
    nl: 'Let op: je hebt al vaak gedeeld. Probeer het over een uur opnieuw.',
    en: "Please note: you've shared many times already. Try again in an hour.",
  },
} satisfies Record<string, Localised>;

/**
 * /gedeeld-plan, for whoever holds the link, a coach or installer: the page's own words, and the plan's words that
 * address the household as 'je', which there read as if the coach had answered (issue #35.13).
 */
export const sharedPlanMessages = {
  loading: { nl: 'Het warmteplan wordt geladen…', en: 'Loading the heat plan…' },
  notFound: {
    nl: 'Deze link klopt niet. Controleer of je de hele link uit de e-mail hebt gebruikt.',
    en: "This link isn't right. Check that you used the whole link from the e-mail.",
  },
  failed: {
    nl: 'Het warmteplan kon niet worden geladen. Probeer het over een paar minuten opnieuw.',
    en: "The heat plan couldn't be loaded. Try again in a few minutes.",
  },
  sharedUntil: {
    nl: 'Gedeeld door de bewoners. Deze link werkt tot {date}.',
    en: 'Shared by the residents. This link works until {date}.',
  },
  answersTitle: { nl: 'Antwoorden van de bewoners', en: "The residents' answers" },
  title: { nl: 'Warmteplan', en: 'Heat plan (warmteplan)' },
  homeTitle: { nl: 'Het huis zoals wij het kennen', en: 'The home as we know it' },
  givenByYou: { nl: 'door de bewoners ingevuld', en: 'filled in by the residents' },
  corrected: {
    nl: 'door de bewoners verbeterd, eerst stond er {registered}',
    en: 'corrected by the residents; it said {registered} before',
  },
  questionnairesNone: {
    nl: 'De bewoners hebben nog geen vragenlijsten ingevuld. Het advies rust nu op openbare gegevens en schattingen.',
    en: "The residents haven't completed any questionnaires yet. For now the advice rests on public data and estimates.",
  },
  energyLabel: { nl: 'Energielabel van het huis nu: {label}', en: "The home's energy label now: {label}" },
  // The label-and-use lines, which in the plan speak of 'je huis' and 'je eigen jaarverbruik' (record 0153).
  estimateDiffers: {
    nl: 'Met de antwoorden van de bewoners schatten wij het huis op label {estimate} ({band}). Dat wijkt meer dan één stap af van het geregistreerde label {registered}. We rekenen verder met het geregistreerde label.',
    en: "From the residents' answers we estimate the home at label {estimate} ({band}). That is more than one step away from its registered label {registered}. We keep calculating with the registered label.",
  },
  gasUseMeasured: {
    nl: 'Gasverbruik per jaar: {m3} (het eigen jaarverbruik van de bewoners)',
    en: "Gas use per year: {m3} (the residents' own yearly use)",
  },
  gasModelSame: {
    nl: 'Ons rekenmodel komt zonder de meterstand van de bewoners op ongeveer hetzelfde uit ({m3}).',
    en: "Without the residents' meter reading, our calculation model comes to about the same ({m3}).",
  },
  gasModelMore: {
    nl: 'Ons rekenmodel komt zonder de meterstand van de bewoners op {m3}, {percent}% meer. We rekenen met het eigen verbruik van de bewoners.',
    en: "Without the residents' meter reading, our calculation model comes to {m3}, {percent}% more. We calculate with the residents' own use.",
  },
  gasModelLess: {
    nl: 'Ons rekenmodel komt zonder de meterstand van de bewoners op {m3}, {percent}% minder. We rekenen met het eigen verbruik van de bewoners.',
    en: "Without the residents' meter reading, our calculation model comes to {m3}, {percent}% less. We calculate with the residents' own use.",
  },
  routesTitle: { nl: 'De vier routes voor dit huis', en: 'The four routes for this home' },
  routesIntro: {
    nl: 'Per route staat hier de oplossing die het best bij het huis past. De kosten per maand zijn alles samen: energie, onderhoud en de investering verdeeld over de jaren.',
    en: 'For each route, this shows the solution that suits the home best. The cost per month is everything together: energy, upkeep and the investment spread over the years.',
  },
  noOption: {
    nl: 'Er blijft in deze route geen oplossing over die binnen de grenzen van de bewoners past.',
    en: "On this route, no solution is left that fits within the residents' limits.",
  },
  rejected: { nl: 'De bewoners hebben deze route afgewezen.', en: 'The residents turned this route down.' },
  favourite: { nl: 'Favoriet van de bewoners: {name}', en: "The residents' favourite: {name}" },
  enthusiasm: { nl: 'Hoe enthousiast de bewoners zijn: {phrase}.', en: 'How keen the residents are: {phrase}.' },
  noEnthusiasm: {
    nl: 'De bewoners hebben nog niet gezegd hoe enthousiast ze zijn.',
    en: "The residents haven't said yet how keen they are.",
  },
  noRegretTitle: { nl: 'Dit kan nu al', en: 'What can be done now' },
  noRegretIntro: {
    nl: 'Deze maatregelen verdienen zichzelf terug, welke route de bewoners later ook kiezen. Ze zijn dus altijd een goed idee.',
    en: 'These measures pay for themselves, whichever route the residents choose later. So they are always a good idea.',
  },
  noRegretNone: {
    nl: 'Voor dit huis hebben we geen maatregel gevonden die zich bij elke route terugverdient.',
    en: "For this home we didn't find a measure that pays for itself on every route.",
  },
  noRegretLine: {
    nl: 'Kost {investment}. Bespaart {saving} per jaar. Terugverdiend in {years} jaar.',
    en: 'Costs {investment}. Saves {saving} a year. Pays for itself in {years} years.',
  },
  noRegretLineSubsidy: {
    nl: 'Kost {investment} (na {subsidy} subsidie). Bespaart {saving} per jaar. Terugverdiend in {years} jaar.',
    en: 'Costs {investment} (after {subsidy} subsidy). Saves {saving} a year. Pays for itself in {years} years.',
  },
} satisfies Record<string, Localised>;

/** Every table of this module, for the content linter and its test: each message in every shipped language. */
export const heatPlanTables: Readonly<Record<string, Readonly<Record<string | number, Localised>>>> = {
  routeTitleMessages,
  flowTitleMessages,
  dwellingTypeMessages,
  enthusiasmMessages,
  planWordMessages,
  heatPlanMessages,
  planShareMessages,
  sharedPlanMessages,
};

/** Measured gas this far above the model's expectation says the answers may paint the home better than it is (docs/decisions/0115-flats-and-the-residents-label.md). */
const GAS_ABOVE_MODEL_WORTH_SAYING = 1.3;

const say =
  (language: Language) =>
  (message: Localised, values?: Record<string, string | number>): string =>
    sayIn(
      language,
      message,
      values && Object.fromEntries(Object.entries(values).map(([name, value]) => [name, String(value)])),
    );

/** Each route's title in a language. */
export const routeTitlesIn = (language: Language): Record<RouteName, string> =>
  Object.fromEntries(Object.entries(routeTitleMessages).map(([route, title]) => [route, title[language]])) as Record<
    RouteName,
    string
  >;

/** Each route's title (src/vocabulary/routes.ts), in Dutch. */
export const routeTitles: Record<RouteName, string> = routeTitlesIn(SOURCE_LANGUAGE);

/** A flow's title in a language: a questionnaire's own, a route's result flow by its route. */
export function flowTitleIn(language: Language, flow: FlowId): string {
  const route = ROUTE_CODES.find((r) => ROUTE_VOCABULARY[r].resultFlow.id === flow);
  return (route ? routeTitleMessages[route] : flowTitleMessages[flow as keyof typeof flowTitleMessages])[language];
}

/** Enthusiasm as a sentence part, in a language. */
export const enthusiasmPhrasesIn = (language: Language): Record<1 | 3 | 5, string> => ({
  1: enthusiasmMessages[1][language],
  3: enthusiasmMessages[3][language],
  5: enthusiasmMessages[5][language],
});

/** Enthusiasm as a sentence part ('Hoe enthousiast: neutraal'), in Dutch. */
export const enthusiasmPhrases = enthusiasmPhrasesIn(SOURCE_LANGUAGE);

/** Words of the advice's trust sections that the plan repeats, in a language. */
export function trustWordsIn(language: Language) {
  const s = say(language);
  const m = planWordMessages;
  return {
    certaintyTitle: m.certaintyTitle[language],
    breakEvenTitle: m.breakEvenTitle[language],
    between: (low: string, high: string) => s(m.between, { low, high }),
    labelBetween: (best: string, worst: string) =>
      best === worst ? s(m.labelCertain, { label: best }) : s(m.labelBetween, { best, worst }),
  };
}

/** The trust sections' words in Dutch. */
export const trustWords = trustWordsIn(SOURCE_LANGUAGE);

/**
 * The current label and every 'daarna' in the same words on every screen, in the PDF and in the shared plan
 * (docs/decisions/0119-one-current-label.md): which label is 'now', where it comes from, and how far an option moves
 * it; in a language.
 */
export function labelWordsIn(language: Language) {
  const s = say(language);
  const m = planWordMessages;
  const source: Record<'registered' | 'estimated', string> = {
    registered: m.registered[language],
    estimated: m.estimated[language],
  };
  /** '1 stap beter dan nu (E)', or 'hetzelfde als nu'. */
  const change = (after: EnergyLabelCode, now: EnergyLabelCode) => {
    const steps = LABEL_ORDER.indexOf(now) - LABEL_ORDER.indexOf(after);
    if (steps <= 0) return m.sameAsNow[language];
    return steps === 1 ? s(m.oneStepBetter, { now }) : s(m.stepsBetter, { steps, now });
  };
  return {
    source,
    current: (label: string, from: 'registered' | 'estimated') => s(m.current, { label, source: source[from] }),
    change,
    /** 'D, 1 stap beter dan nu (E)', or 'E, hetzelfde als nu'. */
    after: (after: EnergyLabelCode, now: EnergyLabelCode) => s(m.after, { label: after, change: change(after, now) }),
    /** Beside a registered label that the estimate differs from by more than one class. */
    estimateDiffers: (registered: string, estimate: string, band: string) =>
      s(m.estimateDiffers, { registered, estimate, band }),
    improvementsAnswered: (list: string) => s(m.improvementsAnswered, { list }),
    noImprovementsAnswered: m.noImprovementsAnswered[language],
    /** Beside the explanation, when the household's measured gas is well above what the model expects for its answers. */
    // No percentage: the factor is on the gas for heating alone, so it is not the share by which the whole use differs.
    gasAboveModel: (measuredOverModel: number) =>
      measuredOverModel >= GAS_ABOVE_MODEL_WORTH_SAYING ? m.gasAboveModel[language] : null,
    /** Classes apart, for deciding whether the estimate is worth mentioning. */
    classesApart: (a: EnergyLabelCode, b: EnergyLabelCode) => Math.abs(LABEL_ORDER.indexOf(a) - LABEL_ORDER.indexOf(b)),
  };
}

/** The label words in Dutch. */
export const labelWords = labelWordsIn(SOURCE_LANGUAGE);

/** The messages of the household's own gas use beside the model's: the plan's, or the shared page's. */
type MeasuredGasMessages = Record<'gasUseMeasured' | 'gasModelSame' | 'gasModelMore' | 'gasModelLess', Localised>;

function measuredGasLines(language: Language, m: MeasuredGasMessages) {
  const s = say(language);
  const whole = new Intl.NumberFormat(languageFacts[language].intlLocale);
  return {
    /** The household's own yearly use is the use; the model's figure is only compared with it (issue #35.2). */
    gasUseMeasured: (m3: string) => s(m.gasUseMeasured, { m3: withUnit(m3, 'm³') }),
    gasModelCompared: (model: number, measured: number) => {
      const m3 = withUnit(whole.format(Math.round(model)), 'm³');
      const percent = Math.round((Math.abs(model - measured) / Math.max(1, measured)) * 100);
      if (percent < 5) return s(m.gasModelSame, { m3 });
      return s(model > measured ? m.gasModelMore : m.gasModelLess, { m3, percent });
    },
  };
}

/** 'Mijn warmteplan' in a language: the PDF's words, the shared page's and the download card's. */
export function heatPlanTextsIn(language: Language) {
  const s = say(language);
  const m = heatPlanMessages;
  const trust = trustWordsIn(language);
  const label = labelWordsIn(language);
  return {
    title: m.title[language],
    subtitle: (address: string) => s(m.subtitle, { address }),
    intro: m.intro[language],
    madeOn: (date: string) => s(m.madeOn, { date }),
    engine: (version: string) => s(m.engine, { version }),
    campaign: (name: string) => s(m.campaign, { name }),
    homeTitle: m.homeTitle[language],
    facts: {
      buildYear: m.factBuildYear[language],
      dwellingType: m.factDwellingType[language],
      floorArea: m.factFloorArea[language],
      householdSize: m.factHouseholdSize[language],
      gasUse: m.factGasUse[language],
    },
    dwellingType: (type: DwellingType) => dwellingTypeMessages[type][language],
    givenByYou: m.givenByYou[language],
    fromRegister: m.fromRegister[language],
    corrected: (registered: string) => s(m.corrected, { registered }),
    questionnairesDone: (titles: string) => s(m.questionnairesDone, { titles }),
    questionnairesNone: m.questionnairesNone[language],
    labelTitle: m.labelTitle[language],
    energyLabel: (labelCode: string, source: 'registered' | 'estimated') =>
      s(m.energyLabel, { label: label.current(labelCode, source) }),
    energyLabelBand: (words: string) => s(m.energyLabelBand, { words }),
    insulationLabel: (insulation: string) => s(m.insulationLabel, { label: insulation }),
    gasUse: (m3: string, low: string, high: string) =>
      s(m.gasUse, { m3: withUnit(m3, 'm³'), range: trust.between(withUnit(low, 'm³'), withUnit(high, 'm³')) }),
    /** Beside a registered label that the estimate differs from by more than one class. */
    estimateDiffers: label.estimateDiffers,
    ...measuredGasLines(language, m),
    routesTitle: m.routesTitle[language],
    routesIntro: m.routesIntro[language],
    chartTitle: m.chartTitle[language],
    chartAlt: (lines: string) => s(m.chartAlt, { lines }),
    chartLine: (route: string, amount: string) => s(m.chartLine, { route, amount }),
    chartAmount: (amount: string) => s(m.chartAmount, { amount }),
    noOption: m.noOption[language],
    rejected: m.rejected[language],
    best: (name: string) => s(m.best, { name }),
    favourite: (name: string) => s(m.favourite, { name }),
    noFavourite: m.noFavourite[language],
    enthusiasm: (phrase: string) => s(m.enthusiasm, { phrase }),
    noEnthusiasm: m.noEnthusiasm[language],
    perMonth: m.perMonth[language],
    investment: m.investment[language],
    subsidy: m.subsidy[language],
    labelAfter: m.labelAfter[language],
    certaintyIntro: m.certaintyIntro[language],
    noRegretTitle: m.noRegretTitle[language],
    noRegretIntro: m.noRegretIntro[language],
    noRegretNone: m.noRegretNone[language],
    noRegretLine: (investment: string, subsidy: string | null, saving: string, years: string) =>
      subsidy
        ? s(m.noRegretLineSubsidy, { investment, subsidy, saving, years })
        : s(m.noRegretLine, { investment, saving, years }),
    sourcesTitle: m.sourcesTitle[language],
    sourcesIntro: m.sourcesIntro[language],
    aboutTitle: m.aboutTitle[language],
    about: m.about[language],
    page: (n: number, of: number) => s(m.page, { n, of }),
    fileName: (date: string) => s(m.fileName, { date }),
    jsonFileName: (date: string) => s(m.jsonFileName, { date }),
    /** The download on the dashboard and /advies-staat-klaar. */
    download: {
      title: m.downloadTitle[language],
      text: m.downloadText[language],
      button: m.downloadButton[language],
      busy: m.downloadBusy[language],
      done: m.downloadDone[language],
      failed: m.downloadFailed[language],
      jsonText: m.downloadJsonText[language],
      jsonButton: m.downloadJsonButton[language],
      shareText: m.downloadShareText[language],
      shareLink: m.downloadShareLink[language],
    },
  };
}

export type HeatPlanTexts = ReturnType<typeof heatPlanTextsIn>;

/** 'Mijn warmteplan' in Dutch. */
export const heatPlanTexts: HeatPlanTexts = heatPlanTextsIn(SOURCE_LANGUAGE);

/**
 * The plan's texts for whoever holds a shared link, in the plan's language: the lines that address the household
 * turned to the residents, the rest the plan's own, so the coach reads what the household keeps.
 */
export function sharedPlanTextsIn(language: Language) {
  const s = say(language);
  const m = sharedPlanMessages;
  return {
    ...heatPlanTextsIn(language),
    loading: m.loading[language],
    notFound: m.notFound[language],
    failed: m.failed[language],
    sharedUntil: (date: string) => s(m.sharedUntil, { date }),
    answersTitle: m.answersTitle[language],
    title: m.title[language],
    homeTitle: m.homeTitle[language],
    givenByYou: m.givenByYou[language],
    corrected: (registered: string) => s(m.corrected, { registered }),
    questionnairesNone: m.questionnairesNone[language],
    energyLabel: (labelCode: string, source: 'registered' | 'estimated') =>
      s(m.energyLabel, { label: labelWordsIn(language).current(labelCode, source) }),
    // The home and its use as 'het huis' and 'de bewoners' throughout, as the rest of the page says them.
    estimateDiffers: (registered: string, estimate: string, band: string) =>
      s(m.estimateDiffers, { registered, estimate, band }),
    ...measuredGasLines(language, m),
    routesTitle: m.routesTitle[language],
    routesIntro: m.routesIntro[language],
    noOption: m.noOption[language],
    rejected: m.rejected[language],
    favourite: (name: string) => s(m.favourite, { name }),
    enthusiasm: (phrase: string) => s(m.enthusiasm, { phrase }),
    noEnthusiasm: m.noEnthusiasm[language],
    noRegretTitle: m.noRegretTitle[language],
    noRegretIntro: m.noRegretIntro[language],
    noRegretNone: m.noRegretNone[language],
    noRegretLine: (investment: string, subsidy: string | null, saving: string, years: string) =>
      subsidy
        ? s(m.noRegretLineSubsidy, { investment, subsidy, saving, years })
        : s(m.noRegretLine, { investment, saving, years }),
  };
}

/** Sharing's words in a language. */
export function planShareTextsIn(language: Language) {
  const m = planShareMessages;
  return {
    linkPlaceholder: m.linkPlaceholder[language],
    includesPlan: m.includesPlan[language],
    includesAnswers: m.includesAnswers[language],
  };
}

/**
 * The plan's 'Energielabel' list, the same lines in the PDF and on the shared page: the current label with its
 * source (and the estimate where it differs by more than a class), the insulation label, and the gas use — the
 * household's own where it gave one, with how the model compares.
 */
export function planLabelAndUseLines(
  plan: Pick<HeatPlan, 'labels' | 'usage'>,
  language: Language = SOURCE_LANGUAGE,
  t: HeatPlanTexts = heatPlanTextsIn(language),
): string[] {
  const trust = trustWordsIn(language);
  const label = labelWordsIn(language);
  const { labels, usage } = plan;
  const m3 = new Intl.NumberFormat(languageFacts[language].intlLocale, { maximumFractionDigits: 0 });
  const band = labels.energyLabelBand;
  const estimate = labels.estimatedLabel;
  const lines = [
    labels.energyLabelSource === 'registered'
      ? `${t.energyLabel(labels.energyLabel, 'registered')}.`
      : `${t.energyLabel(labels.energyLabel, 'estimated')}. ${t.energyLabelBand(trust.labelBetween(band.best, band.worst))}.`,
  ];
  if (labels.energyLabelSource === 'registered' && label.classesApart(labels.energyLabel, estimate.central) > 1)
    lines.push(
      t.estimateDiffers(labels.energyLabel, estimate.central, trust.labelBetween(estimate.best, estimate.worst)),
    );
  lines.push(t.insulationLabel(labels.insulationLabel));
  if (usage.measuredGasM3PerYear !== null)
    lines.push(
      `${t.gasUseMeasured(m3.format(usage.measuredGasM3PerYear))}. ${t.gasModelCompared(usage.modelGasM3PerYear, usage.measuredGasM3PerYear)}`,
    );
  else
    lines.push(
      t.gasUse(
        m3.format(usage.gasM3PerYear),
        m3.format(usage.gasM3PerYearRange.low),
        m3.format(usage.gasM3PerYearRange.high),
      ),
    );
  return lines;
}
