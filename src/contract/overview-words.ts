import { enthusiasmWords } from './answer-words.ts';
import type { RouteName } from './common.ts';
import { routeWords } from '../vocabulary/route-words.ts';
import { FORMER_SOLUTION_KEY, UNKNOWN_KEY, type InsulatedPart } from './working-group.ts';

/**
 * The words of the working group's aggregates, written once: the working group's overview, the organisers' console
 * and the CLI's `report` name every figure alike (issue 27.3), so a number read aloud at a meeting means the same
 * thing wherever it was read. The server prints them in Dutch; the web app reads them in its language through the
 * catalogue (web/features/working-group/texts.ts, whose test holds each Dutch source to these, record 0149).
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
  requestCounts: (open: string, handled: string) => `open: ${open}, afgehandeld: ${handled}`,
} as const satisfies { routes: Record<RouteName, string> } & Record<string, unknown>;

/**
 * How each key of a split is named. `level` names an insulation level with the questionnaire's own option words
 * (content/flows/houseDetails.json), which the caller looks up because the contract reads no content.
 */
export function aggregateNames(level: (part: InsulatedPart, key: string) => string | undefined) {
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
