import { z } from 'zod';

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

/** The heating file of a heat-grid source (advice settings' heatNets[].source). */
export const heatSourceInfoName = (source: string): string => `heat-source-${source.replace(/_/g, '-')}`;
/** The heating file of a heat-grid temperature class (spec §9 classes). */
export const heatClassInfoName = (type: string): string => `heat-grid-${type.toLowerCase()}`;
/** The heating file of a solution of the engine's catalogue. */
export const solutionInfoName = (code: string): string => `solution-${code.replace(/_/g, '-')}`;

/** Spec §3: static content is fetched with a version query so a release is not hidden by caches. */
export const STATIC_CONTENT_VERSION = 6;
