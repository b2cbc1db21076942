import { z } from 'zod';
import { idSchema, secretSchema } from './common.ts';

/** Request for a working-group login link: the same answer whether or not the address is on the list. */
export const workingGroupLinkBodySchema = z.object({
  email: z.email().max(254),
  measurementId: idSchema,
});
export type WorkingGroupLinkBody = z.infer<typeof workingGroupLinkBodySchema>;

/** Answer of the link exchange: a working-group session, or null when the code is not (or no longer) valid. */
export const workingGroupSignInSchema = z.object({
  session: z.object({ id: secretSchema, measurementId: idSchema }).nullable(),
  message: z.string().optional(),
});
export type WorkingGroupSignIn = z.infer<typeof workingGroupSignInSchema>;

/** A count of households, or '< 10' when fewer than ten (docs/security.md J1): never a smaller number. */
export const householdCellSchema = z.string().regex(/^(< \d+|\d+)$/);
const cell = householdCellSchema;
const routeKey = z.enum(['fuel', 'all_electric', 'heat_grid', 'other']);

/** The working group's view of its campaign: aggregates only, no row names a household (issue #13). */
export const workingGroupOverviewSchema = z.object({
  campaignName: z.string(),
  participation: z.object({ homes: cell, signedUpHomes: cell, households: cell }),
  medals: z.object({ none: cell, bronze: cell, silver: cell, gold: cell }),
  routes: z.array(z.object({ route: routeKey, favourite: cell, rejected: cell, low: cell, medium: cell, high: cell })),
  favouriteSolutions: z.array(z.object({ route: routeKey, adviceId: z.number().int(), households: cell })),
  energyLabels: z.array(z.object({ label: z.string(), households: cell })),
  insulation: z.array(z.object({ part: z.string(), level: z.string(), households: cell })),
  requests: z.object({
    help: z.object({ open: cell, handled: cell }),
    incorrectData: z.object({ open: cell, handled: cell }),
  }),
});
export type WorkingGroupOverview = z.infer<typeof workingGroupOverviewSchema>;

/** One help request or incorrect-data report: name and contact by the privacy statement (spec §1). */
export const workingGroupMessageSchema = z.object({
  kind: z.enum(['help', 'incorrectData']),
  id: z.number().int().positive(),
  nickname: z.string(),
  email: z.string(),
  contact: z.string().nullable(),
  addresses: z.array(z.string()),
  message: z.string(),
  createdAt: z.string(),
  handledAt: z.string().nullable(),
});
export type WorkingGroupMessage = z.infer<typeof workingGroupMessageSchema>;
export const workingGroupMessagesSchema = z.object({ messages: z.array(workingGroupMessageSchema) });

export const markHandledParamsSchema = z.object({
  kind: z.enum(['help', 'incorrectData']),
  id: idSchema,
});
