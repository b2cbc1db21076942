import { z } from 'zod';
import type { FlowTranslation, TextAt } from './flow-translations.ts';

/**
 * A number a text states, and the engine's reference row it comes from: `row` is `<module>.<EXPORT>[.<key>…]` of
 * src/engine/reference (e.g. 'efficiencies.SPF_AIR_WATER.space'); `shown` is the number exactly as the text writes
 * it (nl-NL, e.g. '3,4'); `scale` turns the row's value into the shown unit (100 for a fraction shown as percent).
 * The content linter checks that the row exists, that the shown number is its value rounded, and that the text
 * contains it.
 */
export const contentFactSchema = z
  .object({
    row: z.string().regex(/^[a-z-]+\.[A-Z0-9_]+(\.[A-Za-z0-9_]+)*$/),
    shown: z.string().regex(/^-?\d{1,3}(\.\d{3})*(,\d+)?$/),
    scale: z.number().positive().optional(),
  })
  .strict();
export type ContentFact = z.infer<typeof contentFactSchema>;

/** Spec §3 "Static info files": content/heating/{name}.json, one per solution of the engine's catalogue and per heat-grid source and class. */
export const heatingInfoSchema = z
  .object({
    title: z.string().min(1).max(200),
    intro: z.string().min(1).max(1000),
    description: z.array(z.string().min(1).max(2000)).min(1).max(12),
    benefits: z.array(z.object({ icon: z.string().min(1).max(60), line: z.string().min(1).max(300) }).strict()).max(12),
    /** Heat-grid classes: what the resident should know before choosing (spec §2 "downsides"). */
    downsides: z.array(z.string().min(1).max(400)).max(12).optional(),
    /** Heat-grid classes: what has to change in the house (spec §2 "house adjustments"). */
    houseAdjustments: z.array(z.string().min(1).max(400)).max(12).optional(),
    /** FAQ documents (content/faq/{doc}.json) that go with this page. */
    faq: z
      .array(z.string().regex(/^[a-z0-9-]+$/))
      .max(6)
      .optional(),
    facts: z.array(contentFactSchema).max(30).optional(),
  })
  .strict();
export type HeatingInfo = z.infer<typeof heatingInfoSchema>;

/** Spec §3 "FAQ files": content/faq/{doc}.json. */
export const faqSchema = z
  .object({
    title: z.string().min(1).max(200),
    questions: z
      .array(
        z
          .object({
            question: z.string().min(1).max(300),
            answer: z.array(z.string().min(1).max(2000)).min(1).max(10),
          })
          .strict(),
      )
      .min(1)
      .max(40),
    facts: z.array(contentFactSchema).max(40).optional(),
  })
  .strict();
export type Faq = z.infer<typeof faqSchema>;

/** Passes each text a resident reads in a content file through `word`, with where the text sits (a JSON path). */
export type TextMap<T> = (doc: T, word: (text: string, at: TextAt) => string) => T;

/**
 * A heating file with every text a resident reads passed through `word`: title, intro, description, benefits,
 * downsides and house adjustments. Icons, FAQ links and facts are no words and stay as they are.
 */
export const mapHeatingTexts: TextMap<HeatingInfo> = (info, word) => ({
  ...info,
  title: word(info.title, 'title'),
  intro: word(info.intro, 'intro'),
  description: info.description.map((text, i) => word(text, `description[${i}]`)),
  benefits: info.benefits.map((benefit, i) => ({ ...benefit, line: word(benefit.line, `benefits[${i}].line`) })),
  ...(info.downsides && { downsides: info.downsides.map((text, i) => word(text, `downsides[${i}]`)) }),
  ...(info.houseAdjustments && {
    houseAdjustments: info.houseAdjustments.map((text, i) => word(text, `houseAdjustments[${i}]`)),
  }),
});

/** An FAQ document with its title, questions and answers passed through `word`; its facts stay as they are. */
export const mapFaqTexts: TextMap<Faq> = (faq, word) => ({
  ...faq,
  title: word(faq.title, 'title'),
  questions: faq.questions.map((item, i) => ({
    question: word(item.question, `questions[${i}].question`),
    answer: item.answer.map((paragraph, j) => word(paragraph, `questions[${i}].answer[${j}]`)),
  })),
});

/** Every text of a content file a resident reads, with where it sits; the same text may occur more than once. */
export function contentTextsOf<T>(doc: T, map: TextMap<T>): { text: string; at: TextAt }[] {
  const found: { text: string; at: TextAt }[] = [];
  map(doc, (text, at) => {
    found.push({ text, at });
    return text;
  });
  return found;
}

/**
 * A content file in another language (docs/decisions/0151-heating-information-and-faq-in-english.md): its
 * translation, content/<heating|faq>/<locale>/<name>.json, maps each Dutch text to the reader's language as a flow's
 * does (record 0145). Without a translation, or for a text it lacks (the content linter allows none), Dutch stays.
 */
export const contentInLanguage = <T>(doc: T, map: TextMap<T>, translation: FlowTranslation | undefined): T =>
  translation ? map(doc, (text) => translation[text] ?? text) : doc;

/** The heating file of a heat-grid source (advice settings' heatNets[].source). */
export const heatSourceInfoName = (source: string): string => `heat-source-${source.replace(/_/g, '-')}`;
/** The heating file of a heat-grid temperature class (spec §9 classes). */
export const heatClassInfoName = (type: string): string => `heat-grid-${type.toLowerCase()}`;
/** The heating file of a solution of the engine's catalogue. */
export const solutionInfoName = (code: string): string => `solution-${code.replace(/_/g, '-')}`;

/** Spec §3: static content is fetched with a version query so a release is not hidden by caches. */
export const STATIC_CONTENT_VERSION = 6;
