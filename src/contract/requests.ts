import { z } from 'zod';
import { EMAIL_ADDRESS, EMAIL_MAX_LENGTH } from './email-address.ts';
import { flowIdSchema, idSchema } from './common.ts';

const nicknameSchema = z.string().trim().min(1, 'vul je naam in').max(100);
const emailSchema = z.email({ pattern: EMAIL_ADDRESS, error: 'vul een geldig e-mailadres in' }).max(EMAIL_MAX_LENGTH);

export const participatorSchema = z.object({
  id: idSchema,
  nickname: z.string().nullable(),
  email: z.string().nullable(),
});
export type Participator = z.infer<typeof participatorSchema>;

export const updateParticipatorBodySchema = z.object({
  measurementId: idSchema,
  participatorId: idSchema,
  nickname: nicknameSchema,
  email: emailSchema,
});

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
