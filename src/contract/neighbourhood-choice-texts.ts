import type { RouteName } from './common.ts';
import { sayIn, type Localised } from './messages.ts';
import { ROUTE_WORDS, type RouteWords } from '../vocabulary/route-words.ts';
import { intlLocaleOf, type Language } from '../vocabulary/languages.ts';
import type { ChoiceScenario, NeighbourhoodChoice } from './neighbourhood-choice.ts';
import type { SCENARIO_REFERENCES } from '../engine/index.ts';
import { withUnit } from '../vocabulary/units.ts';

/*
 * What a working-group member reads on 'De buurtkeuze' and in its PDF for a neighbourhood evening (issues #28 and
 * #40.6), in every shipped language: the server writes them into the PDF in the language of the member's request
 * (Accept-Language) and the web app shows the same words in its language, so the page and the handout never drift
 * apart. Each text is a `Localised` table entry with {placeholders}, checked by `npm run content:lint` like the
 * contract's messages (record 0149); `choiceTextsIn` gives them as the page and the PDF read them.
 */

/** Each route's names in the buurtkeuze's three forms; the Dutch are the vocabulary's (route-words.ts). */
type ChoiceRouteForm = Exclude<keyof RouteWords, 'overview'>;
const translatedRouteWords: Record<Exclude<Language, 'nl'>, Record<RouteName, Record<ChoiceRouteForm, string>>> = {
  en: {
    fuel: { short: 'Gas: green gas or hydrogen', inSentence: 'green gas or hydrogen', share: 'green gas or hydrogen' },
    all_electric: { short: 'Electric: heat pump', inSentence: 'the heat pump', share: 'heat pump' },
    heat_grid: { short: 'Heat network (warmtenet)', inSentence: 'the heat network', share: 'heat network' },
    other: { short: 'Your own solution', inSentence: 'your own solution', share: 'own solution' },
  },
};
const routeWordsIn = (language: Language, form: ChoiceRouteForm): Record<RouteName, string> => {
  const words = (route: RouteName) =>
    language === 'nl' ? ROUTE_WORDS[route][form] : translatedRouteWords[language][route][form];
  return {
    fuel: words('fuel'),
    all_electric: words('all_electric'),
    heat_grid: words('heat_grid'),
    other: words('other'),
  };
};

/** The plain words for each of the engine's SCENARIO_REFERENCES: what it means, its value with its unit, its source. */
const SOURCES = {
  heatPumpSimultaneity: {
    name: { nl: 'Gelijktijdigheid van warmtepompen', en: 'Heat pumps running at the same time' },
    value: {
      nl: '{value} van het vermogen van alle warmtepompen samen',
      en: '{value} of the power of all heat pumps together',
    },
    source: {
      nl: 'PBL, rekenmodel Vesta MAIS 5.0, kengetallen voor het stroomnet van woningen (notitie over het gas- en stroomnet, 2019)',
      en: "PBL (Netherlands Environmental Assessment Agency), Vesta MAIS 5.0 model, key figures for homes' electricity grid (note on the gas and electricity grids, 2019)",
    },
  },
  designCopAir: {
    name: {
      nl: 'Rendement van een luchtwarmtepomp bij −10\u00a0°C',
      en: 'Efficiency of an air-source heat pump at −10\u00a0°C',
    },
    value: { nl: '{kw} warmte per kW stroom', en: '{kw} of heat per kW of electricity' },
    source: {
      nl: 'Staffell en anderen, A review of domestic heat pumps, Energy & Environmental Science, 2012: uitgerekend voor 45\u00a0°C aanvoer bij −10\u00a0°C buiten',
      en: 'Staffell et al., A review of domestic heat pumps, Energy & Environmental Science, 2012: worked out for a 45\u00a0°C flow at −10\u00a0°C outside',
    },
  },
  designCopGround: {
    name: {
      nl: 'Rendement van een bodemwarmtepomp bij −10\u00a0°C',
      en: 'Efficiency of a ground-source heat pump at −10\u00a0°C',
    },
    value: { nl: '{kw} warmte per kW stroom', en: '{kw} of heat per kW of electricity' },
    source: {
      nl: 'Staffell en anderen, A review of domestic heat pumps, Energy & Environmental Science, 2012: uitgerekend voor 45\u00a0°C aanvoer uit een bodembron van 0\u00a0°C',
      en: 'Staffell et al., A review of domestic heat pumps, Energy & Environmental Science, 2012: worked out for a 45\u00a0°C flow from a ground source at 0\u00a0°C',
    },
  },
  hybridPeak: {
    name: { nl: 'Piek van een hybride warmtepomp per huis', en: 'Peak of a hybrid heat pump per home' },
    value: { nl: '{kw} per huis', en: '{kw} per home' },
    source: {
      nl: 'RVO, Installatiemonitor (tussenresultaten), gemeten op koude dagen',
      en: 'RVO (Netherlands Enterprise Agency), Installatiemonitor (interim results), measured on cold days',
    },
  },
  inductionPeak: {
    name: { nl: 'Extra piek van koken op inductie per huis', en: 'Extra peak of induction cooking per home' },
    value: { nl: '{kw} per huis', en: '{kw} per home' },
    source: {
      nl: 'afgeleid van het stroomverbruik voor koken van Milieu Centraal (200\u00a0kWh per jaar), alsof elk huis in hetzelfde avonduur kookt',
      en: 'derived from Milieu Centraal’s electricity use for cooking (200\u00a0kWh a year), as if every home cooks in the same evening hour',
    },
  },
  substationCapacity: {
    name: { nl: 'Wat één transformatorhuisje draagt', en: 'What one substation (transformatorhuisje) carries' },
    value: { nl: '{kw}', en: '{kw}' },
    source: {
      nl: 'PBL, notitie over het gas- en stroomnet in rekenmodel Vesta MAIS, 2019, met kengetallen van Enexis, Liander en Stedin',
      en: 'PBL, note on the gas and electricity grids in the Vesta MAIS model, 2019, with key figures from Enexis, Liander and Stedin',
    },
  },
  substationHomes: {
    name: { nl: 'Huizen per transformatorhuisje', en: 'Homes per substation' },
    value: { nl: '{value} huizen', en: '{value} homes' },
    source: {
      nl: 'Liander, uitleg over het middenspanningsnet en over de plek van een elektriciteitshuisje (150 tot 200 woningen)',
      en: 'Liander, explanation of the medium-voltage grid and of where a substation stands (150 to 200 homes)',
    },
  },
  householdPeak: {
    name: {
      nl: 'Avondpiek van een huis zonder elektrische verwarming',
      en: 'Evening peak of a home without electric heating',
    },
    value: { nl: '{kw} per huis', en: '{kw} per home' },
    source: {
      nl: 'PBL, rekenmodel Vesta MAIS 5.0: aansluitwaarde van de apparaten in een huis maal de gelijktijdigheid (notitie over het gas- en stroomnet, 2019)',
      en: "PBL, Vesta MAIS 5.0 model: the connected load of a home's appliances times how many run at once (note on the gas and electricity grids, 2019)",
    },
  },
  heatGridMinDensity: {
    name: {
      nl: 'Warmtevraag waarbij een warmtenet kan uitkomen',
      en: 'Heat demand at which a heat network can pay',
    },
    value: { nl: '{gj} per hectare per jaar', en: '{gj} per hectare a year' },
    source: {
      nl: 'Hotmaps (EU-onderzoek, TU Wenen), rekenhulp voor gebieden met kans op een warmtenet: standaarddrempel',
      en: 'Hotmaps (EU research, TU Wien), tool for areas with a chance of a heat network: default threshold',
    },
  },
  heatGridMinConnectionShare: {
    name: { nl: 'Deel van de huizen dat moet aansluiten', en: 'Share of the homes that must connect' },
    value: { nl: '{percent}', en: '{percent}' },
    source: {
      nl: 'Hotmaps (EU-onderzoek, TU Wenen), rekenhulp voor de kosten van een warmtenet: standaard aandeel aangesloten huizen',
      en: 'Hotmaps (EU research, TU Wien), tool for the costs of a heat network: default share of connected homes',
    },
  },
  nationalDiscountRate: {
    name: { nl: 'Rente voor de nationale kosten', en: 'Interest rate for the national costs' },
    value: { nl: '{percent} per jaar', en: '{percent} a year' },
    source: {
      nl: 'PBL, Startanalyse aardgasvrije buurten, technische toelichting, 2020',
      en: 'PBL, Startanalyse aardgasvrije buurten (starting analysis for gas-free neighbourhoods), technical notes, 2020',
    },
  },
} satisfies Record<keyof typeof SCENARIO_REFERENCES, { name: Localised; value: Localised; source: Localised }>;

/** Every text of the page and the PDF, by id. */
export const CHOICE_TEXTS = {
  title: { nl: 'De buurtkeuze', en: 'The buurtkeuze (neighbourhood choice)' },
  intro: {
    nl: 'Wat betekent een keuze voor {campaign} als geheel? Hier zie je per route wat het kost, wat het oplevert en wat het vraagt van het stroomnet. Alle cijfers zijn opgeteld over alle huizen in de buurt.',
    en: 'What does a choice mean for {campaign} as a whole? Here you see for each route what it costs, what it brings and what it asks of the electricity grid. All figures are added up over all the homes in the neighbourhood.',
  },
  published: {
    nl: 'Bijgewerkt op {date}. De cijfers veranderen pas als tien huishoudens iets nieuws hebben ingevuld.',
    en: 'Updated on {date}. The figures only change once ten households have filled in something new.',
  },
  answersUsed: {
    nl: 'Voor huizen waarvan de bewoners vragen over hun huis hebben beantwoord, rekenen we met hun antwoorden ({households} huishoudens). Voor de andere huizen rekenen we met openbare gegevens en schattingen.',
    en: 'For homes whose residents answered questions about their home, we use their answers ({households} households). For the other homes we use public data and estimates.',
  },
  answersNotUsed: {
    nl: 'Nog geen tien huishoudens hebben vragen over hun huis beantwoord. Daarom rekenen we voor alle huizen met openbare gegevens en schattingen. Zo kan niemand uit de cijfers halen wat één huishouden heeft ingevuld.',
    en: 'Fewer than ten households have answered questions about their home so far. So for all homes we use public data and estimates. That way nobody can tell from the figures what one household filled in.',
  },
  homes: { nl: 'Huizen in de buurt: {count}', en: 'Homes in the neighbourhood: {count}' },
  madeOn: { nl: 'Gemaakt op {date}', en: 'Made on {date}' },
  page: { nl: 'Pagina {page} van {pages}', en: 'Page {page} of {pages}' },
  notAvailable: {
    nl: 'Deze route heeft voor geen enkel huis een oplossing in deze buurt.',
    en: 'This route has no solution for any home in this neighbourhood.',
  },
  compareTitle: { nl: 'De routes naast elkaar', en: 'The routes side by side' },
  compareIntro: {
    nl: 'Per route: wat het kost als alle huizen deze route kiezen. Bij elk bedrag staat tussen haakjes hoe ver het waarschijnlijk naar boven of beneden kan afwijken.',
    en: 'For each route: what it costs if every home chooses this route. Beside each amount, in brackets, is how far it is likely to be higher or lower.',
  },
  figureInvestment: { nl: 'Investering, voor subsidie', en: 'Investment, before subsidy' },
  figureSubsidy: { nl: 'Subsidie', en: 'Subsidy' },
  figureHouseholdCost: { nl: 'Kosten voor de huishoudens per jaar', en: 'Costs for the households per year' },
  figureNationalCost: { nl: 'Nationale kosten per jaar', en: 'National costs per year' },
  figureCo2: { nl: 'CO2-uitstoot per jaar', en: 'CO2 emissions per year' },
  figureCo2Reduction: { nl: 'Minder CO2 per jaar dan nu', en: 'Less CO2 per year than now' },
  figureBuildingChange: { nl: 'Huizen die eerst moeten isoleren', en: 'Homes that need insulating first' },
  figureLowerFlow: {
    nl: 'Huizen waar een warmtepomp pas goed werkt na aanpassingen',
    en: 'Homes where a heat pump only works well after changes',
  },
  figureNoSolution: { nl: 'Huizen zonder oplossing op deze route', en: 'Homes without a solution on this route' },
  band: { nl: 'waarschijnlijk tussen {low} en {high}', en: 'likely between {low} and {high}' },
  tonnes: { nl: '{tonnes} ton', en: '{tonnes} tonnes' },
  answeredPart: { nl: 'Huizen met antwoorden van bewoners: {homes}', en: "Homes with residents' answers: {homes}" },
  registerPart: { nl: 'Huizen met alleen openbare gegevens: {homes}', en: 'Homes with public data only: {homes}' },
  nationalCostExplained: {
    nl: 'Nationale kosten zijn wat Nederland als geheel betaalt, zoals PBL ze telt in de Startanalyse: investeringen zonder btw en zonder subsidie, afbetaald met 2,25\u00a0% rente over hun levensduur, plus onderhoud en energie zonder energiebelasting en btw. Belasting en subsidie tellen niet mee, want dat geld gaat van de ene Nederlander naar de andere.',
    en: 'National costs are what the Netherlands pays as a whole, as PBL counts them in the Startanalyse: investments without VAT and without subsidy, paid off at 2.25% interest over their lifetime, plus maintenance and energy without energy tax and VAT. Tax and subsidy do not count, because that money goes from one Dutch person to another.',
  },
  householdCostExplained: {
    nl: 'Kosten voor de huishoudens zijn afbetaling van de investering na subsidie, onderhoud en de energierekening, opgeteld voor alle huizen.',
    en: 'Costs for the households are paying off the investment after subsidy, maintenance and the energy bill, added up for all homes.',
  },
  chartCostTitle: {
    nl: 'Kosten voor de huishoudens per jaar, per route',
    en: 'Costs for the households per year, by route',
  },
  chartCostAlt: {
    nl: 'Staafdiagram van de kosten voor de huishoudens per jaar. {lines}',
    en: 'Bar chart of the costs for the households per year. {lines}',
  },
  chartCo2Title: { nl: 'CO2-uitstoot per jaar, per route', en: 'CO2 emissions per year, by route' },
  chartCo2Alt: {
    nl: 'Staafdiagram van de CO2-uitstoot per jaar. Nu: {lines}',
    en: 'Bar chart of the CO2 emissions per year. Now: {lines}',
  },
  now: { nl: 'Zoals nu', en: 'As now' },
  nowCo2: {
    nl: 'CO2-uitstoot per jaar zoals de huizen nu verwarmd worden: {tonnes}.',
    en: 'CO2 emissions per year as the homes are heated now: {tonnes}.',
  },
  mixTitle: { nl: 'Stel een mix samen', en: 'Put together a mix' },
  mixIntro: {
    nl: 'Niet iedereen hoeft hetzelfde te kiezen. Kies welk deel van de huizen welke route neemt. Samen moet het 100\u00a0% zijn.',
    en: 'Not everyone has to choose the same. Choose what share of the homes takes which route. Together it must make 100%.',
  },
  mixResultTitle: { nl: 'Wat deze mix betekent', en: 'What this mix means' },
  mixShares: { nl: 'In deze mix: {parts}.', en: 'In this mix: {parts}.' },
  mixShare: { nl: '{percent}\u00a0% {route}', en: '{percent}% {route}' },
  percent: { nl: '{percent}\u00a0%', en: '{percent}%' },
  gridTitle: { nl: 'Het stroomnet', en: 'The electricity grid' },
  gridIntro: {
    nl: 'Warmtepompen en koken op inductie vragen extra stroom, vooral op de koudste dag. Niet alle warmtepompen draaien tegelijk op vol vermogen; daarom rekenen we met een gelijktijdigheid.',
    en: 'Heat pumps and induction cooking need extra electricity, above all on the coldest day. Not all heat pumps run at full power at the same time, so we count with a share that runs at once.',
  },
  gridCellFull: {
    nl: '{kw} extra; het net heeft geen ruimte over',
    en: '{kw} extra; the grid has no room left',
  },
  gridCell: {
    nl: '{kw} extra, {percent}\u00a0% van wat er nog bij kan',
    en: '{kw} extra, {percent}% of what can still be added',
  },
  gridExtra: { nl: 'Extra stroom op de koudste dag: {kw}', en: 'Extra electricity on the coldest day: {kw}' },
  // Two texts rather than a plural: the server fills in placeholders and has no plural rules (record 0149).
  gridHeadroomOne: {
    nl: 'Wat het net in de straat nog kan hebben: ongeveer {kw} (voor deze huizen ongeveer {substations} transformatorhuisje)',
    en: 'What the grid in the street can still take: about {kw} (for these homes about {substations} substation)',
  },
  gridHeadroomMany: {
    nl: 'Wat het net in de straat nog kan hebben: ongeveer {kw} (voor deze huizen ongeveer {substations} transformatorhuisjes)',
    en: 'What the grid in the street can still take: about {kw} (for these homes about {substations} substations)',
  },
  gridShare: {
    nl: 'Dat is {percent}\u00a0% van wat er nog bij kan.',
    en: 'That is {percent}% of what can still be added.',
  },
  gridOver: {
    nl: 'Let op: dit is meer dan het huidige net aankan. De netbeheerder moet dan kabels of een trafo bijplaatsen.',
    en: 'Please note: this is more than the grid can handle today. The grid operator would then have to add cables or a transformer.',
  },
  // The headroom is the substations' (record 0108): the street's cables can be full sooner.
  gridUnder: {
    nl: 'Dit past waarschijnlijk in de transformatorhuisjes van nu. Of de kabels in de straat het ook aankunnen, weet alleen de netbeheerder.',
    en: "This probably fits in today's substations. Whether the cables in the street can handle it too, only the grid operator knows.",
  },
  gridUnknown: {
    nl: 'Het huidige net heeft geen ruimte over; elke extra stroom vraagt een zwaarder net.',
    en: 'The grid today has no room left; any extra electricity needs a heavier grid.',
  },
  heatGridTitle: { nl: 'Kan een warmtenet uit?', en: 'Can a heat network pay?' },
  heatGridIntro: {
    nl: 'Een warmtenet kan uit als er genoeg warmte per hectare wordt gevraagd en genoeg huizen meedoen.',
    en: 'A heat network can pay if enough heat is needed per hectare and enough homes join.',
  },
  heatGridDensity: {
    nl: 'Warmtevraag in de buurt: {gj} per hectare per jaar. Een warmtenet vraagt ongeveer {min} of meer.',
    en: 'Heat demand in the neighbourhood: {gj} per hectare a year. A heat network needs about {min} or more.',
  },
  heatGridAreaStartanalyse: {
    nl: 'Oppervlakte van de buurt: {hectares} hectare (uit de Startanalyse van PBL).',
    en: "Area of the neighbourhood: {hectares} hectares (from PBL's Startanalyse).",
  },
  // The shape around the campaign's addresses: scattered streets make it large and the demand per hectare low
  // (issue #35.13: 31,5 ha for 49 demo homes read as a fact).
  heatGridAreaHomes: {
    nl: 'Oppervlakte om de adressen heen: {hectares} hectare. Dat is een schatting uit waar de huizen van de campagne staan. Liggen ze verspreid, dan is dit te groot en lijkt de warmtevraag per hectare lager dan hij is. De oppervlakte van de buurt uit de Startanalyse van PBL is preciezer.',
    en: "Area around the addresses: {hectares} hectares. This is an estimate from where the campaign's homes are. If they are spread out, this is too large and the heat demand per hectare looks lower than it is. The neighbourhood's area from PBL's Startanalyse is more precise.",
  },
  heatGridRequired: {
    nl: 'Daarvoor moet ten minste {percent}\u00a0% van de huizen aansluiten.',
    en: 'For that, at least {percent}% of the homes must connect.',
  },
  heatGridImpossible: {
    nl: 'Zelfs als alle huizen aansluiten, is de warmtevraag te laag voor een warmtenet.',
    en: 'Even if every home connects, the heat demand is too low for a heat network.',
  },
  heatGridFavourWithheld: {
    nl: 'Hoeveel huishoudens heel enthousiast zijn over een warmtenet, kunnen we niet tonen zonder een kleine groep te verraden. Een favoriete warmtenet-oplossing gekozen: {favourite}.',
    en: 'How many households are very keen on a heat network, we cannot show without giving away a small group. Chose a favourite heat network solution: {favourite}.',
  },
  heatGridFavour: {
    nl: 'Heel enthousiast over een warmtenet: {enthusiastic} van {households} huishoudens. Een favoriete warmtenet-oplossing gekozen: {favourite}.',
    en: 'Very keen on a heat network: {enthusiastic} of {households} households. Chose a favourite heat network solution: {favourite}.',
  },
  heatGridMix: {
    nl: 'In de mix hierboven sluit {percent}\u00a0% van de huizen aan.',
    en: 'In the mix above, {percent}% of the homes connect.',
  },
  preferencesTitle: { nl: 'Wat de bewoners willen', en: 'What the residents want' },
  preferencesIntro: {
    nl: 'Hoeveel huishoudens heel enthousiast zijn over een route, en hoeveel er een favoriete oplossing op die route kozen. Minder dan tien tonen we als "< 10".',
    en: 'How many households are very keen on a route, and how many chose a favourite solution on that route. Fewer than ten we show as "< 10".',
  },
  preferenceCell: {
    nl: 'heel enthousiast: {enthusiastic}, favoriet gekozen: {favourite}',
    en: 'very keen: {enthusiastic}, chose a favourite: {favourite}',
  },
  preferenceLine: {
    nl: '{route}: heel enthousiast: {enthusiastic}, favoriet gekozen: {favourite}',
    en: '{route}: very keen: {enthusiastic}, chose a favourite: {favourite}',
  },
  withheld: { nl: 'niet te tonen', en: 'not shown' },
  startanalyseTitle: { nl: 'De Startanalyse van PBL', en: "PBL's Startanalyse (starting analysis)" },
  startanalyseNone: {
    nl: 'De organisator heeft de Startanalyse voor deze buurt nog niet ingevoerd. Die staat op de website van PBL, per buurtcode.',
    en: "The organiser has not entered the Startanalyse for this neighbourhood yet. It is on PBL's website, by neighbourhood code (buurtcode).",
  },
  startanalyseIntro: {
    nl: 'Voor {buurt} rekende PBL in de Startanalyse {year} uit wat elke strategie Nederland kost.',
    en: 'For {buurt}, PBL worked out in the Startanalyse {year} what each strategy costs the Netherlands.',
  },
  startanalyseLine: {
    nl: '{strategy} ({route}): {cost} nationale kosten per jaar',
    en: '{strategy} ({route}): {cost} national costs per year',
  },
  agree: {
    nl: 'De bewoners en de Startanalyse wijzen dezelfde kant op: {route}.',
    en: 'The residents and the Startanalyse point the same way: {route}.',
  },
  differ: {
    nl: 'De bewoners zijn het meest enthousiast over {residents}, de Startanalyse vindt {national} het goedkoopst. Bespreek dit verschil met de gemeente.',
    en: 'The residents are keenest on {residents}; the Startanalyse finds {national} the cheapest. Discuss this difference with the municipality.',
  },
  residentsUnknown: {
    nl: 'Er zijn nog te weinig antwoorden om te zeggen welke route de bewoners het liefst willen.',
    en: 'There are too few answers yet to say which route the residents like best.',
  },
  ourCheapest: {
    nl: 'In onze berekening zijn de nationale kosten het laagst bij {route}.',
    en: 'In our calculation the national costs are lowest with {route}.',
  },
  noRegretTitle: { nl: 'Wat iedereen nu al kan doen', en: 'What everyone can do now' },
  noRegretIntro: {
    nl: 'Deze maatregelen verdienen zich terug bij elke route. Je kunt ermee beginnen, wat de buurt ook kiest.',
    en: 'These measures pay for themselves on every route. You can start with them, whatever the neighbourhood chooses.',
  },
  noRegretLine: { nl: '{measure}: in {homes} huizen', en: '{measure}: in {homes} homes' },
  noRegretNone: {
    nl: 'Voor de huizen in deze buurt vonden we geen maatregel die zich bij elke route terugverdient.',
    en: 'For the homes in this neighbourhood we found no measure that pays for itself on every route.',
  },
  sourcesTitle: { nl: 'Bronnen en aannames', en: 'Sources and assumptions' },
  sourcesIntro: {
    nl: 'De drempels en factoren waarmee we rekenen, met hun bron. "Afgeleid" betekent dat we het getal uitrekenen uit een gepubliceerd getal. "Eigen schatting" betekent dat we geen gepubliceerd getal vonden en zelf een waarde kozen.',
    en: 'The thresholds and factors we calculate with, and their source. "Derived" means we work the figure out from a published one. "Own estimate" means we found no published figure and chose a value ourselves.',
  },
  sourceLine: { nl: '{name}: {value}. Bron: {source}.', en: '{name}: {value}. Source: {source}.' },
  fileName: { nl: 'buurtkeuze-{day}.pdf', en: 'buurtkeuze-{day}.pdf' },
} as const satisfies Record<string, Localised>;

/** The table as content:lint reads it: every text by one id, the sources' words included. */
export const choiceMessages: Readonly<Record<string, Localised>> = {
  ...CHOICE_TEXTS,
  ...Object.fromEntries(
    Object.entries(SOURCES).flatMap(([id, words]) =>
      Object.entries(words).map(([part, text]) => [`source.${id}.${part}`, text as Localised]),
    ),
  ),
};

const made = new Map<Language, ChoiceTexts>();

/** The buurtkeuze's texts and formats in one language, as the page and the PDF read them; made once per language. */
export function choiceTextsIn(language: Language): ChoiceTexts {
  let texts = made.get(language);
  if (!texts) made.set(language, (texts = textsIn(language)));
  return texts;
}

function textsIn(language: Language) {
  const say = (id: keyof typeof CHOICE_TEXTS, values?: Record<string, string>) =>
    sayIn(language, CHOICE_TEXTS[id], values);
  const locale = intlLocaleOf(language);
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  const number1 = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  // Amounts as the app shows them (spec §9: EUR, no decimals).
  const euroFormat = new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });
  const euro = (amount: number) => euroFormat.format(amount);
  /** kg as tonnes with one decimal. */
  const tonnes = (kg: number) => say('tonnes', { tonnes: number1.format(Math.round(kg / 100) / 10) });
  const band = (b: { low: number; high: number }, format: (v: number) => string) =>
    say('band', { low: format(b.low), high: format(b.high) });
  const routeNames = routeWordsIn(language, 'short');
  const routeInSentence = routeWordsIn(language, 'inSentence');
  const routeShare = routeWordsIn(language, 'share');

  return {
    language,
    euro,
    tonnes,
    number: number1,
    routeNames,
    routeInSentence,
    title: say('title'),
    intro: (campaign: string) => say('intro', { campaign }),
    published: (date: string) => say('published', { date }),
    answersUsed: (households: string) => say('answersUsed', { households }),
    answersNotUsed: say('answersNotUsed'),
    homes: (count: number) => say('homes', { count: number1.format(count) }),
    madeOn: (date: string) => say('madeOn', { date }),
    page: (page: number, pages: number) => say('page', { page: String(page), pages: String(pages) }),
    notAvailable: say('notAvailable'),
    compareTitle: say('compareTitle'),
    compareIntro: say('compareIntro'),
    figure: {
      investment: say('figureInvestment'),
      subsidy: say('figureSubsidy'),
      householdCost: say('figureHouseholdCost'),
      nationalCost: say('figureNationalCost'),
      co2: say('figureCo2'),
      co2Reduction: say('figureCo2Reduction'),
      buildingChange: say('figureBuildingChange'),
      lowerFlow: say('figureLowerFlow'),
    },
    band: (low: string, high: string) => say('band', { low, high }),
    nationalCostExplained: say('nationalCostExplained'),
    householdCostExplained: say('householdCostExplained'),
    chartCostTitle: say('chartCostTitle'),
    chartCostAlt: (lines: string) => say('chartCostAlt', { lines }),
    chartCo2Title: say('chartCo2Title'),
    chartCo2Alt: (lines: string) => say('chartCo2Alt', { lines }),
    now: say('now'),
    nowCo2: (kg: number) => say('nowCo2', { tonnes: tonnes(kg) }),
    mixTitle: say('mixTitle'),
    mixIntro: say('mixIntro'),
    mixResultTitle: say('mixResultTitle'),
    gridTitle: say('gridTitle'),
    gridIntro: say('gridIntro'),
    heatGridTitle: say('heatGridTitle'),
    heatGridIntro: say('heatGridIntro'),
    preferencesTitle: say('preferencesTitle'),
    preferencesIntro: say('preferencesIntro'),
    preferenceCell: (enthusiastic: string, favourite: string) => say('preferenceCell', { enthusiastic, favourite }),
    preferenceLine: (route: string, enthusiastic: string, favourite: string) =>
      say('preferenceLine', { route, enthusiastic, favourite }),
    withheld: say('withheld'),
    startanalyseTitle: say('startanalyseTitle'),
    startanalyseNone: say('startanalyseNone'),
    startanalyseIntro: (buurt: string, year: string) => say('startanalyseIntro', { buurt, year }),
    startanalyseLine: (strategy: string, route: string, cost: string) =>
      say('startanalyseLine', { strategy, route, cost }),
    ourCheapest: (route: string) => say('ourCheapest', { route }),
    noRegretTitle: say('noRegretTitle'),
    noRegretIntro: say('noRegretIntro'),
    noRegretLine: (measure: string, homes: string) => say('noRegretLine', { measure, homes }),
    noRegretNone: say('noRegretNone'),
    sourcesTitle: say('sourcesTitle'),
    sourcesIntro: say('sourcesIntro'),
    fileName: (day: string) => say('fileName', { day }),

    /** The figures of one scenario, each with its band, as the page and the PDF list them. */
    scenarioLines: (s: ChoiceScenario): string[] => {
      const total = s.total;
      const line = (id: Parameters<typeof say>[0], value: string) => `${say(id)}: ${value}`;
      return [
        line('figureInvestment', `${euro(total.investmentEur.central)} (${band(total.investmentEur, euro)})`),
        line('figureSubsidy', euro(total.subsidyEur)),
        line('figureHouseholdCost', `${euro(total.householdCostEur.central)} (${band(total.householdCostEur, euro)})`),
        line('figureNationalCost', `${euro(total.nationalCostEur.central)} (${band(total.nationalCostEur, euro)})`),
        line('figureCo2', `${tonnes(total.co2Kg.central)} (${band(total.co2Kg, tonnes)})`),
        line('figureCo2Reduction', tonnes(total.currentCo2Kg - total.co2Kg.central)),
        line('figureBuildingChange', total.homesNeedingBuildingChange),
        line('figureLowerFlow', total.homesNeedingLowerFlowTemperature),
        line('figureNoSolution', total.homesWithoutSolution),
        say('answeredPart', { homes: number1.format(s.answered.homes) }),
        say('registerPart', { homes: number1.format(s.registerOnly.homes) }),
      ];
    },

    /** The grid's figures of a scenario: the extra peak, what the substations still carry, and what follows. */
    gridLines: (s: ChoiceScenario): string[] => {
      const g = s.grid;
      const substations = number1.format(g.substations);
      return [
        say('gridExtra', { kw: withUnit(number1.format(Math.round(g.extraPeakKW)), 'kW') }),
        say(g.substations > 1 && substations !== number1.format(1) ? 'gridHeadroomMany' : 'gridHeadroomOne', {
          kw: withUnit(number1.format(Math.round(g.headroomKW)), 'kW'),
          substations,
        }),
        ...(g.loadShare === null
          ? [say('gridUnknown')]
          : [
              say('gridShare', { percent: number1.format(Math.round(g.loadShare * 100)) }),
              say(g.loadShare > 1 ? 'gridOver' : 'gridUnder'),
            ]),
      ];
    },

    /** The grid in one table cell: the extra peak and how much of the headroom it takes. */
    gridCell: (s: ChoiceScenario): string => {
      const g = s.grid;
      const kw = withUnit(number1.format(Math.round(g.extraPeakKW)), 'kW');
      return g.loadShare === null
        ? say('gridCellFull', { kw })
        : say('gridCell', { kw, percent: number1.format(Math.round(g.loadShare * 100)) });
    },

    /** Whether the residents' most liked route and PBL's cheapest agree, in one sentence. */
    comparisonSentence: (choice: NeighbourhoodChoice): string => {
      const { residentsRoute, startanalyseRoute } = choice.comparison;
      if (residentsRoute === null) return say('residentsUnknown');
      if (startanalyseRoute === null) return say('startanalyseNone');
      return residentsRoute === startanalyseRoute
        ? say('agree', { route: routeInSentence[residentsRoute] })
        : say('differ', { residents: routeInSentence[residentsRoute], national: routeInSentence[startanalyseRoute] });
    },

    /** The mix in words: '20 % groen gas of waterstof, 50 % warmtepomp'. */
    mixSharesLine: (choice: NeighbourhoodChoice): string => {
      const parts = choice.routes
        .filter((r) => choice.mix.percent[r.route] > 0)
        .map((r) => say('mixShare', { percent: String(choice.mix.percent[r.route]), route: routeShare[r.route] }));
      return say('mixShares', { parts: parts.join(', ') });
    },

    /** Whether a heat grid can pay: density against its threshold, the share that must connect, and who favours it. */
    heatGridLines: (choice: NeighbourhoodChoice): string[] => {
      const h = choice.heatGrid;
      const favour = choice.preferences.routes.find((p) => p.route === 'heat_grid');
      const favourite = favour?.favourite ?? say('withheld');
      const enthusiastic = favour?.enthusiastic ?? null;
      return [
        say('heatGridDensity', {
          gj: withUnit(number1.format(Math.round(h.densityGJPerHa)), 'GJ'),
          min: withUnit(number1.format(h.minDensityGJPerHa), 'GJ'),
        }),
        say(choice.area.from === 'startanalyse' ? 'heatGridAreaStartanalyse' : 'heatGridAreaHomes', {
          hectares: number1.format(choice.area.hectares),
        }),
        h.requiredShare === null || h.requiredShare > 1
          ? say('heatGridImpossible')
          : say('heatGridRequired', { percent: number1.format(Math.round(h.requiredShare * 100)) }),
        enthusiastic === null
          ? say('heatGridFavourWithheld', { favourite })
          : say('heatGridFavour', {
              enthusiastic,
              households: choice.preferences.households,
              favourite,
            }),
        say('heatGridMix', { percent: number1.format(choice.mix.scenario.heatGridPercent) }),
      ];
    },

    /**
     * The rows of 'Bronnen en aannames'. A row without plain words is left out rather than shown with the model's
     * names; SOURCES covers every row the engine has (checked by type and by test).
     */
    sourceLines: (sources: NeighbourhoodChoice['sources']): string[] => {
      const percent = (share: number) => say('percent', { percent: number.format(share * 100) });
      return sources.flatMap((s) => {
        if (!Object.hasOwn(SOURCES, s.id)) return [];
        const words = SOURCES[s.id as keyof typeof SOURCES];
        const value = sayIn(language, words.value, {
          value: number.format(s.value),
          kw: withUnit(number.format(s.value), 'kW'),
          gj: withUnit(number.format(s.value), 'GJ'),
          percent: percent(s.value),
        });
        return [
          say('sourceLine', {
            name: sayIn(language, words.name),
            value,
            source: sayIn(language, words.source),
          }),
        ];
      });
    },
  };
}

export type ChoiceTexts = ReturnType<typeof textsIn>;

/** The ids of the engine's sourced rows that have plain words (for the test that holds them to the engine's). */
export const SOURCE_IDS = Object.keys(SOURCES);
