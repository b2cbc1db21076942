import type { BuildingComponent, RoofType } from '../engine/index.ts';
import { SOURCE_LANGUAGE, type Language } from '../vocabulary/languages.ts';
import type { Localised } from './messages.ts';

/** A table's words in one language, keyed as the table is. */
const wordsIn = <K extends string | number>(
  table: Readonly<Record<K, Localised>>,
  language: Language,
): Record<K, string> =>
  Object.fromEntries(Object.entries<Localised>(table).map(([key, message]) => [key, message[language]])) as Record<
    K,
    string
  >;

/**
 * Words for answers that the chat asks with built-in options (not content options), shared by the chat that asks
 * them and Mijn data that shows them back, so a resident reads the same words in both places.
 */
export const roofTypeNames = {
  flat: { nl: 'Plat dak', en: 'Flat roof' },
  mono_pitch: { nl: 'Schuin dak naar één kant (lessenaarsdak)', en: 'Roof sloping one way (lessenaarsdak)' },
  gable: { nl: 'Schuin dak naar twee kanten (zadeldak)', en: 'Roof sloping two ways (zadeldak)' },
} satisfies Record<RoofType, Localised>;
export const roofTypeWords: Record<RoofType, string> = wordsIn(roofTypeNames, SOURCE_LANGUAGE);

/** Spec §4 RateRouteResults: the three answers to 'how enthusiastic are you'. */
export const enthusiasmNames = {
  1: { nl: 'Niet zo enthousiast', en: 'Not very keen' },
  3: { nl: 'Neutraal', en: 'Neutral' },
  5: { nl: 'Heel enthousiast', en: 'Very keen' },
} as const satisfies Record<1 | 3 | 5, Localised>;
export const enthusiasmWords = {
  1: enthusiasmNames[1].nl,
  3: enthusiasmNames[3].nl,
  5: enthusiasmNames[5].nl,
} as const;

/**
 * The one name of each part of a house on every screen (issue 22.4): the heat-loss card, the building changes of an
 * advice, and, as 'Isolatie …' where its level is meant, the questionnaire and Mijn data.
 */
export const buildingPartNames = {
  roof: { nl: 'Dak', en: 'Roof' },
  floor: { nl: 'Vloer', en: 'Floor' },
  facade: { nl: 'Gevel', en: 'Outside walls' },
  glass1: { nl: 'Glas in de woonkamer', en: 'Glass in the living room' },
  glass2: { nl: 'Glas in de slaapkamers', en: 'Glass in the bedrooms' },
  ventilationType: { nl: 'Ventilatie', en: 'Ventilation' },
  infiltration: { nl: 'Naden en kieren', en: 'Gaps and cracks' },
} satisfies Record<BuildingComponent, Localised>;
export const buildingPartWords: Record<BuildingComponent, string> = wordsIn(buildingPartNames, SOURCE_LANGUAGE);

/** How the questionnaire and Mijn data name the parts of a house whose level the chat asks. */
export const buildingComponentNames = {
  roof: { nl: 'Isolatie dak', en: 'Roof insulation' },
  floor: { nl: 'Isolatie vloer', en: 'Floor insulation' },
  facade: { nl: 'Isolatie gevel', en: 'Wall insulation' },
  glass1: buildingPartNames.glass1,
  glass2: buildingPartNames.glass2,
  ventilationType: buildingPartNames.ventilationType,
  infiltration: buildingPartNames.infiltration,
} satisfies Record<BuildingComponent, Localised>;
export const buildingComponentWords: Record<BuildingComponent, string> = wordsIn(
  buildingComponentNames,
  SOURCE_LANGUAGE,
);

/**
 * The register's purposes of use (BAG gebruiksdoelen) a home's profile carries (`usages`), as Mijn data names them; the
 * register's own word in brackets, as a resident reads it in the register (record 0160).
 */
export const buildingUseNames = {
  woonfunctie: { nl: 'woonfunctie', en: 'living (woonfunctie)' },
  bijeenkomstfunctie: { nl: 'bijeenkomstfunctie', en: 'gatherings (bijeenkomstfunctie)' },
  celfunctie: { nl: 'celfunctie', en: 'detention (celfunctie)' },
  gezondheidszorgfunctie: { nl: 'gezondheidszorgfunctie', en: 'health care (gezondheidszorgfunctie)' },
  industriefunctie: { nl: 'industriefunctie', en: 'industry (industriefunctie)' },
  kantoorfunctie: { nl: 'kantoorfunctie', en: 'office (kantoorfunctie)' },
  logiesfunctie: { nl: 'logiesfunctie', en: 'lodging (logiesfunctie)' },
  onderwijsfunctie: { nl: 'onderwijsfunctie', en: 'education (onderwijsfunctie)' },
  sportfunctie: { nl: 'sportfunctie', en: 'sport (sportfunctie)' },
  winkelfunctie: { nl: 'winkelfunctie', en: 'shop (winkelfunctie)' },
  'overige gebruiksfunctie': { nl: 'overige gebruiksfunctie', en: 'other use (overige gebruiksfunctie)' },
} satisfies Record<string, Localised>;

/**
 * The answer words above in every shipped language (record 0160): the server's report and export keep the Dutch
 * exports, the web shows them in the app's language; the English is the questionnaires' own (content/flows/en) and
 * the catalogues' for the same Dutch, so a resident reads one word for one thing. The content linter checks them.
 */
/**
 * The chat's frames around words a resident typed, stored as an answer's printable value: the frame is said in the
 * reader's language, the typed words stay as typed (record 0164). Not in the web's catalogue because no English
 * could be added there beside the Dutch on a branch; a table the content linter checks does the same.
 */
export const typedAnswerFrames = {
  reportedToGroup: { nl: 'Ik heb aan de werkgroep gemeld: {message}', en: 'I told the working group: {message}' },
} satisfies Record<string, Localised>;

export const answerWordTables = {
  typedAnswerFrames,
  roofTypeNames,
  enthusiasmNames,
  buildingPartNames,
  buildingComponentNames,
  buildingUseNames,
};

/** One recorded answer as it is echoed back: its value, and the words and name the step printed for it, if any. */
export interface EchoedAnswer {
  value: string;
  printable: string | null | undefined;
  printableKey?: string | null | undefined;
}

/**
 * The resident's words for one answer, the single place every echo (the chat bubble, Mijn data, the shared plan)
 * gets them from: what the step printed, else the bare value, without a closing full stop, so words joined after
 * it never read 'm².,' (issue 35.13).
 */
export function answerText(answer: EchoedAnswer): string {
  return (answer.printable ?? answer.value).trim().replace(/\.+$/, '');
}

/**
 * The resident's bubble for a step that recorded `given`. Answers the step derived without words of their own (the
 * m² a slider share stands for) are not the resident's answer and stay out when any answer has words; a step with
 * several answers names each by its label, but not by a question ('…per week?'): the chat shows the question just
 * above, and the answer's words say what they count.
 */
export function answerBubble(given: readonly EchoedAnswer[]): string {
  const worded = given.filter((answer) => answer.printable);
  const echoed = worded.length > 0 ? worded : given;
  return echoed
    .map((answer) =>
      echoed.length > 1 && answer.printableKey && !answer.printableKey.trim().endsWith('?')
        ? `${answer.printableKey}: ${answerText(answer)}`
        : answerText(answer),
    )
    .join(', ');
}
