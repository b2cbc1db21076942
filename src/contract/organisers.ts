import { z } from 'zod';
import { EMAIL_ADDRESS, EMAIL_MAX_LENGTH } from './email-address.ts';
import { idSchema, secretSchema } from './common.ts';
import { startanalyseSchema } from './neighbourhood-choice.ts';
import { measurementModeSchema, TIMELINE_STEP_KEYS, timelineStepKeySchema } from './measurement.ts';
import { adviceSettingsOverridesSchema, adviceSettingsSchema, storedSettingProblemSchema } from './settings.ts';
import type { Localised } from './messages.ts';
import { LANGUAGES } from '../vocabulary/languages.ts';

/**
 * What the console's calls refuse with, in every shipped language (record 0154): the schemas carry the Dutch, which
 * the console's forms show as they are; the API answers it in the request's language (server/http/schema-messages.ts),
 * and the server's own refusals (404, 409) say it through `HttpError`.
 */
export const consoleMessages = {
  emailTooLong: { nl: 'Dit e-mailadres is te lang.', en: 'This e-mail address is too long.' },
  emailInvalid: {
    nl: 'Vul een geldig e-mailadres in, bijvoorbeeld naam@voorbeeld.nl.',
    en: 'Enter a valid e-mail address, for example name@example.nl.',
  },
  hostName: {
    nl: 'Vul een webadres in zonder https://, bijvoorbeeld lindenbuurt.buurtwarmte.nl.',
    en: 'Enter a web address without https://, for example lindenbuurt.buurtwarmte.nl.',
  },
  date: { nl: 'Vul een datum in als dd-mm-jjjj.', en: 'Enter a date as dd-mm-yyyy.' },
  timelineSteps: {
    nl: 'De planning heeft precies de vier stappen, in hun volgorde.',
    en: 'The planning has exactly the four steps, in their order.',
  },
  nameMissing: { nl: 'Geef de campagne een naam.', en: 'Give the campaign a name.' },
  nameTooLong: {
    nl: 'Deze naam is te lang (hoogstens 200 tekens).',
    en: 'This name is too long (200 characters at most).',
  },
  tooManyHosts: { nl: 'Hoogstens 20 webadressen.', en: '20 web addresses at most.' },
  introductionTooLong: {
    nl: 'Deze tekst is te lang (hoogstens 2000 tekens).',
    en: 'This text is too long (2000 characters at most).',
  },
  imageName: {
    nl: 'Geef de naam van een foto die eindigt op .jpg, .png of .webp.',
    en: 'Give the name of a photo that ends in .jpg, .png or .webp.',
  },
  websiteUrl: {
    nl: 'Vul een webadres in dat begint met https://.',
    en: 'Enter a web address that starts with https://.',
  },
  tooManyMembers: { nl: 'Hoogstens 50 leden.', en: '50 members at most.' },
  letterTextTooLong: {
    nl: 'Deze tekst is te lang (hoogstens 600 tekens).',
    en: 'This text is too long (600 characters at most).',
  },
  daysMissing: { nl: 'Vul een aantal dagen in.', en: 'Enter a number of days.' },
  daysWhole: { nl: 'Vul een heel aantal dagen in.', en: 'Enter a whole number of days.' },
  daysMin: { nl: 'Minstens 1 dag.', en: 'At least 1 day.' },
  daysMax: { nl: 'Hoogstens 730 dagen.', en: '730 days at most.' },
  language: {
    nl: 'Kies de taal van de campagne: Nederlands (nl) of Engels (en).',
    en: "Choose the campaign's language: Dutch (nl) or English (en).",
  },
  chooseFile: { nl: 'Kies een bestand.', en: 'Choose a file.' },
  addressFileTooLarge: {
    nl: 'Dit bestand is te groot (hoogstens 6 MB).',
    en: 'This file is too large (6 MB at most).',
  },
  fileNotSent: { nl: 'Dit bestand kon niet worden verstuurd.', en: "This file couldn't be sent." },
  startanalyseTooLarge: {
    nl: 'Dit bestand is te groot voor een Startanalyse (hoogstens 50 kB).',
    en: 'This file is too large for a Startanalyse (50 kB at most).',
  },
  weatherFileTooLarge: {
    nl: 'Dit bestand is te groot (hoogstens 12 MB).',
    en: 'This file is too large (12 MB at most).',
  },
  messageGone: { nl: 'Dit bericht bestaat niet (meer).', en: "This message doesn't exist (any more)." },
  noAddresses: {
    nl: 'Deze campagne heeft nog geen adressen. Lees ze eerst in.',
    en: 'This campaign has no addresses yet. Import them first.',
  },
  noLetters: {
    nl: 'Elk adres heeft al een werkende code. Wil je toch nieuwe brieven? Kies dan voor nieuwe codes voor alle adressen.',
    en: 'Every address already has a working code. Do you want new letters anyway? Then choose new codes for all addresses.',
  },
} as const satisfies Record<string, Localised>;

const m = consoleMessages;

/** An e-mail address as the console's forms take it, with the message the form shows (docs/decisions/0106). */
export const organiserEmailSchema = z
  .string()
  .trim()
  .max(EMAIL_MAX_LENGTH, m.emailTooLong.nl)
  .regex(EMAIL_ADDRESS, m.emailInvalid.nl);

/** Request for an organiser's sign-in link: the same answer whether or not the address is an organiser's. */
export const organiserLinkBodySchema = z.object({ email: organiserEmailSchema });

/** Answer of the link exchange: an organiser session, or null when the code is not (or no longer) valid. */
export const organiserSignInSchema = z.object({
  session: z.object({ id: secretSchema }).nullable(),
  message: z.string().optional(),
});
export type OrganiserSignIn = z.infer<typeof organiserSignInSchema>;

/** A host name that opens a campaign, lower-case. */
export const hostNameSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/, m.hostName.nl);

const timelineStatusSchema = z.enum(['done', 'current', 'upcoming']);

/** The four planning steps, each once and in their order. */
export const campaignTimelineSchema = z
  .array(
    z.object({
      key: timelineStepKeySchema,
      status: timelineStatusSchema,
      date: z.iso.date(m.date.nl).nullable(),
    }),
  )
  .refine((steps) => steps.map((s) => s.key).join() === TIMELINE_STEP_KEYS.join(), m.timelineSteps.nl);

/**
 * A campaign's settings as an organiser sees and changes them in the console. The rules are those of the CLI's
 * `measurement set`; the messages are the form's.
 */
export const campaignSettingsSchema = z.object({
  name: z.string().trim().min(1, m.nameMissing.nl).max(200, m.nameTooLong.nl),
  mode: measurementModeSchema,
  hosts: z.array(hostNameSchema).max(20, m.tooManyHosts.nl),
  ambassadorName: z.string().trim().max(200, m.nameTooLong.nl),
  ambassadorIntroduction: z.string().trim().max(2000, m.introductionTooLong.nl),
  ambassadorPathToImage: z
    .string()
    .trim()
    .regex(/^(|[\w./-]+\.(jpe?g|png|webp))$/i, m.imageName.nl),
  showHelp: z.boolean(),
  showWebsite: z.boolean(),
  websiteUrl: z.union([z.literal(''), z.url({ protocol: /^https?$/, error: m.websiteUrl.nl })]),
  workingGroupName: z.string().trim().max(200, m.nameTooLong.nl),
  workingGroupEmail: z.union([z.literal(''), organiserEmailSchema]),
  workingGroupEmails: z.array(organiserEmailSchema).max(50, m.tooManyMembers.nl),
  /**
   * The language of the letters to every address (issue #40): the campaign's, which the organiser sets; a letter
   * carries one line in the other language pointing to the website's switch (record 0154).
   */
  language: z.enum(LANGUAGES, m.language.nl),
  letterText: z.string().trim().max(600, m.letterTextTooLong.nl),
  signUpWindowDays: z.number(m.daysMissing.nl).int(m.daysWhole.nl).min(1, m.daysMin.nl).max(730, m.daysMax.nl),
  timeline: campaignTimelineSchema,
});
export type CampaignSettings = z.infer<typeof campaignSettingsSchema>;

/** A campaign as the console shows it: its settings, id and number of homes. */
export const organiserCampaignSchema = campaignSettingsSchema.extend({ id: idSchema, homes: z.number().int() });
export type OrganiserCampaign = z.infer<typeof organiserCampaignSchema>;

export const createCampaignBodySchema = z.object({ name: campaignSettingsSchema.shape.name });

export const organiserCampaignsSchema = z.object({
  organiser: z.object({ email: z.string() }),
  campaigns: z.array(z.object({ id: idSchema, name: z.string(), mode: measurementModeSchema, homes: z.number() })),
});
export type OrganiserCampaigns = z.infer<typeof organiserCampaignsSchema>;

export const addMemberBodySchema = z.object({ email: organiserEmailSchema });

/** What organisers did; `detail` holds counts and setting names, never a resident's data. */
export const ORGANISER_ACTIONS = [
  'campaign.create',
  'campaign.settings',
  'campaign.advice_settings',
  'campaign.member_add',
  'addresses.import',
  'letters.print',
  'startanalyse.import',
  'weather.import',
  'advice.recalculate',
  'message.handled',
  'organiser.add',
] as const;
export type OrganiserAction = (typeof ORGANISER_ACTIONS)[number];

export const auditLogSchema = z.object({
  events: z.array(
    z.object({
      at: z.string(),
      /** The organiser's address; null for the CLI or an organiser removed since. */
      organiser: z.string().nullable(),
      action: z.enum(ORGANISER_ACTIONS),
      detail: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
    }),
  ),
});
export type AuditLog = z.infer<typeof auditLogSchema>;

export const campaignParamsSchema = z.object({ measurementId: idSchema });

/**
 * A campaign's advice settings in the console: what the advice uses (defaults of the year with the campaign's
 * overrides), the overrides themselves, and the catalogue's solutions by code and Dutch name for 'in or out'.
 */
export const organiserAdviceSettingsSchema = z.object({
  settings: adviceSettingsSchema,
  /** The stored overrides that fit; one that does not is left out and named in `problems`. */
  overrides: adviceSettingsOverridesSchema,
  /** Stored overrides that no longer fit the settings schema, each shown in `settings` at the engine's default. */
  problems: z.array(storedSettingProblemSchema),
  solutions: z.array(z.object({ code: z.string(), route: z.string(), name: z.string() })),
});
export type OrganiserAdviceSettings = z.infer<typeof organiserAdviceSettingsSchema>;

/** An address file sent from the console: its bytes as base64 (CSV or .xlsx), checked only or also stored. */
export const addressUploadBodySchema = z.object({
  file: z
    .string()
    .min(1, m.chooseFile.nl)
    .max(8_000_000, m.addressFileTooLarge.nl)
    .regex(/^[A-Za-z0-9+/]*={0,2}$/, m.fileNotSent.nl),
  dryRun: z.boolean(),
});

/**
 * What an upload found: every problem by line and column (then nothing is stored), or the counts of what was (or,
 * when only checked, would be) created, updated and left unchanged.
 */
export const addressUploadResultSchema = z.object({
  stored: z.boolean(),
  /** In the request's language (Accept-Language, record 0154). */
  problems: z.array(z.string()),
  /** What repeats on many lines, summed up ('300 lines: …'), to show before `problems`. */
  summary: z.array(z.string()),
  rows: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
});
export type AddressUploadResult = z.infer<typeof addressUploadResultSchema>;

/** Characters of a Startanalyse CSV: it has some twenty lines, so far below the app's 64 KiB body limit. */
export const STARTANALYSE_MAX_CHARS = 50_000;
export const STARTANALYSE_TOO_LARGE = m.startanalyseTooLarge.nl;

/** PBL's Startanalyse for the campaign's buurt as a CSV's text (the CLI's `startanalyse import` columns). */
export const startanalyseUploadBodySchema = z.object({
  csv: z.string().min(1, m.chooseFile.nl).max(STARTANALYSE_MAX_CHARS, STARTANALYSE_TOO_LARGE),
});

/** The campaign's stored Startanalyse as the console shows it, or null while none was entered. */
export const organiserStartanalyseSchema = z.object({ startanalyse: startanalyseSchema.nullable() });
export type OrganiserStartanalyse = z.infer<typeof organiserStartanalyseSchema>;

/**
 * What an upload did: every problem by line and column (then nothing is stored and `startanalyse` is what was
 * stored before), or the outcome as stored now.
 */
export const startanalyseUploadResultSchema = organiserStartanalyseSchema.extend({
  stored: z.boolean(),
  /** In the request's language (Accept-Language, record 0154). */
  problems: z.array(z.string()),
  summary: z.array(z.string()),
});
export type StartanalyseUploadResult = z.infer<typeof startanalyseUploadResultSchema>;

/** Letters to print: for the addresses without a working code, or new codes for every address (old ones stop). */
export const lettersBodySchema = z.object({ replace: z.boolean() });

/** A campaign's recalculation as the console's progress bar follows it. */
export const recalculationSchema = z.object({
  state: z.enum(['none', 'running', 'finished', 'failed']),
  /** Homes of the campaign when it started. */
  total: z.number().int(),
  /** Homes checked so far. */
  done: z.number().int(),
  /** Homes whose advice changed. */
  recalculated: z.number().int(),
});
export type Recalculation = z.infer<typeof recalculationSchema>;

export const recalculateBodySchema = z.object({ force: z.boolean() });
