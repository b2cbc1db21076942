import { z } from 'zod';
import { OUTPUT_RATINGS, QUOTE_ITEMS, type OutputRating, type QuoteItem } from '../vocabulary/installer-quotes.ts';
import { quoteMessages, quoteTexts } from './installer-quote-texts.ts';
import { bandSchema } from './advice-trust.ts';
import { dutchNumberField, parseNumberIn } from './dutch-number.ts';
import type { Language } from '../vocabulary/languages.ts';

/**
 * An installer's quote as the resident types it, and the engine's check of it (issue #38.2,
 * docs/decisions/0130-installer-quote-check.md). The check compares with the home, never with another installer
 * or brand; nothing here names one.
 */

export { OUTPUT_RATINGS, QUOTE_ITEMS, type OutputRating, type QuoteItem };
export {
  dutchQuoteSentences,
  eur,
  kw,
  MAX_QUOTES_PER_HOME,
  quoteMessages,
  quoteTexts,
  quoteWords,
} from './installer-quote-texts.ts';
export type { QuoteSentences, QuoteWord } from './installer-quote-texts.ts';

export const quoteBodySchema = z.object({
  label: z.string().trim().max(60, quoteTexts.errors.label),
  solutionCode: z.string().regex(/^[a-z0-9_]{3,40}$/, quoteTexts.errors.solutionCode),
  output: z
    .object({
      kW: z.number().positive(quoteTexts.errors.outputKW).max(100, quoteTexts.errors.outputKW),
      ratedAt: z.enum(OUTPUT_RATINGS),
    })
    .nullable(),
  maxFlowC: z.number().int().min(25, quoteTexts.errors.maxFlowC).max(90, quoteTexts.errors.maxFlowC).nullable(),
  priceEur: z.number().min(0, quoteTexts.errors.priceEur).max(500_000, quoteTexts.errors.priceEur),
  includes: z
    .array(z.enum(QUOTE_ITEMS))
    .max(QUOTE_ITEMS.length)
    .refine((items) => new Set(items).size === items.length),
});
export type QuoteBody = z.infer<typeof quoteBodySchema>;

/**
 * The form's fields as typed: numbers as the reader writes them (Dutch always, and '12,500' in English:
 * dutch-number.ts parseNumberIn), empty where the quote names nothing; its messages in the reader's language.
 */
export function quoteFormSchemaIn(language: Language) {
  const say = (id: keyof typeof quoteMessages) => quoteMessages[id][language];
  const read = (text: string) => parseNumberIn(text, language);
  const optional = <T extends z.ZodType<number>>(rule: T) =>
    z.preprocess(
      (value) => (value === '' || value === undefined ? null : value),
      dutchNumberField(rule, read).nullable(),
    );
  return z.object({
    label: z.string().trim().max(60, say('label')),
    solutionCode: z.string().min(1, say('solutionCode')),
    outputKW: optional(
      z
        .number({ error: say('outputKW') })
        .positive(say('outputKW'))
        .max(100, say('outputKW')),
    ),
    ratedAt: z.enum(OUTPUT_RATINGS),
    maxFlowC: optional(
      z
        .number({ error: say('maxFlowC') })
        .int(say('maxFlowC'))
        .min(25, say('maxFlowC'))
        .max(90, say('maxFlowC')),
    ),
    priceEur: dutchNumberField(
      z
        .number({ error: say('priceEur') })
        .min(0, say('priceEur'))
        .max(500_000, say('priceEur')),
      read,
    ),
    includes: z.array(z.enum(QUOTE_ITEMS)),
  });
}
export const quoteFormSchema = quoteFormSchemaIn('nl');
export type QuoteFormInput = z.input<typeof quoteFormSchema>;
export type QuoteFormValues = z.output<typeof quoteFormSchema>;

export function quoteBodyFromForm(values: QuoteFormValues): QuoteBody {
  return {
    label: values.label,
    solutionCode: values.solutionCode,
    output: values.outputKW === null ? null : { kW: values.outputKW, ratedAt: values.ratedAt },
    maxFlowC: values.maxFlowC,
    priceEur: values.priceEur,
    includes: values.includes,
  };
}

export const quoteCheckSchema = z.object({
  solutionCode: z.string(),
  adviceId: z.number().int(),
  sizing: z
    .object({
      outputKW: z.number(),
      demandKW: bandSchema,
      fittingKW: z.object({ low: z.number(), high: z.number() }),
      verdict: z.enum(['too_small', 'fitting', 'oversized']),
      eurPerKW: z.number(),
    })
    .nullable(),
  flow: z
    .object({
      maxFlowC: z.number(),
      neededNowC: z.number(),
      neededAfterC: z.number(),
      verdict: z.enum(['enough_now', 'enough_after_changes', 'too_low']),
    })
    .nullable(),
  price: z.object({
    priceEur: z.number(),
    expectedEur: bandSchema,
    verdict: z.enum(['below_band', 'inside_band', 'above_band']),
    isdeEur: z.number(),
    priceAfterIsdeEur: z.number(),
  }),
  missing: z.array(z.enum(QUOTE_ITEMS)),
});
export type QuoteCheckDto = z.infer<typeof quoteCheckSchema>;

export const quoteWordSchema = z.object({
  topic: z.enum(['sizing', 'flow', 'price', 'missing']),
  /** 'good' where the quote fits the home, 'attention' where the resident should ask the installer. */
  tone: z.enum(['good', 'attention']),
  text: z.string(),
});

/** A quote as kept: Mijn data shows and exports these. */
export const storedQuoteSchema = quoteBodySchema.extend({ id: z.number().int(), createdAt: z.string() });

export const installerQuoteSchema = quoteBodySchema.extend({
  id: z.number().int(),
  solutionName: z.string(),
  createdAt: z.string(),
  /** Null when the home has no such option any more (the campaign changed its set). */
  check: quoteCheckSchema.nullable(),
  words: z.array(quoteWordSchema),
});
export type InstallerQuoteDto = z.infer<typeof installerQuoteSchema>;
export const installerQuotesSchema = z.object({ quotes: z.array(installerQuoteSchema) });
