import { z } from 'zod';
import type { FlowScript } from './flow-script.ts';

/**
 * A flow's words in another language (docs/decisions/0145-questionnaires-in-english.md): the file
 * content/flows/<locale>/<flow>.json maps each Dutch text of content/flows/<flow>.json to its translation. Keyed by
 * the Dutch text, so the Dutch flow files stay as they are, a translator reads the source beside the translation,
 * a text used twice is translated once, and a changed Dutch text shows as missing until it is translated again.
 */
export const flowTranslationSchema = z.record(z.string().min(1), z.string().min(1));
export type FlowTranslation = z.infer<typeof flowTranslationSchema>;

/** Where a text sits in its flow file, as a JSON path (steps[3].content[1].props.label). */
export type TextAt = string;

/**
 * The flow with every text a resident reads passed through `word`: chat messages, question labels, 'why' texts,
 * printable keys (they are finish buttons' labels too), units, options and flow-list items, video titles. Codes,
 * values, targets and step ids stay, so a translated flow records exactly what the Dutch one records.
 */
export function mapFlowTexts(flow: FlowScript, word: (text: string, at: TextAt) => string): FlowScript {
  const optional = (text: string | undefined, at: TextAt) => (text === undefined ? undefined : word(text, at));
  return {
    ...flow,
    steps: flow.steps.map((step, s) => ({
      ...step,
      content: step.content.map((item, c) => {
        const at = `steps[${s}].content[${c}].props`;
        switch (item.kind) {
          case 'ChatMessage':
            return { ...item, props: { ...item.props, text: word(item.props.text, `${at}.text`) } };
          case 'YouTube':
            return { ...item, props: { ...item.props, title: word(item.props.title, `${at}.title`) } };
          case 'Router':
            return item;
          case 'Question': {
            const p = item.props;
            return {
              ...item,
              props: withoutUndefined({
                ...p,
                label: optional(p.label, `${at}.label`),
                why: optional(p.why, `${at}.why`),
                printableKey: optional(p.printableKey, `${at}.printableKey`),
                unit: optional(p.unit, `${at}.unit`),
                options: p.options?.map((o, i) =>
                  withoutUndefined({
                    ...o,
                    label: word(o.label, `${at}.options[${i}].label`),
                    hint: optional(o.hint, `${at}.options[${i}].hint`),
                  }),
                ),
                items: p.items?.map((entry, i) => ({ ...entry, label: word(entry.label, `${at}.items[${i}].label`) })),
              }),
            };
          }
        }
      }),
    })),
  };
}

/** An object without the keys whose value is undefined, so a mapped question equals its source in shape. */
function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

/** Every text of a flow a resident reads, with where it sits; the same text may occur more than once. */
export function flowTextsOf(flow: FlowScript): { text: string; at: TextAt }[] {
  const found: { text: string; at: TextAt }[] = [];
  mapFlowTexts(flow, (text, at) => {
    found.push({ text, at });
    return text;
  });
  return found;
}

/** The flow in another language; a text without translation stays Dutch (the content linter allows none). */
export const translateFlow = (flow: FlowScript, translation: FlowTranslation): FlowScript =>
  mapFlowTexts(flow, (text) => translation[text] ?? text);

/** The {placeholders} of a text, sorted: a translation must use the same ones as its Dutch text. */
export const placeholdersOf = (text: string): string[] =>
  [...new Set([...text.matchAll(/\{([A-Za-z_]+)\}/g)].map((m) => m[1]!))].sort();
