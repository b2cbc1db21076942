import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { MEASUREMENT_MODES } from '../../contract/measurement.ts';
import { ROUTE_CODES } from '../../vocabulary/routes.ts';
import { INCOME_BAND_CODES } from '../../vocabulary/income-bands.ts';
import { LANGUAGES } from '../../vocabulary/languages.ts';
import { REMINDER_STEP_CODES, ROUTE_STEP_CODES, ROUTE_STEP_STATUSES } from '../../vocabulary/route-steps.ts';
import type { WorkingGroupOverview } from '../../contract/working-group.ts';
import type { LowTemperatureOverview } from '../../contract/low-temperature-test.ts';
import type { RouteProgress } from '../../contract/route-progress.ts';
import type { NeighbourhoodScenarios } from '../../engine/index.ts';
import { OUTPUT_RATINGS, type QuoteItem } from '../../vocabulary/installer-quotes.ts';

/** The published figures, without the publication time that the row holds beside them. */
type LowTemperatureOverviewContent = Omit<LowTemperatureOverview, 'publishedAt'>;

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** A campaign (spec: measurement) in one neighbourhood, run by one working group. */
export const measurements = pgTable('measurements', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  mode: text('mode', { enum: MEASUREMENT_MODES }).notNull().default('DataGathering'),
  /** Host names that select this campaign; the default campaign answers for unknown hosts. */
  hosts: jsonb('hosts').$type<string[]>().notNull().default([]),
  isDefault: boolean('is_default').notNull().default(false),
  ambassadorName: text('ambassador_name').notNull().default(''),
  ambassadorIntroduction: text('ambassador_introduction').notNull().default(''),
  ambassadorPathToImage: text('ambassador_path_to_image').notNull().default(''),
  showHelp: boolean('show_help').notNull().default(true),
  showWebsite: boolean('show_website').notNull().default(false),
  websiteUrl: text('website_url').notNull().default(''),
  workingGroupName: text('working_group_name').notNull().default(''),
  workingGroupEmail: text('working_group_email').notNull().default(''),
  /** The working group's members: the addresses that may sign in to the working-group view. */
  workingGroupEmails: jsonb('working_group_emails').$type<string[]>().notNull().default([]),
  /**
   * The campaign's language, which the organiser sets (issue #40): the letters to every address are in it, with one
   * line in the other language pointing to the website's switch (record 0154).
   */
  language: text('language', { enum: LANGUAGES }).notNull().default('nl'),
  /** The campaign's own paragraph in the activation letter, in the campaign's language; empty: the standard text only. */
  letterText: text('letter_text').notNull().default(''),
  signUpWindowDays: integer('sign_up_window_days').notNull().default(90),
  /** Overrides of the engine's default advice settings; null means the defaults. */
  adviceSettings: jsonb('advice_settings').$type<Record<string, unknown>>(),
  timeline: jsonb('timeline').$type<{ key: string; status: string; date: string | null }[]>().notNull().default([]),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Spec §3 Real estate object, as imported from the building register (BAG). */
export const realEstateObjects = pgTable(
  'real_estate_objects',
  {
    id: serial('id').primaryKey(),
    measurementId: integer('measurement_id')
      .notNull()
      .references(() => measurements.id, { onDelete: 'cascade' }),
    bagCode: text('bag_code').notNull(),
    street: text('street').notNull(),
    houseNumber: integer('house_number').notNull(),
    houseLetter: text('house_letter'),
    houseNumberAddition: text('house_number_addition'),
    postalCode: text('postal_code').notNull(),
    city: text('city').notNull(),
    isMonument: boolean('is_monument').notNull().default(false),
    buildYear: integer('build_year').notNull(),
    /**
     * The register's build year while a resident's correction is in `build_year`; null when nobody corrected it.
     * Deleting the household's data puts it back (issue 26.7), and an address import updates it, not the correction.
     */
    registeredBuildYear: integer('registered_build_year'),
    totalSurface: doublePrecision('total_surface').notNull(),
    estimatedTotalEnergyUsage: doublePrecision('estimated_total_energy_usage'),
    estimatedTotalGasUsage: doublePrecision('estimated_total_gas_usage'),
    numberOfUsages: integer('number_of_usages').notNull().default(1),
    purposes: jsonb('purposes').$type<string[]>().notNull().default(['woonfunctie']),
    currentEnergyLabel: text('current_energy_label'),
    dwellingType: text('dwelling_type').notNull(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('real_estate_objects_measurement_bag').on(t.measurementId, t.bagCode),
    index('real_estate_objects_address').on(t.measurementId, t.postalCode, t.houseNumber),
  ],
);

/** A household that signed in; name and e-mail only when the resident gave them. */
export const participators = pgTable(
  'participators',
  {
    id: serial('id').primaryKey(),
    measurementId: integer('measurement_id')
      .notNull()
      .references(() => measurements.id, { onDelete: 'cascade' }),
    nickname: text('nickname'),
    email: text('email'),
    /**
     * An address the resident asked for and has not yet confirmed: it takes the place of `email` only when the link
     * mailed to it is opened (docs/decisions/0092), so nobody can point another person's sign-in links at their home.
     */
    pendingEmail: text('pending_email'),
    pendingEmailTokenHash: text('pending_email_token_hash').unique(),
    pendingEmailExpiresAt: timestamp('pending_email_expires_at', { withTimezone: true }),
    /**
     * The language the resident chose in the app (issue #40.4), so it follows them to another device at sign-in;
     * null until they choose one (the device's or the browser's language applies).
     */
    language: text('language', { enum: LANGUAGES }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('participators_measurement_email').on(t.measurementId, sql`lower(${t.email})`)],
);

export const participatorRealEstates = pgTable(
  'participator_real_estates',
  {
    participatorId: integer('participator_id')
      .notNull()
      .references(() => participators.id, { onDelete: 'cascade' }),
    realEstateId: integer('real_estate_id')
      .notNull()
      .references(() => realEstateObjects.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.participatorId, t.realEstateId] }),
    index('participator_real_estates_real_estate').on(t.realEstateId),
  ],
);

/** Letter codes per address (postcode + house number), scrypt-hashed, valid for the sign-up window. */
export const activationCodes = pgTable(
  'activation_codes',
  {
    id: serial('id').primaryKey(),
    measurementId: integer('measurement_id')
      .notNull()
      .references(() => measurements.id, { onDelete: 'cascade' }),
    postalCode: text('postal_code').notNull(),
    houseNumber: integer('house_number').notNull(),
    codeHash: text('code_hash').notNull(),
    /** Failed activations at this address while the code was live; at 100 the address's codes are revoked (ADR 0035). */
    failedAttempts: integer('failed_attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('activation_codes_address').on(t.measurementId, t.postalCode, t.houseNumber)],
);

/** Sessions by SHA-256 of the 256-bit id; idle and absolute expiry are checked on every use. */
export const sessions = pgTable(
  'sessions',
  {
    idHash: text('id_hash').primaryKey(),
    participatorId: integer('participator_id')
      .notNull()
      .references(() => participators.id, { onDelete: 'cascade' }),
    measurementId: integer('measurement_id')
      .notNull()
      .references(() => measurements.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    absoluteExpiresAt: timestamp('absolute_expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_participator').on(t.participatorId)],
);

/** E-mailed single-use login codes by SHA-256, valid 15 minutes. */
export const loginLinks = pgTable('login_links', {
  tokenHash: text('token_hash').primaryKey(),
  participatorId: integer('participator_id')
    .notNull()
    .references(() => participators.id, { onDelete: 'cascade' }),
  measurementId: integer('measurement_id')
    .notNull()
    .references(() => measurements.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/**
 * Sessions of working-group members (docs/decisions/0065): a table of their own, so a resident's session id can
 * never be looked up as a member's and the other way round. The member is an address on the campaign's list.
 */
export const workingGroupSessions = pgTable(
  'working_group_sessions',
  {
    idHash: text('id_hash').primaryKey(),
    measurementId: integer('measurement_id')
      .notNull()
      .references(() => measurements.id, { onDelete: 'cascade' }),
    /** Keyed hash of the member's e-mail address: ends the member's sessions when the address leaves the list. */
    memberHash: text('member_hash').notNull(),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    absoluteExpiresAt: timestamp('absolute_expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('working_group_sessions_member').on(t.measurementId, t.memberHash)],
);

/** E-mailed single-use login codes of working-group members by SHA-256, valid 15 minutes. */
export const workingGroupLoginLinks = pgTable('working_group_login_links', {
  tokenHash: text('token_hash').primaryKey(),
  measurementId: integer('measurement_id')
    .notNull()
    .references(() => measurements.id, { onDelete: 'cascade' }),
  memberHash: text('member_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/**
 * Organisers of campaigns (docs/decisions/0106): people of the cooperative or municipality who run the console at
 * /beheer. One row per person for the whole install; which campaigns they may run is in organiser_campaigns. The
 * address is kept (lower-cased): the console mails the sign-in link to it and the audit log names who did what.
 */
export const organisers = pgTable('organisers', {
  id: serial('id').primaryKey(),
  email: text('email').notNull().unique(),
  createdAt: createdAt(),
});

/** The campaigns an organiser may run: every console call about a campaign joins this table in its statement. */
export const organiserCampaigns = pgTable(
  'organiser_campaigns',
  {
    organiserId: integer('organiser_id')
      .notNull()
      .references(() => organisers.id, { onDelete: 'cascade' }),
    measurementId: integer('measurement_id')
      .notNull()
      .references(() => measurements.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.organiserId, t.measurementId] })],
);

/** Organisers' sessions: a table of their own, as the working group's (docs/decisions/0065, 0106). */
export const organiserSessions = pgTable('organiser_sessions', {
  idHash: text('id_hash').primaryKey(),
  organiserId: integer('organiser_id')
    .notNull()
    .references(() => organisers.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  absoluteExpiresAt: timestamp('absolute_expires_at', { withTimezone: true }).notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
});

/** E-mailed single-use sign-in codes of organisers by SHA-256, valid 15 minutes. */
export const organiserLoginLinks = pgTable('organiser_login_links', {
  tokenHash: text('token_hash').primaryKey(),
  organiserId: integer('organiser_id')
    .notNull()
    .references(() => organisers.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/**
 * What organisers did, for organisers to read: who (the organiser), what (an action word and counts or setting
 * names), when. Never a resident's name, address, answer or letter code.
 */
export const organiserAuditEvents = pgTable(
  'organiser_audit_events',
  {
    id: serial('id').primaryKey(),
    organiserId: integer('organiser_id').references(() => organisers.id, { onDelete: 'set null' }),
    measurementId: integer('measurement_id').references(() => measurements.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    detail: jsonb('detail').$type<Record<string, string | number | boolean>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('organiser_audit_events_campaign').on(t.measurementId, t.createdAt)],
);

/** Scratch answers of a flow in progress; folded into house_profiles and removed on flow sync. */
export const answers = pgTable(
  'answers',
  {
    id: serial('id').primaryKey(),
    participatorId: integer('participator_id')
      .notNull()
      .references(() => participators.id, { onDelete: 'cascade' }),
    realEstateId: integer('real_estate_id')
      .notNull()
      .references(() => realEstateObjects.id, { onDelete: 'cascade' }),
    flowId: text('flow_id').notNull(),
    questionCode: text('question_code').notNull(),
    value: text('value').notNull(),
    printableKey: text('printable_key'),
    printableValue: text('printable_value'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('answers_unique').on(t.participatorId, t.realEstateId, t.flowId, t.questionCode)],
);

/** The calculation input per home: field → { value, source, by, updatedAt } (provenance kept per field). */
export const houseProfiles = pgTable('house_profiles', {
  realEstateId: integer('real_estate_id')
    .primaryKey()
    .references(() => realEstateObjects.id, { onDelete: 'cascade' }),
  fields: jsonb('fields')
    .$type<Record<string, { value: unknown; source: string; by: number | null; updatedAt: string }>>()
    .notNull()
    .default({}),
  /** Answers as the resident gave them, kept so they stay readable after the scratch rows are gone. */
  answeredCodes: jsonb('answered_codes')
    .$type<
      Record<
        string,
        { value: string; flowId: string; by: number | null; printableKey: string | null; printableValue: string | null }
      >
    >()
    .notNull()
    .default({}),
  updatedAt: updatedAt(),
});

export const flowProgress = pgTable(
  'flow_progress',
  {
    participatorId: integer('participator_id')
      .notNull()
      .references(() => participators.id, { onDelete: 'cascade' }),
    realEstateId: integer('real_estate_id')
      .notNull()
      .references(() => realEstateObjects.id, { onDelete: 'cascade' }),
    flowId: text('flow_id').notNull(),
    percentage: doublePrecision('percentage').notNull().default(0),
    history: text('history').notNull().default(''),
    // Set the first time the flow passes 98 %, never cleared: restarting a finished questionnaire keeps its medal,
    // the dashboard level and the advice until the new round is finished (docs/decisions/0070-restart-keeps-medal.md).
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.participatorId, t.realEstateId, t.flowId] })],
);

/**
 * What SQL needs of a home's advice: the hash of the input it was last computed from and the one figure the
 * aggregates read, the home's gas use. The advice itself is computed on read — the engine is faster than
 * reading a stored result back (docs/decisions/0109-one-advice-pipeline.md).
 */
export const adviceResults = pgTable('advice_results', {
  realEstateId: integer('real_estate_id')
    .primaryKey()
    .references(() => realEstateObjects.id, { onDelete: 'cascade' }),
  inputHash: text('input_hash').notNull(),
  gasM3PerYear: doublePrecision('gas_m3_per_year').notNull(),
  computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
  /** When gas_m3_per_year last took another value: the neighbourhood figure counts changed households by it. */
  gasChangedAt: timestamp('gas_changed_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The neighbourhood gas figure as last published per campaign (docs/decisions/0091): it changes only when at least
 * ten households changed since, so no difference between two published figures shows one household.
 */
export const neighbourhoodFigures = pgTable('neighbourhood_figures', {
  measurementId: integer('measurement_id')
    .primaryKey()
    .references(() => measurements.id, { onDelete: 'cascade' }),
  gasM3PerYear: integer('gas_m3_per_year').notNull(),
  /** Households counted, rounded down to tens: shown as 'at least'. */
  householdsAtLeast: integer('households_at_least').notNull(),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
});

/** Favourite and enthusiasm per route; advice_id -1 with sentiment -1 means the route is rejected. */
export const preferences = pgTable(
  'preferences',
  {
    participatorId: integer('participator_id')
      .notNull()
      .references(() => participators.id, { onDelete: 'cascade' }),
    realEstateId: integer('real_estate_id')
      .notNull()
      .references(() => realEstateObjects.id, { onDelete: 'cascade' }),
    route: text('route', { enum: ROUTE_CODES }).notNull(),
    adviceId: integer('advice_id'),
    sentiment: integer('sentiment'),
    /** The favourite and enthusiasm a rejection set aside: 'Toch weer bekijken' gives them back (issue #35.5). */
    adviceIdBeforeRejection: integer('advice_id_before_rejection'),
    sentimentBeforeRejection: integer('sentiment_before_rejection'),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.participatorId, t.realEstateId, t.route] })],
);

export const helpRequests = pgTable('help_requests', {
  id: serial('id').primaryKey(),
  measurementId: integer('measurement_id')
    .notNull()
    .references(() => measurements.id, { onDelete: 'cascade' }),
  participatorId: integer('participator_id')
    .notNull()
    .references(() => participators.id, { onDelete: 'cascade' }),
  message: text('message').notNull(),
  /** How to reach a resident who has no e-mail address on file (phone or e-mail), as they typed it. */
  contact: text('contact'),
  url: text('url').notNull().default(''),
  flowId: text('flow_id'),
  flowHistory: text('flow_history'),
  mailedAt: timestamp('mailed_at', { withTimezone: true }),
  /** Set when the working group marks the request handled; handled requests can be purged. */
  handledAt: timestamp('handled_at', { withTimezone: true }),
  createdAt: createdAt(),
});

export const incorrectDataReports = pgTable('incorrect_data_reports', {
  id: serial('id').primaryKey(),
  measurementId: integer('measurement_id')
    .notNull()
    .references(() => measurements.id, { onDelete: 'cascade' }),
  participatorId: integer('participator_id')
    .notNull()
    .references(() => participators.id, { onDelete: 'cascade' }),
  message: text('message').notNull(),
  mailedAt: timestamp('mailed_at', { withTimezone: true }),
  /** Set when the working group marks the report handled; handled reports can be purged. */
  handledAt: timestamp('handled_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/** What happened, without who: never a name, e-mail, session id or answer value. */
export const auditEvents = pgTable('audit_events', {
  id: serial('id').primaryKey(),
  measurementId: integer('measurement_id'),
  kind: text('kind').notNull(),
  detail: jsonb('detail').$type<Record<string, string | number | boolean>>().notNull().default({}),
  createdAt: createdAt(),
});

/** Fixed-window counters shared by every instance (rate limits on sign-in and help requests). */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: text('key').primaryKey(),
  count: integer('count').notNull().default(0),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The working-group overview as last published per campaign (docs/decisions/0093). `household_states` maps each
 * counted household's id to a hash of what the overview counts of it, so the next reading can tell how many
 * households changed; a deletion removes its entry.
 */
export const workingGroupOverviews = pgTable('working_group_overviews', {
  measurementId: integer('measurement_id')
    .primaryKey()
    .references(() => measurements.id, { onDelete: 'cascade' }),
  overview: jsonb('overview').$type<WorkingGroupOverview>().notNull(),
  householdStates: jsonb('household_states').$type<Record<string, string>>().notNull(),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
});

/**
 * 'Mijn warmteplan' shared with a coach or installer (issue 29, docs/decisions/0101): one row per share the
 * household consented to, with the address it went to and what it holds. The link's token is stored only as its
 * SHA-256, like login links; a share ends when it expires (14 days) or the household revokes it, and goes with the
 * household when it deletes its data.
 */
export const planShares = pgTable(
  'plan_shares',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    participatorId: integer('participator_id')
      .notNull()
      .references(() => participators.id, { onDelete: 'cascade' }),
    realEstateId: integer('real_estate_id')
      .notNull()
      .references(() => realEstateObjects.id, { onDelete: 'cascade' }),
    measurementId: integer('measurement_id')
      .notNull()
      .references(() => measurements.id, { onDelete: 'cascade' }),
    recipientEmail: text('recipient_email').notNull(),
    includeAnswers: boolean('include_answers').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('plan_shares_participator_idx').on(t.participatorId)],
);

/** Every opening of a shared plan's link, so the household sees when its plan was looked at. */
export const planShareOpenings = pgTable(
  'plan_share_openings',
  {
    id: serial('id').primaryKey(),
    shareId: integer('share_id')
      .notNull()
      .references(() => planShares.id, { onDelete: 'cascade' }),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('plan_share_openings_share_idx').on(t.shareId)],
);

/**
 * 'De buurtkeuze' as last published for a campaign (docs/decisions/0108): the routes' scenarios summed over its
 * homes, and a short hash per household of the answers they count. Like the overview (docs/decisions/0093) a new
 * one is computed only once at least ten households changed their answers; every reading between answers this one.
 */
export const neighbourhoodChoices = pgTable('neighbourhood_choices', {
  measurementId: integer('measurement_id')
    .primaryKey()
    .references(() => measurements.id, { onDelete: 'cascade' }),
  scenarios: jsonb('scenarios').$type<NeighbourhoodScenarios>().notNull(),
  householdStates: jsonb('household_states').$type<Record<string, string>>().notNull(),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
});

/**
 * PBL's Startanalyse outcome for the campaign's buurt, entered or imported by the organiser (issue #28.3): the
 * national costs per strategy variant from PBL's published tables and the cheapest one. One buurt per campaign.
 */
export const startanalyseOutcomes = pgTable('startanalyse_outcomes', {
  measurementId: integer('measurement_id')
    .primaryKey()
    .references(() => measurements.id, { onDelete: 'cascade' }),
  buurtCode: text('buurt_code').notNull(),
  buurtName: text('buurt_name').notNull().default(''),
  /** The Startanalyse edition (2020, 2025 …). */
  year: integer('year').notNull(),
  /** The buurt's land area in hectares (CBS Kerncijfers wijken en buurten), for the heat demand density. */
  areaHa: doublePrecision('area_ha'),
  /** National costs in € per year for the whole buurt, per strategy variant (S1a, S2b …). */
  nationalCosts: jsonb('national_costs').$type<Record<string, number>>().notNull(),
  importedAt: timestamp('imported_at', { withTimezone: true }).notNull(),
});

// ── Issue #38.2: an installer's quote checked against the home (docs/decisions/0130-installer-quote-check.md) ──

/**
 * What a household typed from an installer's quote for one of its homes. Only the typed facts are kept; the check
 * is computed again on every read, so it follows the home's advice as its answers change.
 */
export const installerQuotes = pgTable(
  'installer_quotes',
  {
    id: serial('id').primaryKey(),
    participatorId: integer('participator_id')
      .notNull()
      .references(() => participators.id, { onDelete: 'cascade' }),
    realEstateId: integer('real_estate_id')
      .notNull()
      .references(() => realEstateObjects.id, { onDelete: 'cascade' }),
    measurementId: integer('measurement_id')
      .notNull()
      .references(() => measurements.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    solutionCode: text('solution_code').notNull(),
    outputKW: doublePrecision('output_kw'),
    outputRatedAt: text('output_rated_at', { enum: OUTPUT_RATINGS }),
    maxFlowC: integer('max_flow_c'),
    priceEur: doublePrecision('price_eur').notNull(),
    includes: jsonb('includes').$type<QuoteItem[]>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('installer_quotes_participator_home_idx').on(t.participatorId, t.realEstateId)],
);

// ---- Issue #38.1 and #38.4: the steps of a chosen route and the reminders a resident asked for (h-steps, record 0129).

/**
 * What a household set for one step of a route it chose (issue #38.1): status, a date and its own note. A row exists
 * only once the resident set something; a step without a row is 'not_started'. Which steps a route has for the home
 * is derived from the advice on every read (src/engine/route-steps.ts), so nothing here goes stale when the advice
 * moves. The working group's progress counts these rows (cells of ten or more); the column names are relied on.
 */
export const routeSteps = pgTable(
  'route_steps',
  {
    id: serial('id').primaryKey(),
    participatorId: integer('participator_id')
      .notNull()
      .references(() => participators.id, { onDelete: 'cascade' }),
    measurementId: integer('measurement_id')
      .notNull()
      .references(() => measurements.id, { onDelete: 'cascade' }),
    realEstateId: integer('real_estate_id')
      .notNull()
      .references(() => realEstateObjects.id, { onDelete: 'cascade' }),
    route: text('route', { enum: ROUTE_CODES }).notNull(),
    stepCode: text('step_code', { enum: ROUTE_STEP_CODES }).notNull(),
    status: text('status', { enum: ROUTE_STEP_STATUSES }).notNull().default('not_started'),
    /** The day the resident gives for the step (when it was done, or is planned), in their own calendar. */
    doneOn: date('done_on', { mode: 'string' }),
    note: text('note').notNull().default(''),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('route_steps_household_step').on(t.participatorId, t.realEstateId, t.route, t.stepCode),
    index('route_steps_campaign_step').on(t.measurementId, t.route, t.stepCode),
  ],
);

/**
 * A reminder mail the resident asked for from a step (issue #38.4): nothing is sent without this row. The first mail
 * goes on `remind_on`, at most REMINDER_MAILS in all a week apart, and none once the step is done or the reminder is
 * stopped. Each mail carries its own stop link; only the SHA-256 of its token is kept, like login links.
 */
export const stepReminders = pgTable(
  'step_reminders',
  {
    id: serial('id').primaryKey(),
    participatorId: integer('participator_id')
      .notNull()
      .references(() => participators.id, { onDelete: 'cascade' }),
    measurementId: integer('measurement_id')
      .notNull()
      .references(() => measurements.id, { onDelete: 'cascade' }),
    realEstateId: integer('real_estate_id')
      .notNull()
      .references(() => realEstateObjects.id, { onDelete: 'cascade' }),
    route: text('route', { enum: ROUTE_CODES }).notNull(),
    stepCode: text('step_code', { enum: REMINDER_STEP_CODES }).notNull(),
    /** The day the next mail is due (Europe/Amsterdam). */
    remindOn: date('remind_on', { mode: 'string' }).notNull(),
    mailsSent: integer('mails_sent').notNull().default(0),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
    /** SHA-256 of the stop token of every mail sent, so each mail's link works. */
    stopTokenHashes: jsonb('stop_token_hashes').$type<string[]>().notNull().default([]),
    stoppedAt: timestamp('stopped_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('step_reminders_household_step').on(t.participatorId, t.realEstateId, t.route, t.stepCode),
    index('step_reminders_due').on(t.remindOn),
    index('step_reminders_stop_tokens').using('gin', t.stopTokenHashes),
  ],
);

// ── Issue #38.3: the energy-saving loan (docs/decisions/0131-energy-saving-loan.md) ──────────────────────────────

/**
 * The household's income band for the energy-saving loan, if it gave one: one row per participator, only for the
 * loan's monthly payment. Never read by the working group's or the console's views; shown and exported by Mijn data
 * and gone with the household (cascade).
 */
export const loanIncomeBands = pgTable('loan_income_bands', {
  participatorId: integer('participator_id')
    .primaryKey()
    .references(() => participators.id, { onDelete: 'cascade' }),
  incomeBand: text('income_band', { enum: INCOME_BAND_CODES }).notNull(),
  updatedAt: updatedAt(),
});

// ── Issue #38.5: the neighbourhood's progress on the routes' steps (docs/decisions/0131-energy-saving-loan.md) ────

/**
 * The progress as last published per campaign: counts per route and step, each ten or more or '< 10', and a short
 * hash per household of the steps it counts, so a new publication is made only once ten households changed
 * (publish-in-steps.ts, as the overview). A deletion removes the household's hash.
 */
export const routeProgressPublications = pgTable('route_progress_publications', {
  measurementId: integer('measurement_id')
    .primaryKey()
    .references(() => measurements.id, { onDelete: 'cascade' }),
  progress: jsonb('progress').$type<RouteProgress>().notNull(),
  householdStates: jsonb('household_states').$type<Record<string, string>>().notNull(),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
});

/** Every publication of the progress, for the view over time and the municipality's CSV: published cells only. */
export const routeProgressHistory = pgTable(
  'route_progress_history',
  {
    id: serial('id').primaryKey(),
    measurementId: integer('measurement_id')
      .notNull()
      .references(() => measurements.id, { onDelete: 'cascade' }),
    progress: jsonb('progress').$type<RouteProgress>().notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('route_progress_history_campaign').on(t.measurementId, t.publishedAt)],
);
// ---------------------------------------------------------------------------------------------------------------
// Issue #39 (points 1 and 2): a household's meter readings and the KNMI weather they are measured against.

/**
 * A household's meter readings (issue #39.1): a meter's counters on a date ('meter') or a day's use as a supplier's
 * app or a P1 reader exports it ('dailyUse'). One row per home, kind and date; the participator who added it owns
 * it, so deleting their data deletes it (and the home's readings go with a home they alone had).
 */
export const meterReadings = pgTable(
  'meter_readings',
  {
    id: serial('id').primaryKey(),
    realEstateId: integer('real_estate_id')
      .notNull()
      .references(() => realEstateObjects.id, { onDelete: 'cascade' }),
    participatorId: integer('participator_id')
      .notNull()
      .references(() => participators.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['meter', 'dailyUse'] }).notNull(),
    /** ISO date (YYYY-MM-DD): the day the counters were read, or the day of use. */
    date: text('date').notNull(),
    gasM3: doublePrecision('gas_m3'),
    electricityKwh: doublePrecision('electricity_kwh'),
    /** 'typed', or the format of the file the row came from. */
    source: text('source').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('meter_readings_home_kind_date').on(t.realEstateId, t.kind, t.date),
    index('meter_readings_participator_idx').on(t.participatorId),
  ],
);

/** A KNMI station whose daily data was imported, with where it stands (from the file's own header). */
export const weatherStations = pgTable('weather_stations', {
  /** KNMI's station number (260 is De Bilt). */
  code: integer('code').primaryKey(),
  name: text('name').notNull(),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
  importedAt: timestamp('imported_at', { withTimezone: true }).notNull(),
});

/** A station's daily mean temperature (KNMI's TG, in °C) per date: public data, shared by every campaign. */
export const weatherDays = pgTable(
  'weather_days',
  {
    station: integer('station')
      .notNull()
      .references(() => weatherStations.code, { onDelete: 'cascade' }),
    /** ISO date (YYYY-MM-DD). */
    date: text('date').notNull(),
    meanC: doublePrecision('mean_c').notNull(),
  },
  (t) => [primaryKey({ columns: [t.station, t.date] })],
);

// ---------------------------------------------------------------------------------------------------------------
// Issue #39 (point 5): the guided low-temperature test ('50-gradentest', docs/decisions/0136).

/**
 * A household's low-temperature test of one of its homes: the flow temperature the boiler was set to and the day
 * it started. One per household and home; starting again replaces it. Goes with the household (and the home).
 */
export const lowTemperatureTests = pgTable(
  'low_temperature_tests',
  {
    id: serial('id').primaryKey(),
    participatorId: integer('participator_id')
      .notNull()
      .references(() => participators.id, { onDelete: 'cascade' }),
    realEstateId: integer('real_estate_id')
      .notNull()
      .references(() => realEstateObjects.id, { onDelete: 'cascade' }),
    /** °C: 45, 50 or 55 (contract/low-temperature-test.ts). */
    setPointC: integer('set_point_c').notNull(),
    /** ISO date (YYYY-MM-DD). */
    startDate: text('start_date').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('low_temperature_tests_household_home').on(t.participatorId, t.realEstateId)],
);

/**
 * One answered day of a test: whether every room stayed warm, and the rooms that did not (keys of TEST_ROOMS). The
 * outdoor temperature is not stored: it is read from weather_days, so a KNMI file imported later fills it in.
 */
export const lowTemperatureTestDays = pgTable(
  'low_temperature_test_days',
  {
    testId: integer('test_id')
      .notNull()
      .references(() => lowTemperatureTests.id, { onDelete: 'cascade' }),
    /** The household again, so erasure and Mijn data need no join (and the cascade holds without the test). */
    participatorId: integer('participator_id')
      .notNull()
      .references(() => participators.id, { onDelete: 'cascade' }),
    /** ISO date (YYYY-MM-DD). */
    date: text('date').notNull(),
    allWarm: boolean('all_warm').notNull(),
    coldRooms: jsonb('cold_rooms').$type<string[]>().notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.testId, t.date] })],
);

/** The working group's view of the tests as last published, with a hash per household (publish-in-steps.ts). */
export const lowTemperatureOverviews = pgTable('low_temperature_overviews', {
  measurementId: integer('measurement_id')
    .primaryKey()
    .references(() => measurements.id, { onDelete: 'cascade' }),
  overview: jsonb('overview').$type<LowTemperatureOverviewContent>().notNull(),
  householdStates: jsonb('household_states').$type<Record<string, string>>().notNull(),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
});
