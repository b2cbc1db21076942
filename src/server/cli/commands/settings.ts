import fs from 'node:fs/promises';
import { adviceSettingsOverridesSchema, type AdviceSettingsOverrides } from '../../../contract/settings.ts';
import { AdviceSettingsResolver, setCampaignSettingOverrides } from '../../advice/settings.ts';
import {
  MEASUREMENT_HELP,
  MEASUREMENT_OPTION,
  selectedMeasurement,
  type Command,
  type CommandContext,
} from '../command.ts';
import { InputError, UsageError } from '../io.ts';

/** Checks overrides against the contract's schema; every problem names its field. */
function validOverrides(candidate: unknown, source: string): AdviceSettingsOverrides {
  const parsed = adviceSettingsOverridesSchema.safeParse(candidate);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map(
    (i) => `${source}: ${i.path.length > 0 ? i.path.join('.') : '(settings)'}: ${i.message}`,
  );
  throw new InputError(problems, `${problems.length} problem(s) in the advice settings; nothing changed.`);
}

async function store(ctx: CommandContext, measurementId: number, overrides: AdviceSettingsOverrides | null) {
  // Announces the change: every server instance drops the campaign's cached advice, and each home's stored
  // advice no longer matches its input hash, so it is recomputed on its next read.
  await setCampaignSettingOverrides(ctx.store.db, measurementId, overrides, ctx.io.now());
  ctx.io.out(
    overrides === null || Object.keys(overrides).length === 0
      ? `Campaign ${measurementId} uses the default advice settings again.`
      : `Campaign ${measurementId} advice settings stored (${Object.keys(overrides).sort().join(', ')}); every home's advice follows on its next read (or run: recalculate).`,
  );
}

/** A value as typed: JSON when it parses (numbers, booleans, arrays, objects), else the text itself. */
function typedValue(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export const settingsCommands: Record<string, Command> = {
  'settings show': {
    summary: "Show a campaign's advice settings (defaults with its overrides)",
    usage: 'settings show [--measurement ID] [--overrides]',
    help: `${MEASUREMENT_HELP}\n  --overrides                   Only what the campaign changed, as JSON for settings import`,
    options: { ...MEASUREMENT_OPTION, overrides: { type: 'boolean' } },
    run: async (ctx) => {
      const row = await selectedMeasurement(ctx);
      if (ctx.values.overrides === true) {
        ctx.io.out(JSON.stringify(row.adviceSettings ?? {}, null, 2));
        return;
      }
      const { settings } = new AdviceSettingsResolver().resolve(row.adviceSettings, ctx.io.now().getFullYear());
      const changed = new Set(Object.keys(row.adviceSettings ?? {}));
      for (const [key, value] of Object.entries(settings))
        ctx.io.out(`${changed.has(key) ? '*' : ' '} ${key} = ${JSON.stringify(value)}`);
      ctx.io.out('(* = set for this campaign; the others are the defaults for this year)');
    },
  },
  'settings set': {
    summary: 'Change advice settings: KEY=VALUE ... (VALUE as JSON or text)',
    usage: 'settings set KEY=VALUE [KEY=VALUE ...] [--reset KEY ...] [--measurement ID]',
    help: [
      MEASUREMENT_HELP,
      '  --reset KEY                   Back to the default for KEY (repeatable); --reset all for every key',
      '',
      'Examples: settings set co2Tax=0.1 isSubsidiesTakenInConsideration=false typeOfGas=green_gas',
      '          settings set \'solutionsExcluded=["pellet_stove"]\'',
    ].join('\n'),
    options: { ...MEASUREMENT_OPTION, reset: { type: 'string', multiple: true } },
    run: async (ctx) => {
      const row = await selectedMeasurement(ctx);
      const resets = (ctx.values.reset as string[] | undefined) ?? [];
      const pairs = ctx.positionals;
      if (pairs.length === 0 && resets.length === 0) throw new UsageError('Give KEY=VALUE pairs or --reset KEY');
      const kept = resets.includes('all') ? [] : Object.entries(row.adviceSettings ?? {});
      const next: Record<string, unknown> = Object.fromEntries(kept.filter(([key]) => !resets.includes(key)));
      for (const pair of pairs) {
        const at = pair.indexOf('=');
        if (at < 1) throw new UsageError(`"${pair}" is not KEY=VALUE`);
        next[pair.slice(0, at)] = typedValue(pair.slice(at + 1));
      }
      const overrides = validOverrides(next, 'settings');
      await store(ctx, row.id, Object.keys(overrides).length === 0 ? null : overrides);
    },
  },
  'settings import': {
    summary: "Replace a campaign's advice settings overrides with a JSON file",
    usage: 'settings import FILE.json [--measurement ID]',
    help: `${MEASUREMENT_HELP}\n\nThe file holds an object with any of the keys settings show lists (settings show --overrides writes one).`,
    options: { ...MEASUREMENT_OPTION },
    run: async (ctx) => {
      const [file] = ctx.positionals;
      if (!file || ctx.positionals.length > 1) throw new UsageError('Give one JSON file');
      const row = await selectedMeasurement(ctx);
      let text: string;
      try {
        text = await fs.readFile(file, 'utf8');
      } catch {
        throw new UsageError(`Cannot read ${file}`);
      }
      let json: unknown;
      try {
        json = JSON.parse(text.replace(/^\uFEFF/, ''));
      } catch (error) {
        throw new InputError([`${file}: ${(error as Error).message}`], `${file} is not valid JSON; nothing changed.`);
      }
      const overrides = validOverrides(json, file);
      await store(ctx, row.id, Object.keys(overrides).length === 0 ? null : overrides);
    },
  },
};
