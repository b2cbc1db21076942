import type { BuildingComponent, RoofType } from '../engine/index.ts';

/**
 * Words for answers that the chat asks with built-in options (not content options), shared by the chat that asks
 * them and Mijn data that shows them back, so a resident reads the same words in both places.
 */
export const roofTypeWords: Record<RoofType, string> = {
  flat: 'Plat dak',
  mono_pitch: 'Schuin dak naar één kant (lessenaarsdak)',
  gable: 'Schuin dak naar twee kanten (zadeldak)',
};

/** Spec §4 RateRouteResults: the three answers to 'how enthusiastic are you'. */
export const enthusiasmWords = {
  1: 'Niet zo enthousiast',
  3: 'Neutraal',
  5: 'Heel enthousiast',
} as const;

/**
 * The one name of each part of a house on every screen (issue 22.4): the heat-loss card, the building changes of an
 * advice, and, as 'Isolatie …' where its level is meant, the questionnaire and Mijn data.
 */
export const buildingPartWords: Record<BuildingComponent, string> = {
  roof: 'Dak',
  floor: 'Vloer',
  facade: 'Gevel',
  glass1: 'Glas in de woonkamer',
  glass2: 'Glas in de slaapkamers',
  ventilationType: 'Ventilatie',
  infiltration: 'Naden en kieren',
};

/** How the questionnaire and Mijn data name the parts of a house whose level the chat asks. */
export const buildingComponentWords: Record<BuildingComponent, string> = {
  roof: 'Isolatie dak',
  floor: 'Isolatie vloer',
  facade: 'Isolatie gevel',
  glass1: 'Glas in de woonkamer',
  glass2: 'Glas in de slaapkamers',
  ventilationType: 'Ventilatie',
  infiltration: 'Naden en kieren',
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
