import { z } from 'zod';
import { EMAIL_ADDRESS, EMAIL_MAX_LENGTH } from './email-address.ts';
import { flowIdSchema, idSchema, secretSchema } from './common.ts';

const nicknameSchema = z.string().trim().min(1, 'vul je naam in').max(100);
const emailSchema = z.email({ pattern: EMAIL_ADDRESS, error: 'vul een geldig e-mailadres in' }).max(EMAIL_MAX_LENGTH);

export const participatorSchema = z.object({
  id: idSchema,
  nickname: z.string().nullable(),
  /** The address sign-in links go to: only ever one its owner confirmed (docs/decisions/0092). */
  email: z.string().nullable(),
  /** An address asked for and not yet confirmed through the link mailed to it; null when none is waiting. */
  pendingEmail: z.string().nullable(),
});
export type Participator = z.infer<typeof participatorSchema>;

export const updateParticipatorBodySchema = z.object({
  measurementId: idSchema,
  participatorId: idSchema,
  nickname: nicknameSchema,
  email: emailSchema,
});

/** The code from the link mailed to a new address; opening it is what makes the address the household's. */
export const confirmEmailBodySchema = z.object({ code: secretSchema });
export const confirmEmailResultSchema = z.object({ email: z.string() });

/** Problem report (spec §5: name, e-mail and description required). */
export const incorrectDataBodySchema = z.object({
  measurementId: idSchema,
  participatorId: idSchema,
  nickname: nicknameSchema,
  email: emailSchema,
  message: z.string().trim().min(1, 'beschrijf wat er niet klopt').max(5000),
});

export const helpNeededBodySchema = z.object({
  measurementId: idSchema,
  participatorId: idSchema,
  message: z.string().trim().min(1, 'stel je vraag').max(5000),
  /** Optional: how the working group can reach a resident with no e-mail address on file (e-mail or phone). */
  contact: z.string().trim().max(200).optional(),
  url: z.string().max(500),
  flow: flowIdSchema.nullable().optional(),
  flowHistory: z.string().max(20_000).optional(),
});
