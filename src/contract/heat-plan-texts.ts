import type { RouteName } from './common.ts';
import { routeWords } from '../vocabulary/route-words.ts';
import { LABEL_ORDER } from '../vocabulary/energy-labels.ts';
import type { EnergyLabelCode } from './real-estate.ts';
import type { HeatPlan } from './heat-plan.ts';
import { withUnit } from '../vocabulary/units.ts';

/**
 * What a resident reads in 'Mijn warmteplan' (issue 29), and the words the plan shares with the advice pages. Kept
 * here, zod-free like FLOW_TITLES, because the server writes them into the PDF and the web app shows the same words
 * on screen: one source, so the document and the page never drift apart.
 */

/** Each route's title (src/vocabulary/routes.ts). */
export const routeTitles: Record<RouteName, string> = routeWords('title');

/** Enthusiasm as a sentence part ('Hoe enthousiast: neutraal'). */
export const enthusiasmPhrases: Record<1 | 3 | 5, string> = {
  1: 'niet zo enthousiast',
  3: 'neutraal',
  5: 'heel enthousiast',
};

/** Words of the advice's trust sections that the plan repeats. */
export const trustWords = {
  certaintyTitle: 'Hoe zeker is dit?',
  breakEvenTitle: 'Wat zou de volgorde veranderen?',
  between: (low: string, high: string) => `waarschijnlijk tussen ${low} en ${high}`,
  labelBetween: (best: string, worst: string) =>
    best === worst ? `vrijwel zeker ${best}` : `tussen ${best} en ${worst}`,
};

/**
 * The current label and every 'daarna' in the same words on every screen, in the PDF and in the shared plan
 * (docs/decisions/0119-one-current-label.md): which label is 'now', where it comes from, and how far an option moves it.
 */
/** Measured gas this far above the model's expectation says the answers may paint the home better than it is (docs/decisions/0115-flats-and-the-residents-label.md). */
const GAS_ABOVE_MODEL_WORTH_SAYING = 1.3;

export const labelWords = {
  source: { registered: 'geregistreerd label', estimated: 'geschat' } as Record<'registered' | 'estimated', string>,
  current: (label: string, source: 'registered' | 'estimated') => `${label} (${labelWords.source[source]})`,
  /** '1 stap beter dan nu (E)', or 'hetzelfde als nu'. */
  change: (after: EnergyLabelCode, now: EnergyLabelCode) => {
    const steps = LABEL_ORDER.indexOf(now) - LABEL_ORDER.indexOf(after);
    if (steps <= 0) return 'hetzelfde als nu';
    return `${steps === 1 ? '1 stap' : `${steps} stappen`} beter dan nu (${now})`;
  },
  /** 'D, 1 stap beter dan nu (E)', or 'E, hetzelfde als nu'. */
  after: (after: EnergyLabelCode, now: EnergyLabelCode) => `${after}, ${labelWords.change(after, now)}`,
  /** Beside a registered label that the estimate differs from by more than one class. */
  estimateDiffers: (registered: string, estimate: string, band: string) =>
    `Met je antwoorden schatten wij je huis op label ${estimate} (${band}). Dat wijkt meer dan één stap af van je geregistreerde label ${registered}. We rekenen verder met het geregistreerde label.`,
  improvementsAnswered: (list: string) =>
    `Je vertelde ons over: ${list}. Is je huis verbeterd nadat het label werd gemaakt? Dan kan een nieuw label de moeite waard zijn.`,
  noImprovementsAnswered:
    'Je noemde geen verbeteringen aan je huis. Misschien klopt een antwoord niet, of rekent ons model hier te ruim. Kijk je antwoorden na bij Woonsituatie.',
  /** Beside the explanation, when the household's measured gas is well above what the model expects for its answers. */
  // No percentage: the factor is on the gas for heating alone, so it is not the share by which the whole use differs.
  gasAboveModel: (measuredOverModel: number) =>
    measuredOverModel >= GAS_ABOVE_MODEL_WORTH_SAYING
      ? 'Je stookt veel meer gas dan we bij deze antwoorden verwachten. Misschien is je huis minder goed geïsoleerd dan de antwoorden zeggen, of stook je warmer of langer dan gemiddeld.'
      : null,
  /** Classes apart, for deciding whether the estimate is worth mentioning. */
  classesApart: (a: EnergyLabelCode, b: EnergyLabelCode) => Math.abs(LABEL_ORDER.indexOf(a) - LABEL_ORDER.indexOf(b)),
};

/**
 * The plan's 'Energielabel' list, the same lines in the PDF and on the shared page: the current label with its
 * source (and the estimate where it differs by more than a class), the insulation label, and the gas use — the
 * household's own where it gave one, with how the model compares.
 */
export function planLabelAndUseLines(plan: Pick<HeatPlan, 'labels' | 'usage'>): string[] {
  const t = heatPlanTexts;
  const { labels, usage } = plan;
  const m3 = new Intl.NumberFormat('nl-NL', { maximumFractionDigits: 0 });
  const band = labels.energyLabelBand;
  const estimate = labels.estimatedLabel;
  const lines = [
    labels.energyLabelSource === 'registered'
      ? `${t.energyLabel(labels.energyLabel, 'registered')}.`
      : `${t.energyLabel(labels.energyLabel, 'estimated')}. ${t.energyLabelBand(trustWords.labelBetween(band.best, band.worst))}.`,
  ];
  if (labels.energyLabelSource === 'registered' && labelWords.classesApart(labels.energyLabel, estimate.central) > 1)
    lines.push(
      labelWords.estimateDiffers(
        labels.energyLabel,
        estimate.central,
        trustWords.labelBetween(estimate.best, estimate.worst),
      ),
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

export const heatPlanTexts = {
  title: 'Mijn warmteplan',
  subtitle: (address: string) => `Warmteadvies voor ${address}`,
  intro:
    'Dit is je persoonlijke warmteadvies. Je kunt het bewaren, printen en bespreken met je huisgenoten, een energiecoach of een installateur.',
  madeOn: (date: string) => `Gemaakt op ${date}`,
  engine: (version: string) => `Rekenmodel versie ${version}`,
  campaign: (name: string) => `Buurt: ${name}`,
  homeTitle: 'Je huis zoals wij het kennen',
  facts: {
    buildYear: 'Bouwjaar',
    dwellingType: 'Soort huis',
    floorArea: 'Oppervlakte',
    householdSize: 'Aantal bewoners',
    gasUse: 'Gasverbruik per jaar',
  },
  givenByYou: 'door jou ingevuld',
  fromRegister: 'uit openbare gegevens of geschat',
  corrected: (registered: string) => `je hebt dit verbeterd, eerst stond er ${registered}`,
  questionnairesDone: (titles: string) => `Ingevulde vragenlijsten: ${titles}.`,
  questionnairesNone:
    'Je hebt nog geen vragenlijsten ingevuld. Het advies rust nu op openbare gegevens en schattingen.',
  labelTitle: 'Energielabel',
  energyLabel: (label: string, source: 'registered' | 'estimated') =>
    `Energielabel van je huis nu: ${labelWords.current(label, source)}`,
  energyLabelBand: (words: string) => `Hoe zeker: ${words}`,
  insulationLabel: (label: string) => `Isolatielabel: ${label}`,
  gasUse: (m3: string, low: string, high: string) =>
    `Gasverbruik per jaar: ongeveer ${withUnit(m3, 'm³')} (${trustWords.between(withUnit(low, 'm³'), withUnit(high, 'm³'))})`,
  /** The household's own yearly use is the use; the model's figure is only compared with it (issue #35.2). */
  gasUseMeasured: (m3: string) => `Gasverbruik per jaar: ${withUnit(m3, 'm³')} (je eigen jaarverbruik)`,
  gasModelCompared: (model: number, measured: number) => {
    const m3 = (n: number) => withUnit(new Intl.NumberFormat('nl-NL').format(Math.round(n)), 'm³');
    const diff = Math.round((Math.abs(model - measured) / Math.max(1, measured)) * 100);
    return diff < 5
      ? `Ons rekenmodel komt zonder jouw meterstand op ongeveer hetzelfde uit (${m3(model)}).`
      : `Ons rekenmodel komt zonder jouw meterstand op ${m3(model)}, ${diff}% ${model > measured ? 'meer' : 'minder'}. We rekenen met jouw eigen verbruik.`;
  },
  routesTitle: 'De vier routes voor jouw huis',
  routesIntro:
    'Per route zie je de oplossing die het best bij je huis past. De kosten per maand zijn alles samen: energie, onderhoud en de investering verdeeld over de jaren.',
  chartTitle: 'Kosten per maand van de best passende oplossing per route',
  chartAlt: (lines: string) => `Staafdiagram. ${lines}`,
  noOption: 'Er blijft in deze route geen oplossing over die binnen je grenzen past.',
  rejected: 'Je hebt deze route afgewezen.',
  best: (name: string) => `Best passend: ${name}`,
  favourite: (name: string) => `Jouw favoriet: ${name}`,
  noFavourite: 'Nog geen favoriet gekozen.',
  enthusiasm: (phrase: string) => `Hoe enthousiast je bent: ${phrase}.`,
  noEnthusiasm: 'Je hebt nog niet gezegd hoe enthousiast je bent.',
  perMonth: 'Kosten per maand',
  investment: 'Investering, na subsidie',
  subsidy: 'Subsidie',
  labelAfter: 'Energielabel daarna',
  certaintyIntro: 'Met wat we nu weten, ligt het bedrag waarschijnlijk tussen deze grenzen:',
  noRegretTitle: 'Dit kun je nu al doen',
  noRegretIntro:
    'Deze maatregelen verdienen zichzelf terug, welke route je later ook kiest. Ze zijn dus altijd een goed idee.',
  noRegretNone: 'Voor je huis hebben we geen maatregel gevonden die zich bij elke route terugverdient.',
  noRegretLine: (investment: string, subsidy: string | null, saving: string, years: string) =>
    `Kost ${investment}${subsidy ? ` (na ${subsidy} subsidie)` : ''}. Je bespaart ${saving} per jaar. Terugverdiend in ${years} jaar.`,
  sourcesTitle: 'Bronnen',
  sourcesIntro: 'De bedragen zijn schattingen. Ze rusten op deze bronnen:',
  aboutTitle: 'Over dit plan',
  about:
    'Prijzen en subsidies veranderen. Kijk daarom voor je een besluit neemt altijd nog een keer op de website, en vraag een offerte aan een installateur. De werkgroep ziet alleen cijfers van minstens tien huishoudens samen, nooit dit plan.',
  page: (n: number, of: number) => `Pagina ${n} van ${of}`,
  fileName: (date: string) => `mijn-warmteplan-${date}.pdf`,
  jsonFileName: (date: string) => `mijn-warmteplan-${date}.json`,
  /** The download on the dashboard and /advies-staat-klaar. */
  download: {
    title: 'Mijn warmteplan',
    text: 'Download je advies als PDF. Dan kun je het bewaren, printen of bespreken met je huisgenoten, een energiecoach of een installateur.',
    // Soft hyphens: with large text on a phone a long word breaks at them inside its button (WCAG 1.4.10).
    button: 'Download mijn warmte\u00adplan (PDF)',
    busy: 'Je warmteplan wordt gemaakt…',
    done: 'Je warmteplan is gedownload. Je vindt het bij je downloads.',
    failed: 'Let op: je warmteplan kon niet worden gemaakt. Probeer het over een paar minuten opnieuw.',
    jsonText:
      'Werkt je energiecoach of installateur met een eigen computersysteem? Dan kan dat systeem hetzelfde plan lezen als gegevensbestand.',
    jsonButton: 'Download als gegevens\u00adbestand (JSON)',
    shareText: 'Je kunt je plan ook met een link delen met een energiecoach of installateur. Jij kiest met wie.',
    shareLink: 'Deel je warmteplan',
  },
} as const;

/** Sharing the plan with a coach or installer (issue 29): the server's preview and answers use these words too. */
export const planShareTexts = {
  linkPlaceholder: '(Hier komt de link naar je plan. We maken die link pas als je op Versturen klikt.)',
  includesPlan: 'Je warmteplan: je huis, je energielabel, de vier routes met kosten, je favorieten en de bronnen.',
  includesAnswers: 'Je antwoorden op de vragenlijsten.',
  gone: 'Deze link werkt niet meer. De bewoners hebben de link gestopt, of de 14 dagen zijn voorbij.',
  tooMany: 'Let op: je hebt al vaak gedeeld. Probeer het over een uur opnieuw.',
} as const;
