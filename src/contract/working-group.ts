import { z } from 'zod';
import { EMAIL_ADDRESS, EMAIL_MAX_LENGTH } from './email-address.ts';
import { ROUTE_CODES } from '../vocabulary/routes.ts';
import { idSchema, secretSchema } from './common.ts';

/** Request for a working-group login link: the same answer whether or not the address is on the list. */
export const workingGroupLinkBodySchema = z.object({
  email: z.email({ pattern: EMAIL_ADDRESS }).max(EMAIL_MAX_LENGTH),
  measurementId: idSchema,
});
export type WorkingGroupLinkBody = z.infer<typeof workingGroupLinkBodySchema>;

/** Answer of the link exchange: a working-group session, or null when the code is not (or no longer) valid. */
export const workingGroupSignInSchema = z.object({
  session: z.object({ id: secretSchema, measurementId: idSchema }).nullable(),
  message: z.string().optional(),
});
export type WorkingGroupSignIn = z.infer<typeof workingGroupSignInSchema>;

/**
 * A count of households: '< 10' when fewer than ten (docs/security.md J1), never a smaller number; '≥ 10' when at
 * least ten but hidden so that a '< 10' beside it cannot be computed from the total (docs/decisions/0067).
 */
export const householdCellSchema = z.string().regex(/^(< \d+|≥ \d+|\d+)$/);
/** Whether a cell stands for fewer households than are ever shown: '< 10'. */
export const isFewCell = (cell: string): boolean => cell.startsWith('<');
const cell = householdCellSchema;
const routeKey = z.enum(ROUTE_CODES);

/**
 * A total split into parts, every part listed (zero too, so zero and few look alike). Withheld, with no rows, when
 * the total is so small that any shown part would give away a small one.
 */
export const householdSplitSchema = z.object({
  withheld: z.boolean(),
  rows: z.array(z.object({ key: z.string(), households: cell })),
});
export type HouseholdSplit = z.infer<typeof householdSplitSchema>;

/** Medals by the number of questionnaires a household finished (spec §9). */
export const MEDAL_KEYS = ['none', 'bronze', 'silver', 'gold'] as const;
/** A household's feeling about a route: its most enthusiastic answer, or rejected when it turned the route down. */
export const ENTHUSIASM_KEYS = ['high', 'medium', 'low', 'rejected', 'unanswered'] as const;
/** The building components whose insulation the overview counts. */
export const INSULATED_PARTS = ['roof', 'floor', 'facade', 'glass1', 'glass2'] as const;
export type InsulatedPart = (typeof INSULATED_PARTS)[number];
const UP_TO_FOUR = ['0', '1', '2', '3', '4'] as const;
/**
 * The insulation levels the questionnaire offers per component (content/flows/houseDetails.json, options of
 * InsulationRoof … GlazingBedrooms; tests/unit/working-group-levels.test.ts keeps these, the options and the
 * engine's MAX_LEVEL in step).
 */
export const INSULATION_LEVELS: Record<InsulatedPart, readonly string[]> = {
  roof: UP_TO_FOUR,
  floor: UP_TO_FOUR,
  facade: ['0', '1', '2', '3'],
  glass1: UP_TO_FOUR,
  glass2: UP_TO_FOUR,
};
/** Key of a part no value is known for (no label registered; the level question not answered yet). */
export const UNKNOWN_KEY = 'unknown';
/** Key of favourites of a solution the campaign's advice no longer has (a heat net taken out of the settings). */
export const FORMER_SOLUTION_KEY = 'former';

/**
 * The working group's view of its campaign: aggregates only, no row names a household (issue #13), and every cell
 * counts households (a household with two homes counts once, with its first home's label and levels).
 */
export const workingGroupOverviewSchema = z.object({
  campaignName: z.string(),
  /**
   * `homes` is the register's count, shown as it is. Signed-up homes are not shown: a household with two homes could
   * make a '10' of nine households (issue 26.9); `households` is what takes part.
   */
  participation: z.object({ homes: cell, households: cell }),
  /** Split of participation.households. */
  medals: householdSplitSchema,
  /** `enthusiasm` splits participation.households; `solutions` (keyed by the solution's name) splits `favourite`. */
  routes: z.array(
    z.object({ route: routeKey, favourite: cell, enthusiasm: householdSplitSchema, solutions: householdSplitSchema }),
  ),
  /** Split of participation.households by the registered label of each household's first home. */
  energyLabels: householdSplitSchema,
  /** Per component a split of participation.households by the level its residents gave for their first home. */
  insulation: z.array(z.object({ part: z.enum(INSULATED_PARTS), levels: householdSplitSchema })),
  /** Households with an open or a handled request (not the number of messages). */
  requests: z.object({
    help: z.object({ open: cell, handled: cell }),
    incorrectData: z.object({ open: cell, handled: cell }),
  }),
});
export type WorkingGroupOverview = z.infer<typeof workingGroupOverviewSchema>;

/**
 * What a member reads: the overview as last published. A new one is published only once at least ten households
 * changed something it counts, so no two readings differ by one household's action (docs/decisions/0093).
 */
export const publishedOverviewSchema = workingGroupOverviewSchema.extend({ publishedAt: z.string() });
export type PublishedOverview = z.infer<typeof publishedOverviewSchema>;

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
