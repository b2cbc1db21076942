import { z } from 'zod';
import { preferenceSchema } from './advice.ts';
import { storedAnswerSchema } from './answers.ts';
import { flowProgressSchema } from './flows.ts';
import { storedQuoteSchema } from './installer-quotes.ts';
import { incomeBandSchema } from './loan.ts';
import { realEstateObjectSchema } from './real-estate.ts';
import { myLowTemperatureTestSchema } from './low-temperature-test.ts';
import { meterReadingSchema } from './readings.ts';
import { participatorSchema } from './requests.ts';
import { languageSchema } from './session.ts';
import { myStepsDataShape } from './route-steps.ts';

/** GET /api/1/mydata: everything stored about the signed-in participator (privacy statement: view, export). */
export const myDataSchema = z.object({
  exportedAt: z.string(),
  participator: participatorSchema.extend({
    createdAt: z.string(),
    /** The language chosen in the app, kept with the household (issue #40.4); null when none was chosen. */
    language: languageSchema.nullable(),
  }),
  homes: z.array(
    z.object({
      realEstate: realEstateObjectSchema,
      profile: z.array(
        z.object({
          field: z.string(),
          value: z.json(),
          /** resident (an answer, also one equal to the default), register, or default (not asked yet). */
          source: z.string(),
          /** The question codes whose answers set this field; those answers are not listed again on their own. */
          answeredBy: z.array(z.string()),
          updatedAt: z.string(),
        }),
      ),
      answers: z.array(storedAnswerSchema),
      progress: z.array(flowProgressSchema),
      /** `setAside`: what a rejection of the route set aside, which 'Toch weer bekijken' gives back (issue #35.5). */
      preferences: z.array(
        preferenceSchema.extend({
          setAside: z.object({ id: z.number().int().nullable(), sentiment: z.number().int().nullable() }).nullable(),
        }),
      ),
      /** What the household typed from installers' quotes for this home (issue #38.2). */
      installerQuotes: z.array(storedQuoteSchema),
      /** The meter readings and days of use this participator added for the home (issue #39.1). */
      readings: z.array(meterReadingSchema),
      /** The household's low-temperature test of the home and its answered days (issue #39.5). */
      lowTemperatureTest: myLowTemperatureTestSchema.nullable(),
    }),
  ),
  helpRequests: z.array(z.object({ message: z.string(), createdAt: z.string() })),
  incorrectDataReports: z.array(z.object({ message: z.string(), createdAt: z.string() })),
  sessions: z.array(z.object({ createdAt: z.string(), lastSeenAt: z.string() })),
  /** The income band given for the energy-saving loan (issue #38.3), null when none was given. */
  loanIncomeBand: z.object({ incomeBand: incomeBandSchema, updatedAt: z.string() }).nullable(),
  // Issue #38.1, #38.4: the steps of a chosen route and the reminders asked for.
  ...myStepsDataShape,
});
export type MyData = z.infer<typeof myDataSchema>;

export const deleteMyDataResultSchema = z.object({ deleted: z.literal(true) });
