import { z } from 'zod';
import { idSchema } from './common.ts';
import { EMAIL_ADDRESS, EMAIL_MAX_LENGTH } from './email-address.ts';
import { heatPlanSchema } from './heat-plan.ts';
import { LANGUAGES } from '../vocabulary/languages.ts';

/**
 * Sharing 'Mijn warmteplan' with a coach or installer, with consent (issue 29, docs/decisions/0101). The household
 * chooses what (the plan; optionally its answers) and to whom (an address it types), sees the mail before it goes,
 * and can revoke the link in Mijn data; the link ends by itself after SHARE_DAYS.
 */

export const SHARE_DAYS = 14;

export const shareBodySchema = z.object({
  email: z.email({ pattern: EMAIL_ADDRESS, error: 'vul een geldig e-mailadres in' }).max(EMAIL_MAX_LENGTH),
  includeAnswers: z.boolean(),
  /** The household ticked that it agrees: nothing is shared without this step. */
  consent: z.literal(true, 'je moet eerst aangeven dat je dit wilt delen'),
});
export type ShareBody = z.infer<typeof shareBodySchema>;

/**
 * Exactly the mail that would go out, and what the link will show, in the household's language (record 0148), which
 * the preview names so the page marks it (record 0161): it can differ from the page's, e.g. in a test pseudo-locale.
 */
export const sharePreviewSchema = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  includes: z.array(z.string()),
  language: z.enum(LANGUAGES),
});

export const planShareSchema = z.object({
  id: z.number().int().positive(),
  recipientEmail: z.string(),
  includeAnswers: z.boolean(),
  address: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  revokedAt: z.string().nullable(),
  status: z.enum(['active', 'expired', 'revoked']),
  /** When the link was opened, oldest first. */
  openings: z.array(z.string()),
});
export type PlanShare = z.infer<typeof planShareSchema>;

export const planSharesSchema = z.object({ shares: z.array(planShareSchema) });

export const shareIdParamsSchema = z.object({ id: idSchema });

/**
 * One shared answer: the words stored with it, in Dutch as every answer is (record 0145). The page reads `question`
 * and `printable` (the stored key and value) in the plan's language (record 0164); `answer` is the value as the
 * household's export shows it, for a reader that shows the Dutch.
 */
export const sharedAnswerSchema = z.object({
  value: z.string(),
  question: z.string(),
  printable: z.string(),
  answer: z.string(),
});

/** What the person with the link sees: the plan, and the answers when the household chose to share them. */
export const sharedPlanSchema = z.object({
  plan: heatPlanSchema,
  answers: z.array(sharedAnswerSchema).nullable(),
  sharedAt: z.string(),
  expiresAt: z.string(),
});
export type SharedPlan = z.infer<typeof sharedPlanSchema>;
