import { z } from 'zod';
import { bagCodeSchema, flowIdSchema, idSchema } from './common.ts';

export const flowProgressSchema = z.object({
  flowId: flowIdSchema,
  isCompleted: z.boolean(),
  percentageDone: z.number().min(0).max(100),
});
export const progressSchema = z.object({ flows: z.array(flowProgressSchema) });
export type Progress = z.infer<typeof progressSchema>;

/** Spec §3 Flow history; `history` holds step ids (pipe-joined on the wire when written). */
export const flowHistorySchema = z.object({
  questionListId: flowIdSchema.nullable(),
  percentageDone: z.number().min(0).max(100),
  history: z.array(z.string()),
});
export type FlowHistory = z.infer<typeof flowHistorySchema>;

export const putHistoryBodySchema = z.object({
  history: z
    .string()
    .max(20_000)
    .regex(/^[A-Za-z0-9_.|-]*$/, 'stappen gescheiden door |'),
  percentage: z.number().min(0).max(100),
});

export const syncFlowBodySchema = z.object({
  measurementId: idSchema,
  participatorId: idSchema,
  realEstateId: idSchema,
  flowId: flowIdSchema,
});
export const syncFlowResultSchema = z.object({
  success: z.literal(true),
  foldedAnswers: z.number().int().min(0),
  adviceRecalculated: z.boolean(),
});

export const recalculateBodySchema = z.object({ measurementId: idSchema, bagCode: bagCodeSchema });
