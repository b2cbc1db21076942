import { z } from 'zod';
import { flowIdSchema, questionCodeSchema, routeSchema } from './common.ts';

/**
 * Spec §3 "Flow script": the chat questionnaires under content/flows/. One definition, used by the server's
 * tests, the content linter (scripts/content-lint.ts) and the browser's flow runner.
 */

/** Spec §2 "Question step types": the 31 components a step can show. Spellings are the spec's (they are data). */
export const componentTypes = [
  'RadioChoice',
  'GetEmail',
  'DescribeFamily',
  'EneryUsage',
  'ConfirmIncorrectData',
  'Number',
  'AreaNotHeated',
  'MultipleChoice',
  'GoToDashboard',
  'SelectHouse',
  'MultipleHouseUsageSquareMeters',
  'MultipleHouseUsageAsHouse',
  'WarmWaterUsage',
  'RoofType',
  'InsolationQuestion',
  'DiscountPercentages',
  'AppartmentFacadeVsGlass',
  'SignUpComponent',
  'SignInComponent',
  'MonthlyCostFilter',
  'InvestmentCostFilter',
  'PickResult',
  'RateRouteResults',
  'PointSorter',
  'SolarBoiler',
  'FlowRouter',
  'GoToAdviceRoot',
  'FinishValues',
  'IDontWantIt',
  'UpdateBuiltYear',
  'TextArea',
] as const;
export const componentTypeSchema = z.enum(componentTypes);
export type ComponentType = z.infer<typeof componentTypeSchema>;

/** A step id: letters, digits, '_' and '-', so history survives the pipe-joined wire format (spec §9). */
export const stepIdSchema = z
  .string()
  .regex(/^[A-Za-z][A-Za-z0-9_-]{0,79}$/, 'een stap-id van letters, cijfers, _ of -');

const textSchema = z.string().min(1).max(2000);

export const questionOptionSchema = z.object({
  /** The value recorded as the answer (the engine's wire value where the engine reads this code). */
  value: z.string().min(1).max(100),
  label: z.string().min(1).max(200),
  /** An icon name from the runner's icon set (heating systems, roofs, labels). */
  icon: z.string().max(60).optional(),
  /** A short explanation under the label. */
  hint: z.string().max(400).optional(),
});
export type QuestionOption = z.infer<typeof questionOptionSchema>;

/** Spec §2 "Flow list": a numbered flow link, or an extra option such as the dashboard. */
export const flowListItemSchema = z.object({
  label: z.string().min(1).max(200),
  /** A flow id (its page opens) or an app path starting with '/'. */
  target: z.string().min(1).max(200),
  /** The route whose number of results is shown next to the label (spec §2 "dynamic counts"). */
  countRoute: routeSchema.optional(),
});

/** How a finished flow continues (spec §4 "Flow finishing"). */
export const finishVariantSchema = z.enum(['Preference', 'House', 'Value']);
export type FinishVariant = z.infer<typeof finishVariantSchema>;

export const questionSchema = z
  .object({
    component: componentTypeSchema,
    /** The question code the answer is recorded under (spec §3 question codes); composite components record several. */
    code: questionCodeSchema.optional(),
    /** Label of the input, read by screen readers; the chat messages before it carry the conversation. */
    label: z.string().max(400).optional(),
    /** Spec §2: the 'why' text of the info overlay. */
    why: z.string().max(2000).optional(),
    /** Spec §3 printableKey: how the answer is named in Mijn data and the working group's reports. */
    printableKey: z.string().max(200).optional(),
    options: z.array(questionOptionSchema).max(40).optional(),
    min: z.number().optional(),
    max: z.number().optional(),
    unit: z.string().max(20).optional(),
    /**
     * Number: 'amount' is the spec's amount input (step 0.01, value × 500). RadioChoice: 'sinceBuildYear' shows only
     * years from the house's build year on (spec §2).
     */
    variant: z.enum(['plain', 'amount', 'sinceBuildYear']).optional(),
    /** The step that follows a saved answer; finishing components leave it out. */
    goTo: stepIdSchema.optional(),
    /** ConfirmIncorrectData: the step that corrects the build year. */
    wrongBuildYearGoTo: stepIdSchema.optional(),
    /** PickResult, RateRouteResults, IDontWantIt: the route they are about. */
    route: routeSchema.optional(),
    /** FlowRouter: the numbered flow list and extra options. */
    items: z.array(flowListItemSchema).max(12).optional(),
    /** PointSorter: the points to distribute (spec §9: 40). */
    points: z.number().int().positive().max(1000).optional(),
    /** The code is kept for the working group or a router only; the content linter then accepts it. */
    notUsedByEngine: z.literal(true).optional(),
  })
  .strict();
export type Question = z.infer<typeof questionSchema>;

export const chatMessageSchema = z
  .object({
    kind: z.literal('ChatMessage'),
    props: z
      .object({
        text: textSchema,
        /** Spec §3 isBWW: spoken by the ambassador (with avatar), as opposed to a neutral notice. */
        isBWW: z.boolean().default(true),
        avatar: z.string().max(300).optional(),
      })
      .strict(),
  })
  .strict();

export const questionItemSchema = z.object({ kind: z.literal('Question'), props: questionSchema }).strict();

export const youTubeSchema = z
  .object({
    kind: z.literal('YouTube'),
    props: z
      .object({
        id: z.string().regex(/^[A-Za-z0-9_-]{6,20}$/, 'een YouTube-video-id'),
        title: z.string().min(1).max(200),
        /** With goTo the resident presses 'Volgende'; without, the flow moves on after the video step's delay. */
        goTo: stepIdSchema.optional(),
      })
      .strict(),
  })
  .strict();

/** Spec §4 router comparison operators. */
export const routerOperators = [
  '>',
  '<',
  '<=',
  '>=',
  '==',
  '!=',
  'CONTAINS',
  'NOT CONTAINS',
  'COUNT IS MORE THAN',
  'EXISTS',
] as const;
export const routerOperatorSchema = z.enum(routerOperators);
export type RouterOperator = z.infer<typeof routerOperatorSchema>;

/** Real-estate properties a router may compare (spec §3 Real estate object). */
export const realEstateRouterProperties = [
  'buildYear',
  'isMonument',
  'totalSurface',
  'numberOfUsages',
  'dwellingType',
  'currentEnergyLabel',
] as const;

const branchSchema = { whenTrueGoTo: stepIdSchema, whenFalseGoTo: stepIdSchema };
export const routerSchema = z
  .object({
    kind: z.literal('Router'),
    props: z.discriminatedUnion('type', [
      z
        .object({ type: z.literal('Redirect'), goTo: z.string().regex(/^\/[a-z0-9/-]*$/, 'een pad zoals /dashboard') })
        .strict(),
      z
        .object({
          type: z.literal('AnswerRouter'),
          compareWith: questionCodeSchema,
          operator: routerOperatorSchema,
          compareValue: z.string().max(200).default(''),
          ...branchSchema,
        })
        .strict(),
      z.object({ type: z.literal('ResultType'), compareWith: routeSchema, ...branchSchema }).strict(),
      z
        .object({
          type: z.literal('RealEstate'),
          compareWith: z.enum(realEstateRouterProperties),
          operator: routerOperatorSchema,
          compareValue: z.string().max(200).default(''),
          ...branchSchema,
        })
        .strict(),
    ]),
  })
  .strict();
export type RouterProps = z.infer<typeof routerSchema>['props'];

export const contentItemSchema = z.discriminatedUnion('kind', [
  chatMessageSchema,
  questionItemSchema,
  youTubeSchema,
  routerSchema,
]);
export type ContentItem = z.infer<typeof contentItemSchema>;

export const flowStepSchema = z
  .object({
    id: stepIdSchema,
    content: z.array(contentItemSchema).min(1).max(20),
    /** Spec §2: show 'Warmte via {mode}' with 'Meer Informatie' on this step (PickResult steps). */
    resultHeaderActive: routeSchema.optional(),
  })
  .strict();
export type FlowStep = z.infer<typeof flowStepSchema>;

export const flowScriptSchema = z
  .object({
    id: flowIdSchema,
    /** Spec §4 "Flow finishing": what happens after the last step. */
    finish: finishVariantSchema,
    steps: z.array(flowStepSchema).min(1).max(200),
  })
  .strict()
  .superRefine((flow, ctx) => {
    const ids = new Set<string>();
    flow.steps.forEach((step, index) => {
      if (ids.has(step.id))
        ctx.addIssue({
          code: 'custom',
          path: ['steps', index, 'id'],
          message: `stap '${step.id}' komt twee keer voor`,
        });
      ids.add(step.id);
    });
  });
export type FlowScript = z.infer<typeof flowScriptSchema>;

/** Spec §5 amount input: what a Number question of variant 'amount' records is the amount × this, rounded. */
export const AMOUNT_MULTIPLIER = 500;

/** Spec §9: the flow files' version, sent as ?v= so a new release is fetched past caches. */
export const FLOW_FILE_VERSION = 7;

/**
 * Placeholders a chat message may contain (spec §2); the runner fills them, the linter rejects others. The counts
 * per route come with their noun ('1 oplossing', '3 oplossingen').
 */
export const chatPlaceholders = [
  'ambassadorName',
  'ambassadorIntroduction',
  'websiteLink',
  'fuelTypes',
  'count_fuel',
  'count_all_electric',
  'count_heat_grid',
  'count_other',
  'gasOption',
  'gasOptionExplanation',
  'heatGridClass',
  'heatGridTemperature',
  'heatGridSource',
  'heatGridBenefits',
  'heatGridDownsides',
  'heatGridAdjustments',
  'street',
  'houseNumber',
  'buildYear',
] as const;
export type ChatPlaceholder = (typeof chatPlaceholders)[number];

/**
 * The question codes a step records, by component (spec §3 question codes). Numbered families are written with
 * {n}; '{code}_other' is the free text of 'anders'. The content linter checks each against the engine's mapping
 * or `RUNNER_ONLY_CODES`; the chat history shows their printable values.
 */
export function stepRecordedCodes(question: Question): string[] {
  const own = question.code ? [question.code] : [];
  switch (question.component) {
    case 'DescribeFamily':
      return ['FamilySize', 'AgeFamilyMember{n}'];
    case 'WarmWaterUsage':
      return ['ShowerMinutesPerWeek', 'BathsPerWeek'];
    case 'EneryUsage':
      return ['SkipedEnergyUsage', 'GasUsage', 'NormalEnergyUsage', 'NonPeakEnergyUsage', 'NormalSolarProduction'];
    case 'AreaNotHeated':
      return ['PercentageNotHeated', 'TotalNotHeateddSquareMeters', 'TotalHeateddSquareMeters'];
    case 'AppartmentFacadeVsGlass':
      return ['PercentageFacadeSquareMeters_Facade', 'PercentageFacadeSquareMeters_Glass'];
    case 'DiscountPercentages':
      return ['DiscountInstallationPercentage', 'DiscountContructionPercentage'];
    case 'ConfirmIncorrectData':
      return ['HouseDataCorrect'];
    case 'UpdateBuiltYear':
      return ['BuildYearCorrected'];
    case 'GetEmail':
      return ['ContactDetailsGiven'];
    case 'MultipleHouseUsageSquareMeters':
      return ['DwellingUsageArea_{n}'];
    case 'RoofType':
      return own.length > 0 ? own : ['RoofType'];
    case 'SolarBoiler':
      return own.length > 0 ? own : ['SolarBoiler'];
    case 'MultipleHouseUsageAsHouse':
      return own.length > 0 ? own : ['DwellingUsages'];
    case 'MultipleChoice':
      return [...own, ...own.map((code) => `${code}_other`)];
    case 'RateRouteResults':
      return own.length > 0 ? own : [`${question.route ?? 'fuel'}_likelyhood`];
    case 'FinishValues':
      return ['fuel_likelyhood', 'all_electric_likelyhood', 'heat_grid_likelyhood', 'other_likelyhood'];
    case 'MonthlyCostFilter':
      return own.length > 0 ? own : ['MaxMonthlyCost'];
    case 'InvestmentCostFilter':
      return own.length > 0 ? own : ['MaxInvestment'];
    case 'PointSorter':
      return (question.options ?? []).length > 0
        ? question.options!.map((o) => o.value)
        : [
            'Value_MonthlyCost',
            'Value_Investment',
            'Value_EnergyCost',
            'Value_Emission',
            'Value_Comfort',
            'Value_Changes',
            'Value_Sapce',
            'Value_Independence',
          ];
    default:
      return own;
  }
}

/**
 * Recorded answers a resident did not give as such: the flow's completion, areas derived from 'Welk deel van je huis
 * verwarm je niet?', and the echo of the contact step (name and e-mail live with the participator). Mijn data and the
 * shared plan leave them out of the answers (issue #35.13: a coach read 'Opgeslagen. Kijk in je mailbox …').
 */
export const NOT_GIVEN_AS_ANSWERS: ReadonlySet<string> = new Set([
  'IsFlowFinished',
  'TotalHeateddSquareMeters',
  'TotalNotHeateddSquareMeters',
  'ContactDetailsGiven',
]);

/**
 * Codes the runner records for its own bookkeeping and for the working group, which the engine does not read
 * (the content linter accepts them; any other code must be in the engine's mapping or marked notUsedByEngine).
 */
export const RUNNER_ONLY_CODES = [
  'IsFlowFinished',
  'HouseDataCorrect',
  'BuildYearCorrected',
  'ContactDetailsGiven',
  'DwellingUsageArea_{n}',
  'other_likelyhood',
] as const;
