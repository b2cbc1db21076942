import type { RouteName } from './common.ts';
import { routeWords } from '../vocabulary/route-words.ts';
import type { ChoiceScenario, NeighbourhoodChoice } from './neighbourhood-choice.ts';
import type { SCENARIO_REFERENCES } from '../engine/index.ts';
import { withUnit } from '../vocabulary/units.ts';

const nl = new Intl.NumberFormat('nl-NL', { maximumFractionDigits: 2 });
const nl1 = new Intl.NumberFormat('nl-NL', { maximumFractionDigits: 1 });
// Amounts as the app shows them (spec §9: EUR, nl-NL, no decimals).
const euroFormat = new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });
export const euro = (amount: number) => euroFormat.format(amount);
const percent = (share: number) => `${nl.format(share * 100)} %`;
const kWPerHome = (v: number) => `${withUnit(nl.format(v), 'kW')} per huis`;
const cop = (v: number) => `${withUnit(nl.format(v), 'kW')} warmte per kW stroom`;

/** How a volunteer reads one threshold or factor: what it means, its value with its unit, and where it comes from. */
interface SourceWords {
  name: string;
  value: (value: number) => string;
  /** Publisher, document or table, and year, in words: no model variable names, no commit ids (issue #35.13). */
  source: string;
}

/**
 * The plain words for each of the engine's SCENARIO_REFERENCES, by its id; the figure itself always comes from the
 * sourced row. The row's own source, with the model's variable names and the commit it was read at, stays the
 * technical record in src/engine/reference/grid.ts and docs/reference-data.md.
 */
export const SOURCE_WORDS = {
  heatPumpSimultaneity: {
    name: 'Gelijktijdigheid van warmtepompen',
    value: (v) => `${nl.format(v)} van het vermogen van alle warmtepompen samen`,
    source:
      'PBL, rekenmodel Vesta MAIS 5.0, kengetallen voor het stroomnet van woningen (notitie over het gas- en stroomnet, 2019)',
  },
  designCopAir: {
    name: 'Rendement van een luchtwarmtepomp bij −10\u00a0°C',
    value: cop,
    source:
      'Staffell en anderen, A review of domestic heat pumps, Energy & Environmental Science, 2012: uitgerekend voor 45\u00a0°C aanvoer bij −10\u00a0°C buiten',
  },
  designCopGround: {
    name: 'Rendement van een bodemwarmtepomp bij −10\u00a0°C',
    value: cop,
    source:
      'Staffell en anderen, A review of domestic heat pumps, Energy & Environmental Science, 2012: uitgerekend voor 45\u00a0°C aanvoer uit een bodembron van 0\u00a0°C',
  },
  hybridPeak: {
    name: 'Piek van een hybride warmtepomp per huis',
    value: kWPerHome,
    source: 'RVO, Installatiemonitor (tussenresultaten), gemeten op koude dagen',
  },
  inductionPeak: {
    name: 'Extra piek van koken op inductie per huis',
    value: kWPerHome,
    source:
      'afgeleid van het stroomverbruik voor koken van Milieu Centraal (200\u00a0kWh per jaar), alsof elk huis in hetzelfde avonduur kookt',
  },
  substationCapacity: {
    name: 'Wat één transformatorhuisje draagt',
    value: (v) => withUnit(nl.format(v), 'kW'),
    source:
      'PBL, notitie over het gas- en stroomnet in rekenmodel Vesta MAIS, 2019, met kengetallen van Enexis, Liander en Stedin',
  },
  substationHomes: {
    name: 'Huizen per transformatorhuisje',
    value: (v) => `${nl.format(v)} huizen`,
    source:
      'Liander, uitleg over het middenspanningsnet en over de plek van een elektriciteitshuisje (150 tot 200 woningen)',
  },
  householdPeak: {
    name: 'Avondpiek van een huis zonder elektrische verwarming',
    value: kWPerHome,
    source:
      'PBL, rekenmodel Vesta MAIS 5.0: aansluitwaarde van de apparaten in een huis maal de gelijktijdigheid (notitie over het gas- en stroomnet, 2019)',
  },
  heatGridMinDensity: {
    name: 'Warmtevraag waarbij een warmtenet kan uitkomen',
    value: (v) => `${withUnit(nl.format(v), 'GJ')} per hectare per jaar`,
    source: 'Hotmaps (EU-onderzoek, TU Wenen), rekenhulp voor gebieden met kans op een warmtenet: standaarddrempel',
  },
  heatGridMinConnectionShare: {
    name: 'Deel van de huizen dat moet aansluiten',
    value: percent,
    source:
      'Hotmaps (EU-onderzoek, TU Wenen), rekenhulp voor de kosten van een warmtenet: standaard aandeel aangesloten huizen',
  },
  nationalDiscountRate: {
    name: 'Rente voor de nationale kosten',
    value: (v) => `${percent(v)} per jaar`,
    source: 'PBL, Startanalyse aardgasvrije buurten, technische toelichting, 2020',
  },
} satisfies Record<keyof typeof SCENARIO_REFERENCES, SourceWords>;

const sourceWords = (id: string): SourceWords | undefined =>
  Object.hasOwn(SOURCE_WORDS, id) ? SOURCE_WORDS[id as keyof typeof SOURCE_WORDS] : undefined;

/**
 * What a working-group member reads on 'De buurtkeuze' and in its PDF for a neighbourhood evening (issue #28).
 * Zod-free and shared, like heat-plan-texts.ts: the server writes them into the PDF and the web app shows the same
 * words, so the page and the handout never drift apart. Amounts come in already formatted (nl-NL).
 */
export const choiceTexts = {
  title: 'De buurtkeuze',
  intro: (campaign: string) =>
    `Wat betekent een keuze voor ${campaign} als geheel? Hier zie je per route wat het kost, wat het oplevert en wat het vraagt van het stroomnet. Alle cijfers zijn opgeteld over alle huizen in de buurt.`,
  published: (date: string) =>
    `Bijgewerkt op ${date}. De cijfers veranderen pas als tien huishoudens iets nieuws hebben ingevuld.`,
  answersUsed: (households: string) =>
    `Voor huizen waarvan de bewoners vragen over hun huis hebben beantwoord, rekenen we met hun antwoorden (${households} huishoudens). Voor de andere huizen rekenen we met openbare gegevens en schattingen.`,
  answersNotUsed:
    'Nog geen tien huishoudens hebben vragen over hun huis beantwoord. Daarom rekenen we voor alle huizen met openbare gegevens en schattingen. Zo kan niemand uit de cijfers halen wat één huishouden heeft ingevuld.',
  homes: (count: string) => `Huizen in de buurt: ${count}`,
  madeOn: (date: string) => `Gemaakt op ${date}`,
  page: (page: number, pages: number) => `Pagina ${page} van ${pages}`,

  routeNames: routeWords('short'),
  /** The route inside a sentence ('enthousiast over het warmtenet'), and as a share of a mix ('30 % warmtenet'). */
  routeInSentence: routeWords('inSentence'),
  routeShare: routeWords('share'),
  notAvailable: 'Deze route heeft voor geen enkel huis een oplossing in deze buurt.',

  compareTitle: 'De routes naast elkaar',
  compareIntro:
    'Per route: wat het kost als alle huizen deze route kiezen. Bij elk bedrag staat tussen haakjes hoe ver het waarschijnlijk naar boven of beneden kan afwijken.',
  figure: {
    investment: 'Investering, voor subsidie',
    subsidy: 'Subsidie',
    householdCost: 'Kosten voor de huishoudens per jaar',
    nationalCost: 'Nationale kosten per jaar',
    co2: 'CO2-uitstoot per jaar',
    co2Reduction: 'Minder CO2 per jaar dan nu',
    buildingChange: 'Huizen die eerst moeten isoleren',
    lowerFlow: 'Huizen waar een warmtepomp pas goed werkt na aanpassingen',
    noSolution: 'Huizen zonder oplossing op deze route',
  },
  band: (low: string, high: string) => `waarschijnlijk tussen ${low} en ${high}`,
  tonnes: (t: string) => `${t} ton`,
  partsTitle: 'Waar de cijfers op rusten',
  answeredPart: (homes: string) => `Huizen met antwoorden van bewoners: ${homes}`,
  registerPart: (homes: string) => `Huizen met alleen openbare gegevens: ${homes}`,
  nationalCostExplained:
    'Nationale kosten zijn wat Nederland als geheel betaalt, zoals PBL ze telt in de Startanalyse: investeringen zonder btw en zonder subsidie, afbetaald met 2,25 % rente over hun levensduur, plus onderhoud en energie zonder energiebelasting en btw. Belasting en subsidie tellen niet mee, want dat geld gaat van de ene Nederlander naar de andere.',
  householdCostExplained:
    'Kosten voor de huishoudens zijn afbetaling van de investering na subsidie, onderhoud en de energierekening, opgeteld voor alle huizen.',

  chartCostTitle: 'Kosten voor de huishoudens per jaar, per route',
  chartCostAlt: (lines: string) => `Staafdiagram van de kosten voor de huishoudens per jaar. ${lines}`,
  chartCo2Title: 'CO2-uitstoot per jaar, per route',
  chartCo2Alt: (lines: string) => `Staafdiagram van de CO2-uitstoot per jaar. Nu: ${lines}`,
  now: 'Zoals nu',
  nowCo2: (tonnes: string) => `CO2-uitstoot per jaar zoals de huizen nu verwarmd worden: ${tonnes}.`,
  overviewLink: 'De buurtkeuze: wat betekent een route voor de hele buurt?',

  mixTitle: 'Stel een mix samen',
  mixIntro:
    'Niet iedereen hoeft hetzelfde te kiezen. Kies welk deel van de huizen welke route neemt. Samen moet het 100 % zijn.',
  mixLabel: (route: string) => `${route} (procent van de huizen)`,
  mixSum: (sum: string) => `Samen: ${sum} %`,
  mixSumWrong: (sum: string) => `Let op: samen is nu ${sum} %. Maak het samen 100 %.`,
  mixApply: 'Bereken deze mix',
  mixResultTitle: 'Wat deze mix betekent',
  mixShares: (parts: string) => `In deze mix: ${parts}.`,

  gridTitle: 'Het stroomnet',
  gridIntro:
    'Warmtepompen en koken op inductie vragen extra stroom, vooral op de koudste dag. Niet alle warmtepompen draaien tegelijk op vol vermogen; daarom rekenen we met een gelijktijdigheid.',
  gridCell: (kw: string, percent: string | null) =>
    percent === null
      ? `${withUnit(kw, 'kW')} extra; het net heeft geen ruimte over`
      : `${withUnit(kw, 'kW')} extra, ${percent} % van wat er nog bij kan`,
  thousandEuro: 'duizend euro',
  gridExtra: (kw: string) => `Extra stroom op de koudste dag: ${withUnit(kw, 'kW')}`,
  gridHeadroom: (kw: string, substations: string, plural: boolean) =>
    `Wat het net in de straat nog kan hebben: ongeveer ${withUnit(kw, 'kW')} (voor deze huizen ongeveer ${substations} ${plural ? 'transformatorhuisjes' : 'transformatorhuisje'})`,
  gridShare: (percent: string) => `Dat is ${percent} % van wat er nog bij kan.`,
  gridOver: 'Let op: dit is meer dan het huidige net aankan. De netbeheerder moet dan kabels of een trafo bijplaatsen.',
  // The headroom is the substations' (record 0108): the street's cables can be full sooner.
  gridUnder:
    'Dit past waarschijnlijk in de transformatorhuisjes van nu. Of de kabels in de straat het ook aankunnen, weet alleen de netbeheerder.',
  gridUnknown: 'Het huidige net heeft geen ruimte over; elke extra stroom vraagt een zwaarder net.',

  heatGridTitle: 'Kan een warmtenet uit?',
  heatGridIntro: 'Een warmtenet kan uit als er genoeg warmte per hectare wordt gevraagd en genoeg huizen meedoen.',
  heatGridDensity: (gj: string, min: string) =>
    `Warmtevraag in de buurt: ${withUnit(gj, 'GJ')} per hectare per jaar. Een warmtenet vraagt ongeveer ${withUnit(min, 'GJ')} of meer.`,
  heatGridArea: (ha: string, from: 'startanalyse' | 'homes') =>
    from === 'startanalyse'
      ? `Oppervlakte van de buurt: ${ha} hectare (uit de Startanalyse van PBL).`
      : // The shape around the campaign's addresses: scattered streets make it large and the demand per hectare low
        // (issue #35.13: 31,5 ha for 49 demo homes read as a fact).
        `Oppervlakte om de adressen heen: ${ha} hectare. Dat is een schatting uit waar de huizen van de campagne staan. Liggen ze verspreid, dan is dit te groot en lijkt de warmtevraag per hectare lager dan hij is. De oppervlakte van de buurt uit de Startanalyse van PBL is preciezer.`,
  heatGridRequired: (percent: string) => `Daarvoor moet ten minste ${percent} % van de huizen aansluiten.`,
  heatGridImpossible: 'Zelfs als alle huizen aansluiten, is de warmtevraag te laag voor een warmtenet.',
  heatGridFavour: (enthusiastic: string | null, favourite: string, households: string) =>
    `${enthusiastic === null ? 'Hoeveel huishoudens heel enthousiast zijn over een warmtenet, kunnen we niet tonen zonder een kleine groep te verraden' : `Heel enthousiast over een warmtenet: ${enthusiastic} van ${households} huishoudens`}. Een favoriete warmtenet-oplossing gekozen: ${favourite}.`,
  heatGridMix: (percent: string) => `In de mix hierboven sluit ${percent} % van de huizen aan.`,

  preferencesTitle: 'Wat de bewoners willen',
  preferencesIntro:
    'Hoeveel huishoudens heel enthousiast zijn over een route, en hoeveel er een favoriete oplossing op die route kozen. Minder dan tien tonen we als "< 10".',
  preferenceCell: (enthusiastic: string, favourite: string) =>
    `heel enthousiast: ${enthusiastic}, favoriet gekozen: ${favourite}`,
  preferenceLine: (route: string, enthusiastic: string, favourite: string) =>
    `${route}: ${choiceTexts.preferenceCell(enthusiastic, favourite)}`,
  withheld: 'niet te tonen',

  startanalyseTitle: 'De Startanalyse van PBL',
  startanalyseNone:
    'De organisator heeft de Startanalyse voor deze buurt nog niet ingevoerd. Die staat op de website van PBL, per buurtcode.',
  startanalyseIntro: (buurt: string, year: string) =>
    `Voor ${buurt} rekende PBL in de Startanalyse ${year} uit wat elke strategie Nederland kost.`,
  startanalyseCheapest: (strategy: string, route: string) => `Goedkoopste strategie: ${strategy} (${route}).`,
  startanalyseLine: (strategy: string, route: string, cost: string) =>
    `${strategy} (${route}): ${cost} nationale kosten per jaar`,
  agree: (route: string) => `De bewoners en de Startanalyse wijzen dezelfde kant op: ${route}.`,
  differ: (residents: string, national: string) =>
    `De bewoners zijn het meest enthousiast over ${residents}, de Startanalyse vindt ${national} het goedkoopst. Bespreek dit verschil met de gemeente.`,
  residentsUnknown: 'Er zijn nog te weinig antwoorden om te zeggen welke route de bewoners het liefst willen.',
  ourCheapest: (route: string) => `In onze berekening zijn de nationale kosten het laagst bij ${route}.`,

  noRegretTitle: 'Wat iedereen nu al kan doen',
  noRegretIntro:
    'Deze maatregelen verdienen zich terug bij elke route. Je kunt ermee beginnen, wat de buurt ook kiest.',
  noRegretLine: (label: string, homes: string) => `${label}: in ${homes} huizen`,
  noRegretNone: 'Voor de huizen in deze buurt vonden we geen maatregel die zich bij elke route terugverdient.',

  sourcesTitle: 'Bronnen en aannames',
  sourcesIntro:
    'De drempels en factoren waarmee we rekenen, met hun bron. "Afgeleid" betekent dat we het getal uitrekenen uit een gepubliceerd getal. "Eigen schatting" betekent dat we geen gepubliceerd getal vonden en zelf een waarde kozen.',
  sourceLine: (words: SourceWords, value: number) => `${words.name}: ${words.value(value)}. Bron: ${words.source}.`,

  pdfDownload: 'Download als pdf voor een buurtavond',
  pdfBusy: 'De pdf wordt gemaakt…',
  pdfDone: 'De pdf is gedownload.',
  pdfFailed: 'Let op: de pdf kon niet worden gemaakt. Probeer het later nog eens.',
  fileName: (day: string) => `buurtkeuze-${day}.pdf`,
  back: 'Terug naar het overzicht',
  loading: 'De buurtkeuze wordt berekend…',
  loadFailed: 'Let op: de buurtkeuze kon niet worden geladen. Probeer het later nog eens.',
};

const band = (b: { low: number; high: number }, format: (v: number) => string) =>
  choiceTexts.band(format(b.low), format(b.high));
/** kg as tonnes with one decimal. */
export const tonnes = (kg: number) => choiceTexts.tonnes(nl1.format(Math.round(kg / 100) / 10));

/** The figures of one scenario, each with its band, as the page lists them. */
export function scenarioLines(s: ChoiceScenario): string[] {
  const total = s.total;
  return [
    `${choiceTexts.figure.investment}: ${euro(total.investmentEur.central)} (${band(total.investmentEur, euro)})`,
    `${choiceTexts.figure.subsidy}: ${euro(total.subsidyEur)}`,
    `${choiceTexts.figure.householdCost}: ${euro(total.householdCostEur.central)} (${band(total.householdCostEur, euro)})`,
    `${choiceTexts.figure.nationalCost}: ${euro(total.nationalCostEur.central)} (${band(total.nationalCostEur, euro)})`,
    `${choiceTexts.figure.co2}: ${tonnes(total.co2Kg.central)} (${band(total.co2Kg, tonnes)})`,
    `${choiceTexts.figure.co2Reduction}: ${tonnes(total.currentCo2Kg - total.co2Kg.central)}`,
    `${choiceTexts.figure.buildingChange}: ${total.homesNeedingBuildingChange}`,
    `${choiceTexts.figure.lowerFlow}: ${total.homesNeedingLowerFlowTemperature}`,
    `${choiceTexts.figure.noSolution}: ${total.homesWithoutSolution}`,
    choiceTexts.answeredPart(nl1.format(s.answered.homes)),
    choiceTexts.registerPart(nl1.format(s.registerOnly.homes)),
  ];
}

/** The grid's figures of a scenario: the extra peak, what the substations still carry, and what follows. */
export function gridLines(s: ChoiceScenario): string[] {
  const g = s.grid;
  return [
    choiceTexts.gridExtra(nl1.format(Math.round(g.extraPeakKW))),
    choiceTexts.gridHeadroom(
      nl1.format(Math.round(g.headroomKW)),
      nl1.format(g.substations),
      g.substations > 1 && nl1.format(g.substations) !== '1',
    ),
    ...(g.loadShare === null
      ? [choiceTexts.gridUnknown]
      : [
          choiceTexts.gridShare(nl1.format(Math.round(g.loadShare * 100))),
          g.loadShare > 1 ? choiceTexts.gridOver : choiceTexts.gridUnder,
        ]),
  ];
}

/** Whether the residents' most liked route and PBL's cheapest agree, in one sentence. */
export function comparisonSentence(choice: NeighbourhoodChoice): string {
  const { residentsRoute, startanalyseRoute } = choice.comparison;
  if (residentsRoute === null) return choiceTexts.residentsUnknown;
  if (startanalyseRoute === null) return choiceTexts.startanalyseNone;
  const name = (r: RouteName) => choiceTexts.routeInSentence[r];
  return residentsRoute === startanalyseRoute
    ? choiceTexts.agree(name(residentsRoute))
    : choiceTexts.differ(name(residentsRoute), name(startanalyseRoute));
}

/** The mix in words: '20 % gas: …, 50 % elektrisch: …'. */
export function mixSharesLine(choice: NeighbourhoodChoice): string {
  const parts = choice.routes
    .filter((r) => choice.mix.percent[r.route] > 0)
    .map((r) => `${choice.mix.percent[r.route]} % ${choiceTexts.routeShare[r.route]}`);
  return choiceTexts.mixShares(parts.join(', '));
}

/** Whether a heat grid can pay: density against its threshold, the share that must connect, and who favours it. */
export function heatGridLines(choice: NeighbourhoodChoice): string[] {
  const h = choice.heatGrid;
  const favour = choice.preferences.routes.find((p) => p.route === 'heat_grid');
  return [
    choiceTexts.heatGridDensity(nl1.format(Math.round(h.densityGJPerHa)), nl1.format(h.minDensityGJPerHa)),
    choiceTexts.heatGridArea(nl1.format(choice.area.hectares), choice.area.from),
    h.requiredShare === null || h.requiredShare > 1
      ? choiceTexts.heatGridImpossible
      : choiceTexts.heatGridRequired(nl1.format(Math.round(h.requiredShare * 100))),
    choiceTexts.heatGridFavour(
      favour?.enthusiastic ?? null,
      favour?.favourite ?? choiceTexts.withheld,
      choice.preferences.households,
    ),
    choiceTexts.heatGridMix(nl1.format(choice.mix.scenario.heatGridPercent)),
  ];
}

/** The grid in one table cell: the extra peak and how much of the headroom it takes. */
export function gridCell(s: ChoiceScenario): string {
  const g = s.grid;
  return choiceTexts.gridCell(
    nl1.format(Math.round(g.extraPeakKW)),
    g.loadShare === null ? null : nl1.format(Math.round(g.loadShare * 100)),
  );
}

/**
 * The rows of 'Bronnen en aannames', on the page and in its PDF. A row without plain words is left out rather than
 * shown with the model's names; SOURCE_WORDS covers every row the engine has (checked by type and by test).
 */
export function sourceLines(sources: NeighbourhoodChoice['sources']): string[] {
  return sources.flatMap((s) => {
    const words = sourceWords(s.id);
    return words ? [choiceTexts.sourceLine(words, s.value)] : [];
  });
}
