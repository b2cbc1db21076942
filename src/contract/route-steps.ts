import { z } from 'zod';
import {
  REMINDER_STEP_CODES,
  ROUTE_STEP_CODES,
  ROUTE_STEP_STATUSES,
  type RouteStepCode,
} from '../vocabulary/route-steps.ts';
import { ROUTE_CODES } from '../vocabulary/routes.ts';
import { bagCodeSchema, idSchema, secretSchema } from './common.ts';
import { routeStepMessages, STEP_NOTE_MAX } from './route-steps-texts.ts';

export { REMINDER_STEP_CODES, ROUTE_STEP_CODES, ROUTE_STEP_STATUSES };
export type { ReminderStepCode, RouteStepCode, RouteStepStatus } from '../vocabulary/route-steps.ts';

/**
 * The steps of a chosen route and the reminders a resident asked for (issue #38.1 and #38.4, docs/decisions/0129).
 * The step codes are a closed list (src/vocabulary/route-steps.ts) so the working group's progress can count them.
 */
export const routeStepCodeSchema = z.enum(ROUTE_STEP_CODES, routeStepMessages.unknownStep.nl);
export const routeStepStatusSchema = z.enum(ROUTE_STEP_STATUSES, routeStepMessages.status.nl);
export const reminderStepCodeSchema = z.enum(REMINDER_STEP_CODES, routeStepMessages.noReminder.nl);
export const routeCodeSchema = z.enum(ROUTE_CODES, routeStepMessages.unknownRoute.nl);

/** A calendar day as the date field sends it: 2026-11-27. */
export const daySchema = z.iso.date(routeStepMessages.day.nl);

export { STEP_NOTE_MAX } from './route-steps-texts.ts';

/** How many reminder mails one reminder sends at most, a week apart, while its step is not done. */
export const REMINDER_MAILS = 3;
export const REMINDER_INTERVAL_DAYS = 7;
/** How far ahead a reminder may be asked for: past any ISDE deadline of a step done today. */
export const REMINDER_MAX_YEARS = 3;

const componentSchema = z.enum(['infiltration', 'ventilationType', 'glass1', 'glass2', 'facade', 'floor', 'roof']);

export const stepReminderSchema = z.object({
  id: z.number().int(),
  route: routeCodeSchema,
  stepCode: reminderStepCodeSchema,
  /** The day the next mail goes; the last day one went once all are sent or it was stopped. */
  remindOn: daySchema,
  mailsSent: z.number().int().min(0),
  /** active: mails still to come; stopped: the resident stopped it; finished: all sent, or the step is done. */
  state: z.enum(['active', 'stopped', 'finished']),
  createdAt: z.string(),
});
export type StepReminder = z.infer<typeof stepReminderSchema>;

export const routeStepSchema = z.object({
  code: routeStepCodeSchema,
  title: z.string(),
  /** Why the step comes where it comes, for this home (B1). */
  why: z.string(),
  /** The option's building change this step carries out. */
  change: z
    .object({
      component: componentSchema,
      fromLevel: z.number().int(),
      toLevel: z.number().int(),
      subsidised: z.boolean(),
    })
    .nullable(),
  status: routeStepStatusSchema,
  date: daySchema.nullable(),
  note: z.string(),
  updatedAt: z.string().nullable(),
  /** Whether a reminder mail can be asked for from this step. */
  remindable: z.boolean(),
  reminder: stepReminderSchema.nullable(),
});
export type RouteStepDto = z.infer<typeof routeStepSchema>;

export const routeStepListSchema = z.object({
  route: routeCodeSchema,
  /** The option the steps follow: the favourite, or the route's best when the favourite left the advice. */
  adviceId: z.number().int(),
  optionName: z.string(),
  isde: z
    .object({
      installation: z.boolean(),
      insulation: z.array(componentSchema),
      windowMonths: z.number().int().positive(),
      /** The installation step's date plus the window, once the resident gave that date. */
      deadline: daySchema.nullable(),
      source: z.string(),
    })
    .nullable(),
  steps: z.array(routeStepSchema),
});
export type RouteStepList = z.infer<typeof routeStepListSchema>;

/** GET …/steps/{bagCode}: the steps of every route the household chose a favourite in. */
export const homeStepsSchema = z.object({
  routes: z.array(routeStepListSchema),
  /** A reminder needs a confirmed e-mail address. */
  canRemind: z.boolean(),
});
export type HomeSteps = z.infer<typeof homeStepsSchema>;

export const stepParamsSchema = z.object({
  measurementId: idSchema,
  bagCode: bagCodeSchema,
  route: routeCodeSchema,
  stepCode: routeStepCodeSchema,
});

export const stepUpdateBodySchema = z
  .object({
    status: routeStepStatusSchema,
    date: daySchema.nullable(),
    note: z.string().max(STEP_NOTE_MAX, routeStepMessages.noteTooLong.nl),
  })
  .strict();
export type StepUpdateBody = z.infer<typeof stepUpdateBodySchema>;

export const reminderParamsSchema = stepParamsSchema.extend({ stepCode: reminderStepCodeSchema });
export const reminderBodySchema = z.object({ remindOn: daySchema }).strict();
export type ReminderBody = z.infer<typeof reminderBodySchema>;

export const reminderIdParamsSchema = z.object({ id: idSchema });

/** The stop link's code; the answer is the same for every code, so the link tells nothing about anyone. */
export const stopReminderBodySchema = z.object({ code: secretSchema }).strict();
export const stopReminderResultSchema = z.object({ stopped: z.literal(true) });

/** What Mijn data shows and exports of the steps and reminders (issue #38.1, #38.4). */
export const myStepsDataShape = {
  routeSteps: z.array(
    z.object({
      realEstateId: z.number().int(),
      route: routeCodeSchema,
      stepCode: routeStepCodeSchema,
      status: routeStepStatusSchema,
      date: daySchema.nullable(),
      note: z.string(),
      updatedAt: z.string(),
    }),
  ),
  stepReminders: z.array(stepReminderSchema.extend({ realEstateId: z.number().int() })),
};

export const isReminderStep = (code: RouteStepCode): code is (typeof REMINDER_STEP_CODES)[number] =>
  (REMINDER_STEP_CODES as readonly string[]).includes(code);
