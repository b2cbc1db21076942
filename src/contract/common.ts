import { z } from 'zod';
import { FLOW_IDS } from '../vocabulary/flows.ts';
import { NET_CODES, ROUTE_CODES, netByRoute, routeByNet } from '../vocabulary/routes.ts';

/**
 * A whole number as JSON sends it, or as a path or query carries it: canonical decimal digits only. `0x1`, `+1`,
 * `1e0`, ` 1` and `[1]` are refused, so one id has one spelling and no parser's leniency decides what it means.
 */
export function wholeNumber<T extends z.ZodType<number, number>>(schema: T) {
  return z
    .union([
      z.number(),
      z
        .string()
        .regex(/^(0|-?[1-9]\d{0,15})$/, 'verwacht een geheel getal in cijfers')
        .transform(Number),
    ])
    .pipe(schema);
}

/** Row ids are positive integers; path params arrive as strings. */
export const idSchema = wholeNumber(z.number().int().positive().max(2_147_483_647));
export type Id = z.infer<typeof idSchema>;

/** BAG verblijfsobject id: 16 digits (Basisregistratie Adressen en Gebouwen). */
export const bagCodeSchema = z.string().regex(/^\d{16}$/, 'bagCode bestaat uit 16 cijfers');

/** Flow ids name a content file in content/flows (onboarding, houseDetails, results_gas, …). */
export const flowIdSchema = z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,39}$/, 'onbekende vragenlijst');
/** What is written (answers, flow history) must name one of the campaign's flows. */
export const knownFlowIdSchema = z.enum(FLOW_IDS, 'onbekende vragenlijst');

/** Question codes keep the spec's own spellings (Value_Sapce, SkipedEnergyUsage, …). */
export const questionCodeSchema = z.string().regex(/^[A-Za-z0-9_]{1,80}$/, 'onbekende vraagcode');

/** 256-bit random secrets (session ids, login-link codes) travel base64url-encoded: 43 characters. */
export const secretSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'ongeldige code');

export const successSchema = z.object({ success: z.literal(true) });
export type Success = z.infer<typeof successSchema>;

/** Every non-2xx answer of the API has this shape (docs/architecture.md, API). */
export const errorSchema = z.object({
  error: z.object({
    code: z.enum([
      'bad_request',
      'unauthorized',
      'not_found',
      'conflict',
      'gone',
      'rate_limited',
      'payload_too_large',
      'internal',
      'unavailable',
    ]),
    message: z.string(),
    field: z.string().optional(),
  }),
});
export type ApiError = z.infer<typeof errorSchema>;

/** Route to the spec's preference net code (spec §4); the codes and their pairing live in src/vocabulary/routes.ts. */
export const routeSchema = z.enum(ROUTE_CODES);
export type RouteName = z.infer<typeof routeSchema>;
export const netSchema = z.enum(NET_CODES);
export type Net = z.infer<typeof netSchema>;
export { netByRoute, routeByNet };
