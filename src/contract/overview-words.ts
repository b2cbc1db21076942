import { buildingPartWords, enthusiasmWords } from './answer-words.ts';
import type { RouteName } from './common.ts';
import { sayIn, type Localised } from './messages.ts';
import { routeWords } from '../vocabulary/route-words.ts';
import { SOURCE_LANGUAGE } from '../vocabulary/languages.ts';
import {
  FORMER_SOLUTION_KEY,
  UNKNOWN_KEY,
  type HouseholdSplit,
  type InsulatedPart,
  type WorkingGroupOverview,
} from './working-group.ts';

/**
 * The one sentence of the report the working group's pages do not show, so no catalogue has it: the console says it
 * in the organiser's language, the CLI in Dutch (record 0165). Listed in localised-tables.ts for the content linter.
 */
export const reportMessages = {
  requestCounts: { nl: 'open: {open}, afgehandeld: {handled}', en: 'open: {open}, handled: {handled}' },
} as const satisfies Record<string, Localised>;

/**
 * The words of the working group's aggregates, written once: the working group's overview, the organisers' console
 * and the CLI's `report` name every figure alike (issue 27.3), so a number read aloud at a meeting means the same
 * thing wherever it was read. The server prints them in Dutch; the web app reads them in its language through the
 * catalogue (web/common/working-group-texts.ts; web/features/working-group/texts.test.ts holds each Dutch source to
 * these, record 0149), and the console's report from the server's keys and counts (record 0165).
 */
export const overviewWords = {
  participationTitle: 'Meedoen',
  homes: 'Huizen in de buurt',
  households: 'Huishoudens ingelogd',
  medalsTitle: 'Medailles',
  medals: { none: 'Nog geen medaille', bronze: 'Brons (1 vragenlijst)', silver: 'Zilver (2)', gold: 'Goud (3)' },
  routesTitle: 'Voorkeur per route',
  routes: routeWords('overview'),
  enthusiasmTitle: (route: string) => `${route}: hoe enthousiast?`,
  rejected: 'Wil deze route niet',
  unanswered: 'Nog geen antwoord',
  favourite: (route: string, count: string) => `Huishoudens met een favoriet bij ${route}: ${count}.`,
  solutionsTitle: (route: string) => `${route}: favoriete oplossingen`,
  formerSolution: 'Een oplossing die niet meer in het advies staat',
  labelsTitle: 'Energielabels van de huizen',
  labelUnknown: 'Geen label bekend',
  insulationTitle: 'Isolatie van de huizen',
  levelUnknown: 'Nog niet ingevuld',
  withheld:
    'Er doen nog te weinig huishoudens mee om dit te verdelen. Met elk getal hier zou je kunnen uitrekenen wat een kleine groep koos.',
  messagesTitle: 'Hulpvragen en meldingen',
  kind: { help: 'Hulpvraag', incorrectData: 'Foute gegevens' },
  requestCounts: (open: string, handled: string) =>
    sayIn(SOURCE_LANGUAGE, reportMessages.requestCounts, { open, handled }),
} as const satisfies { routes: Record<RouteName, string> } & Record<string, unknown>;

/**
 * How each key of a split is named. `level` names an insulation level with the questionnaire's own option words
 * (content/flows/houseDetails.json), which the caller looks up because the contract reads no content.
 */
function aggregateNames(level: (part: InsulatedPart, key: string) => string | undefined) {
  const w = overviewWords;
  const enthusiasm: Record<string, string> = {
    high: enthusiasmWords[5],
    medium: enthusiasmWords[3],
    low: enthusiasmWords[1],
    rejected: w.rejected,
    unanswered: w.unanswered,
  };
  return {
    medal: (key: string) => w.medals[key as keyof typeof w.medals] ?? key,
    enthusiasm: (key: string) => enthusiasm[key] ?? key,
    solution: (key: string) => (key === FORMER_SOLUTION_KEY ? w.formerSolution : key),
    label: (key: string) => (key === UNKNOWN_KEY ? w.labelUnknown : key),
    level: (part: InsulatedPart) => (key: string) => (key === UNKNOWN_KEY ? w.levelUnknown : (level(part, key) ?? key)),
  };
}

/** One table of the campaign's report: a title, maybe a sentence under it, and its rows of a group and its count. */
export interface ReportSection<Name> {
  title: string;
  /** A sentence under the title, before the rows. */
  intro?: string;
  rows: [label: Name, value: string][];
}

/**
 * The words a report is said in: the server's Dutch (`overviewWords`) for the CLI, the catalogue's in the reader's
 * language for the console. `Name` is what a row is labelled with: a string, or a string that knows its language.
 */
export interface ReportWords<Name> {
  participationTitle: string;
  homes: Name;
  households: Name;
  medalsTitle: string;
  labelsTitle: string;
  insulationTitle: string;
  part: (part: InsulatedPart) => string;
  route: (route: RouteName) => string;
  enthusiasmTitle: (route: string) => string;
  solutionsTitle: (route: string) => string;
  favourite: (route: string, count: string) => string;
  withheld: Name;
  messagesTitle: string;
  kind: Record<'help' | 'incorrectData', Name>;
  requestCounts: (open: string, handled: string) => string;
  names: {
    medal: (key: string) => Name;
    enthusiasm: (key: string) => Name;
    solution: (key: string) => Name;
    label: (key: string) => Name;
    level: (part: InsulatedPart) => (key: string) => Name;
  };
}

/**
 * The report's words as the CLI prints them, Dutch (record 0161); `level` names an insulation level by the
 * questionnaire's option, which the caller reads from the campaign's content.
 */
export function dutchReportWords(level: (part: InsulatedPart, key: string) => string | undefined): ReportWords<string> {
  const w = overviewWords;
  return {
    ...w,
    part: (part) => buildingPartWords[part],
    route: (route) => w.routes[route],
    names: aggregateNames(level),
  };
}

/**
 * The aggregates as the report's tables, in the order and with the rows the CLI prints and the console shows: one
 * layout, said with either's words. A withheld split is one row saying why, with no count.
 */
export function reportSections<Name>(a: WorkingGroupOverview, w: ReportWords<Name>): ReportSection<Name>[] {
  const rows = (split: HouseholdSplit, name: (key: string) => Name): [Name, string][] =>
    split.withheld ? [[w.withheld, '']] : split.rows.map((r) => [name(r.key), r.households]);
  return [
    {
      title: w.participationTitle,
      rows: [
        [w.homes, a.participation.homes],
        [w.households, a.participation.households],
      ],
    },
    { title: w.medalsTitle, rows: rows(a.medals, w.names.medal) },
    { title: w.labelsTitle, rows: rows(a.energyLabels, w.names.label) },
    ...a.insulation.map((i) => ({
      title: `${w.insulationTitle}: ${w.part(i.part).toLowerCase()}`,
      rows: rows(i.levels, w.names.level(i.part)),
    })),
    ...a.routes.flatMap((r) => [
      { title: w.enthusiasmTitle(w.route(r.route)), rows: rows(r.enthusiasm, w.names.enthusiasm) },
      {
        title: w.solutionsTitle(w.route(r.route)),
        intro: w.favourite(w.route(r.route).toLowerCase(), r.favourite),
        rows: rows(r.solutions, w.names.solution),
      },
    ]),
    {
      title: w.messagesTitle,
      rows: [
        [w.kind.help, w.requestCounts(a.requests.help.open, a.requests.help.handled)],
        [w.kind.incorrectData, w.requestCounts(a.requests.incorrectData.open, a.requests.incorrectData.handled)],
      ],
    },
  ];
}
