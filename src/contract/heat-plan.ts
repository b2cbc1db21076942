import { z } from 'zod';
import { labelBandSchema, noRegretMeasureSchema } from './advice-trust.ts';
import { routeSchema } from './common.ts';
import { FLOW_IDS } from './flow-ids.ts';
import { energyLabelSchema, labelSourceSchema } from './real-estate.ts';
import { languageSchema } from './session.ts';

/**
 * 'Mijn warmteplan' (issue 29): one household's advice as a document to keep and share. The server builds it once
 * (src/server/advice/heat-plan.ts) and renders it as a tagged PDF or sends it as JSON; a coach's or cooperative's system
 * reads the JSON against this schema, which the OpenAPI document publishes. Amounts are whole euros, as the
 * advice shows them; every range is the advice's own (docs/decisions/0071).
 */

/** Identifies the document and its version, so a reader can tell this plan from a later shape of it. */
export const HEAT_PLAN_FORMAT = 'buurtwarmte.heat-plan/1';

const euro = z.number().int().min(0).describe('Whole euros');
const euroRange = z.object({ low: euro, high: euro }).describe('Whole euros, low to high');

/** One option of a route as the plan shows it: the figures of the advice card and how sure they are. */
export const heatPlanOptionSchema = z.object({
  adviceId: z.number().int().positive(),
  name: z.string(),
  label: energyLabelSchema.describe('Energy label after this option'),
  monthlyCostEur: euro.describe('Total cost per month: energy, upkeep and the investment spread over its lifetime'),
  monthlyCostRangeEur: euroRange.describe('The 5 % range the advice shows around the monthly cost'),
  investmentEur: euro.describe('Investment after subsidy: installation and building changes'),
  subsidyEur: euro.describe('Subsidy counted in the investment'),
  certainty: z
    .object({
      monthlyCostEur: euroRange,
      investmentEur: euroRange,
      label: labelBandSchema,
    })
    .describe("Where the figures probably lie, given what is known of the home ('Hoe zeker is dit?')"),
});
export type HeatPlanOption = z.infer<typeof heatPlanOptionSchema>;

export const heatPlanRouteSchema = z.object({
  route: routeSchema,
  title: z.string(),
  rejected: z.boolean().describe('The household rejected this whole route'),
  best: heatPlanOptionSchema.nullable().describe('The best-fitting option, null when no option remains'),
  favourite: heatPlanOptionSchema.nullable().describe("The household's favourite on this route, if chosen"),
  enthusiasm: z.union([z.literal(1), z.literal(3), z.literal(5)]).nullable(),
  changesTheOrder: z.array(z.string()).describe("What would change the order of the options, in the plan's language"),
});
export type HeatPlanRoute = z.infer<typeof heatPlanRouteSchema>;

/** A fact of the home as the advice used it; `registered` is the register's value where the household corrected it. */
export const heatPlanFactSchema = z.object({
  fact: z.enum(['buildYear', 'dwellingType', 'floorArea', 'householdSize', 'gasUse']),
  label: z.string(),
  value: z.string(),
  registered: z.string().nullable(),
  givenByHousehold: z.boolean(),
});
export type HeatPlanFact = z.infer<typeof heatPlanFactSchema>;

export const heatPlanSchema = z
  .object({
    format: z.literal(HEAT_PLAN_FORMAT),
    language: languageSchema.describe(
      "The language of the plan's own words (facts, route titles): the household's; the engine's texts may still be Dutch",
    ),
    createdAt: z.string().describe('ISO 8601 time the plan was made'),
    engineVersion: z.string(),
    campaign: z.string().describe('Name of the neighbourhood campaign'),
    home: z.object({
      address: z.string(),
      postalCode: z.string(),
      city: z.string(),
      bagCode: z.string(),
      facts: z.array(heatPlanFactSchema),
      questionnairesDone: z.array(z.enum(FLOW_IDS)),
    }),
    labels: z.object({
      energyLabel: energyLabelSchema.describe("The home's current label, the same on every screen"),
      energyLabelSource: labelSourceSchema.describe(
        'registered: from EP-Online; estimated: the model, no registered label',
      ),
      energyLabelBand: labelBandSchema,
      estimatedLabel: labelBandSchema.describe("The model's estimate of today's label, whatever the register says"),
      insulationLabel: energyLabelSchema,
    }),
    usage: z.object({
      gasM3PerYear: z
        .number()
        .int()
        .min(0)
        .describe("The household's own yearly use where it gave one, else the model's"),
      gasM3PerYearRange: z.object({ low: z.number().int(), high: z.number().int() }),
      measuredGasM3PerYear: z.number().int().min(0).nullable().describe('The yearly use the household gave'),
      modelGasM3PerYear: z.number().int().min(0).describe("The model's figure for this home without that reading"),
    }),
    routes: z.array(heatPlanRouteSchema).length(4),
    noRegret: z.array(
      noRegretMeasureSchema.pick({ component: true, measure: true, lifetimeYears: true }).extend({
        label: z.string().describe("The measure's name in the plan's language"),
        when: z.string().nullable().describe("When it fits best, in the plan's language; null when any time will do"),
        investmentEur: euro,
        subsidyEur: euro,
        yearlySavingEur: euro,
        paybackYears: z.number().min(0),
      }),
    ),
    sources: z.array(z.string()).describe('Where the figures of the best options come from'),
  })
  .describe("'Mijn warmteplan': one household's heating advice, as the household chose to keep or share it");
export type HeatPlan = z.infer<typeof heatPlanSchema>;
