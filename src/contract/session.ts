import { isPostcode, normalisePostcode, POSTCODE_RULE } from './postcode.ts';
import { z } from 'zod';
import { EMAIL_ADDRESS, EMAIL_MAX_LENGTH } from './email-address.ts';
import { idSchema, secretSchema, wholeNumber } from './common.ts';
import { realEstateObjectSchema } from './real-estate.ts';
import { LANGUAGES } from '../vocabulary/languages.ts';

/** A language the app ships (src/vocabulary/languages.ts). */
export const languageSchema = z.enum(LANGUAGES);

/** PUT /api/1/participators/language: the language the signed-in resident chose in the app. */
export const languageChoiceSchema = z.object({ language: languageSchema });

/** Letter codes: 10 characters from an alphabet without look-alikes, shown as XXX-XXXX-XXX (12 boxes). */
export const ACTIVATION_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const activationCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(
    new RegExp(`^[${ACTIVATION_ALPHABET}]{3}-[${ACTIVATION_ALPHABET}]{4}-[${ACTIVATION_ALPHABET}]{3}$`),
    'de activatiecode heeft de vorm XXX-XXXX-XXX',
  );

/** Postcode: spaces removed, case-insensitive (spec §5). */
export const postalCodeSchema = z
  .string()
  .transform(normalisePostcode)
  .pipe(z.string().refine(isPostcode, POSTCODE_RULE));

export const sessionSchema = z.object({
  id: secretSchema,
  participatorId: idSchema,
  isValid: z.boolean(),
});
export type Session = z.infer<typeof sessionSchema>;

export const activateBodySchema = z.object({
  postalCode: postalCodeSchema,
  houseNumber: wholeNumber(z.number().int().positive().max(99_999)),
  activationCode: activationCodeSchema,
});
export type ActivateBody = z.input<typeof activateBodySchema>;

/** Answer of activation and of the e-mail link exchange. */
export const signInResultSchema = z.object({
  isValid: z.boolean(),
  realEstateObjects: z.array(realEstateObjectSchema),
  session: sessionSchema.nullable(),
  /** When isValid is false: the spec's message to show (docs/product.md §8), in the request's language. */
  message: z.string().optional(),
  /** When isValid: the language the household chose in the app before, if any, so this device starts in it. */
  language: languageSchema.nullable().optional(),
});
export type SignInResult = z.infer<typeof signInResultSchema>;

export const sendLinkBodySchema = z.object({
  email: z.email({ pattern: EMAIL_ADDRESS }).max(EMAIL_MAX_LENGTH),
  measurementId: idSchema,
  /**
   * Kept for compatibility with the spec's call; the server ignores it and builds the link from its own
   * configuration (PUBLIC_URL or the campaign's host) and the fixed /inloggen path.
   */
  url: z
    .url({ protocol: /^https?$/ })
    .max(500)
    .describe('Ignored: the link is built from the server configuration and always opens /inloggen.'),
});
export type SendLinkBody = z.infer<typeof sendLinkBodySchema>;

export const sessionValiditySchema = z.object({ isValid: z.boolean() });
