import { z } from 'zod';
import { flowIdSchema, idSchema, knownFlowIdSchema, questionCodeSchema } from './common.ts';

const answerValueSchema = z.string().max(2000);

/** Spec §3 Answer record. sessionId is accepted for compatibility and never stored. */
export const answerRecordSchema = z.object({
  measurementId: idSchema,
  participatorId: idSchema,
  realEstateId: idSchema,
  sessionId: z.string().max(100).optional(),
  flowId: knownFlowIdSchema,
  questionCode: questionCodeSchema,
  value: answerValueSchema,
  printableKey: z.string().max(500).optional(),
  printableValue: z.string().max(2000).optional(),
});
export type AnswerRecord = z.infer<typeof answerRecordSchema>;

export const answerQuerySchema = z.object({
  measurementId: idSchema,
  participatorId: idSchema,
  realEstateId: idSchema,
  flowId: flowIdSchema,
  questionCode: questionCodeSchema,
});

export const findAnswerBodySchema = z.object({ participatorId: idSchema, questionCode: questionCodeSchema });

/** The spec reads `values[0]`; values come from the scratch answers, else from the synced house profile. */
export const answerValuesSchema = z.object({ values: z.array(z.string()) });

export const storedAnswerSchema = z.object({
  realEstateId: idSchema,
  flowId: flowIdSchema,
  questionCode: questionCodeSchema,
  value: z.string(),
  printableKey: z.string().nullable(),
  printableValue: z.string().nullable(),
  source: z.enum(['answer', 'profile']),
});
export const allAnswerValuesSchema = z.object({ answers: z.array(storedAnswerSchema) });
