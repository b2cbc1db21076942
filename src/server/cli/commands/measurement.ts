import { and, asc, count, eq, isNotNull, lt, sql } from 'drizzle-orm';
import { z } from 'zod';
import { measurementModeSchema, TIMELINE_STEP_KEYS, type TimelineStepKey } from '../../../contract/measurement.ts';
import { insertCampaign, updateCampaign, type CampaignFields } from '../../campaigns/campaign-rows.ts';
import { auditEvents, helpRequests, incorrectDataReports, measurements } from '../../db/schema.ts';
import {
  helpLine,
  MEASUREMENT_HELP,
  MEASUREMENT_OPTION,
  selectedMeasurement,
  stringValue,
  type Command,
  type Values,
} from '../command.ts';
import { InputError, UsageError } from '../io.ts';
import { LANGUAGES } from '../../../vocabulary/languages.ts';

type TimelineStep = { key: string; status: string; date: string | null };

const yesNo = z.enum(['yes', 'no', 'true', 'false', 'ja', 'nee']).transform((v) => ['yes', 'true', 'ja'].includes(v));
const hostName = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/, 'not a host name');
const isoDate = z.iso.date('a date as YYYY-MM-DD');

/** Each option, its column and how it is checked; the help text is built from the same list. */
const FIELDS = {
  name: { column: 'name', schema: z.string().trim().min(1).max(200), help: 'Campaign name, e.g. "Lindenbuurt"' },
  hosts: {
    column: 'hosts',
    schema: z
      .string()
      .transform((v) => v.split(',').filter((h) => h.trim() !== ''))
      .pipe(z.array(hostName)),
    help: 'Host names that open this campaign, comma-separated',
  },
  mode: {
    column: 'mode',
    schema: measurementModeSchema,
    help: 'DataGathering or Preference',
  },
  'ambassador-name': { column: 'ambassadorName', schema: z.string().trim().max(200), help: "Ambassador's name" },
  'ambassador-introduction': {
    column: 'ambassadorIntroduction',
    schema: z.string().trim().max(2000),
    help: "Ambassador's introduction (Dutch)",
  },
  'ambassador-image': {
    column: 'ambassadorPathToImage',
    schema: z
      .string()
      .trim()
      .regex(/^(|[\w./-]+\.(jpe?g|png|webp))$/i, 'a path to a .jpg, .png or .webp image'),
    help: "Path of the ambassador's photo on the CDN",
  },
  'show-help': { column: 'showHelp', schema: yesNo, help: 'yes|no: residents can ask the working group for help' },
  'show-website': { column: 'showWebsite', schema: yesNo, help: "yes|no: link to the campaign's website" },
  'website-url': {
    column: 'websiteUrl',
    schema: z.union([z.literal(''), z.url({ protocol: /^https?$/ })]),
    help: "The campaign's website (http or https)",
  },
  'working-group-name': {
    column: 'workingGroupName',
    schema: z.string().trim().max(200),
    help: "The working group's name",
  },
  'working-group-email': {
    column: 'workingGroupEmail',
    schema: z.union([z.literal(''), z.email()]),
    help: 'Where help requests and reports are sent',
  },
  'working-group-emails': {
    column: 'workingGroupEmails',
    schema: z
      .string()
      .transform((v) =>
        v
          .split(',')
          .map((e) => e.trim())
          .filter((e) => e !== ''),
      )
      .pipe(z.array(z.email())),
    help: 'Members who may sign in to the working-group view, comma-separated',
  },
  language: {
    column: 'language',
    schema: z.enum(LANGUAGES),
    help: "The campaign's language, that of its letters: nl (default) or en",
  },
  'letter-text': {
    column: 'letterText',
    schema: z.string().trim().max(600),
    help: "The campaign's own paragraph in the activation letter, in its language (B1, 'je'; at most 600 characters)",
  },
  'sign-up-days': {
    column: 'signUpWindowDays',
    schema: z.coerce.number().int().min(1).max(730),
    help: 'How many days a letter code works (default 90)',
  },
} as const;

type FieldName = keyof typeof FIELDS;

const FIELD_OPTIONS = Object.fromEntries(Object.keys(FIELDS).map((name) => [name, { type: 'string' }])) as Record<
  FieldName,
  { type: 'string' }
>;
const TIMELINE_OPTIONS = {
  'timeline-step': { type: 'string' },
  'timeline-date': { type: 'string', multiple: true },
  default: { type: 'boolean' },
} as const;

const FIELD_HELP = [
  ...Object.entries(FIELDS).map(([name, f]) => helpLine(`--${name} VALUE`, f.help)),
  helpLine(
    '--timeline-step KEY',
    `The current planning step (${TIMELINE_STEP_KEYS.join(', ')}); earlier steps become done`,
  ),
  helpLine('--timeline-date KEY=DATE', "A step's date as YYYY-MM-DD (repeat for more steps; KEY= clears it)"),
  helpLine('--default', 'Make this the campaign for host names no campaign lists'),
].join('\n');

/** The columns the options set, checked; every bad option is reported, none is written. */
function parseFields(values: Values, current: TimelineStep[]): CampaignFields {
  const problems: string[] = [];
  const set: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(FIELDS)) {
    const raw = stringValue(values, name);
    if (raw === undefined) continue;
    const parsed = (field.schema as z.ZodType).safeParse(raw);
    if (parsed.success) set[field.column] = parsed.data;
    else problems.push(`--${name}: ${parsed.error.issues.map((i) => i.message).join('; ')}`);
  }
  const step = stringValue(values, 'timeline-step');
  const dates = (values['timeline-date'] as string[] | undefined) ?? [];
  if (step !== undefined || dates.length > 0) {
    const timeline = TIMELINE_STEP_KEYS.map((key) => {
      const old = current.find((s) => s.key === key);
      return { key, status: old?.status ?? 'upcoming', date: old?.date ?? null };
    });
    if (step !== undefined) {
      const index = TIMELINE_STEP_KEYS.indexOf(step as TimelineStepKey);
      if (index < 0) problems.push(`--timeline-step: one of ${TIMELINE_STEP_KEYS.join(', ')}`);
      else timeline.forEach((s, i) => (s.status = i < index ? 'done' : i === index ? 'current' : 'upcoming'));
    }
    for (const entry of dates) {
      const [key, date = ''] = entry.split('=');
      const target = timeline.find((s) => s.key === key);
      if (!target) problems.push(`--timeline-date ${entry}: the step is one of ${TIMELINE_STEP_KEYS.join(', ')}`);
      else if (date !== '' && !isoDate.safeParse(date).success)
        problems.push(`--timeline-date ${entry}: a date as YYYY-MM-DD`);
      else target.date = date === '' ? null : date;
    }
    set.timeline = timeline;
  }
  if (problems.length > 0)
    throw new InputError(problems, `${problems.length} option(s) not accepted; nothing changed.`);
  return set;
}

function describe(row: typeof measurements.$inferSelect): string[] {
  const timeline = TIMELINE_STEP_KEYS.map((key) => {
    const step = row.timeline.find((s) => s.key === key);
    return `${key} ${step?.status ?? 'upcoming'}${step?.date ? ` ${step.date}` : ''}`;
  });
  return [
    `id:                    ${row.id}${row.isDefault ? ' (default campaign)' : ''}`,
    `name:                  ${row.name}`,
    `mode:                  ${row.mode}`,
    `hosts:                 ${row.hosts.join(', ') || '-'}`,
    `ambassador name:       ${row.ambassadorName || '-'}`,
    `ambassador intro:      ${row.ambassadorIntroduction || '-'}`,
    `ambassador image:      ${row.ambassadorPathToImage || '-'}`,
    `show help:             ${row.showHelp ? 'yes' : 'no'}`,
    `show website:          ${row.showWebsite ? 'yes' : 'no'}`,
    `website URL:           ${row.websiteUrl || '-'}`,
    `working group:         ${row.workingGroupName || '-'}`,
    `working-group e-mail:  ${row.workingGroupEmail || '-'}`,
    `working-group members: ${row.workingGroupEmails.join(', ') || '-'}`,
    `language:              ${row.language}`,
    `letter text:           ${row.letterText || '-'}`,
    `sign-up window:        ${row.signUpWindowDays} days`,
    `timeline:              ${timeline.join('; ')}`,
    `advice settings:       ${row.adviceSettings ? `${Object.keys(row.adviceSettings).length} override(s)` : 'defaults'}`,
  ];
}

export const measurementCommands: Record<string, Command> = {
  'measurement create': {
    summary: 'Create a campaign',
    usage: 'measurement create --name NAME [options]',
    help: FIELD_HELP,
    options: { ...FIELD_OPTIONS, ...TIMELINE_OPTIONS },
    run: async ({ store, io, values }) => {
      if (!stringValue(values, 'name')) throw new UsageError('--name is required');
      const fields = parseFields(values, []);
      const now = io.now();
      const row = await store.db.transaction((tx) =>
        insertCampaign(tx, { name: '', ...fields }, now, { makeDefault: values.default === true }),
      );
      io.out(`Campaign ${row.id} "${row.name}" created${row.isDefault ? ' (the default campaign)' : ''}.`);
    },
  },
  'measurement list': {
    summary: 'List the campaigns',
    usage: 'measurement list',
    help: '',
    options: {},
    run: async ({ store, io }) => {
      const rows = await store.db
        .select({
          id: measurements.id,
          name: measurements.name,
          mode: measurements.mode,
          hosts: measurements.hosts,
          isDefault: measurements.isDefault,
          // Written out: drizzle renders a column of the outer table unqualified here, so `id` meant the home's own id.
          homes: sql<number>`(select count(*)::int from real_estate_objects r where r.measurement_id = measurements.id)`,
        })
        .from(measurements)
        .orderBy(asc(measurements.id));
      if (rows.length === 0) io.out('No campaigns yet: create one with measurement create --name NAME');
      for (const r of rows)
        io.out(
          `${r.id}\t${r.name}\t${r.mode}\t${Number(r.homes)} ${Number(r.homes) === 1 ? 'home' : 'homes'}\t${r.hosts.join(',') || '-'}${r.isDefault ? '\t(default)' : ''}`,
        );
    },
  },
  'measurement show': {
    summary: "Show a campaign's settings",
    usage: 'measurement show [--measurement ID]',
    help: MEASUREMENT_HELP,
    options: { ...MEASUREMENT_OPTION },
    run: async (ctx) => {
      for (const line of describe(await selectedMeasurement(ctx))) ctx.io.out(line);
    },
  },
  'measurement set': {
    summary: "Change a campaign's settings",
    usage: 'measurement set [--measurement ID] [options]',
    help: `${MEASUREMENT_HELP}\n${FIELD_HELP}`,
    options: { ...MEASUREMENT_OPTION, ...FIELD_OPTIONS, ...TIMELINE_OPTIONS },
    run: async (ctx) => {
      const row = await selectedMeasurement(ctx);
      const fields = parseFields(ctx.values, row.timeline);
      if (Object.keys(fields).length === 0 && ctx.values.default !== true)
        throw new UsageError('Nothing to change: give at least one option (see --help)');
      const makeDefault = ctx.values.default === true;
      await ctx.store.db.transaction((tx) => updateCampaign(tx, row.id, fields, ctx.io.now(), { makeDefault }));
      const changed = [...Object.keys(fields), ...(makeDefault ? ['isDefault'] : [])];
      ctx.io.out(`Campaign ${row.id} updated: ${changed.join(', ')}.`);
    },
  },
  'measurement purge-requests': {
    summary: 'Delete handled help requests and reports, and audit events, older than a date',
    usage: 'measurement purge-requests --before DATE [--measurement ID] [--dry-run]',
    help: [
      MEASUREMENT_HELP,
      '  --before YYYY-MM-DD           Delete what was created before this date (UTC midnight)',
      '  --dry-run                     Only count what would be deleted',
    ].join('\n'),
    options: { ...MEASUREMENT_OPTION, before: { type: 'string' }, 'dry-run': { type: 'boolean' } },
    run: async (ctx) => {
      const before = stringValue(ctx.values, 'before');
      if (!before || !isoDate.safeParse(before).success) throw new UsageError('--before takes a date as YYYY-MM-DD');
      const cutoff = new Date(`${before}T00:00:00Z`);
      if (cutoff > ctx.io.now()) throw new UsageError('--before lies in the future');
      const row = await selectedMeasurement(ctx);
      const dryRun = ctx.values['dry-run'] === true;
      const counts = await ctx.store.db.transaction(async (tx) => {
        const helpWhere = and(
          eq(helpRequests.measurementId, row.id),
          isNotNull(helpRequests.handledAt),
          lt(helpRequests.createdAt, cutoff),
        );
        const reportWhere = and(
          eq(incorrectDataReports.measurementId, row.id),
          isNotNull(incorrectDataReports.handledAt),
          lt(incorrectDataReports.createdAt, cutoff),
        );
        const auditWhere = and(eq(auditEvents.measurementId, row.id), lt(auditEvents.createdAt, cutoff));
        if (dryRun) {
          const [h] = await tx.select({ n: count() }).from(helpRequests).where(helpWhere);
          const [r] = await tx.select({ n: count() }).from(incorrectDataReports).where(reportWhere);
          const [a] = await tx.select({ n: count() }).from(auditEvents).where(auditWhere);
          return { help: h!.n, reports: r!.n, audit: a!.n };
        }
        const help = await tx.delete(helpRequests).where(helpWhere).returning({ id: helpRequests.id });
        const reports = await tx
          .delete(incorrectDataReports)
          .where(reportWhere)
          .returning({ id: incorrectDataReports.id });
        const audit = await tx.delete(auditEvents).where(auditWhere).returning({ id: auditEvents.id });
        return { help: help.length, reports: reports.length, audit: audit.length };
      });
      ctx.io.out(
        `${dryRun ? 'Would delete' : 'Deleted'} ${counts.help} handled help request(s), ${counts.reports} handled report(s) and ${counts.audit} audit event(s) of campaign ${row.id} from before ${before}.`,
      );
    },
  },
};
