import path from 'node:path';
import { eq } from 'drizzle-orm';
import { realEstateObjects } from '../../db/schema.ts';
import { AdviceSettingsResolver } from '../../advice/settings.ts';
import { campaignReport } from '../../working-group/campaign-report.ts';
import { readFlowScripts } from '../../households/flow-scripts.ts';
import { letterAddresses, writeLetters } from '../../documents/letters.ts';
import { recalculateCampaign } from '../../advice/recalculate-campaign.ts';
import {
  MEASUREMENT_HELP,
  MEASUREMENT_OPTION,
  selectedMeasurement,
  stringValue,
  type Command,
  type CommandContext,
} from '../command.ts';
import { UsageError } from '../io.ts';

const LETTER_HELP = [
  MEASUREMENT_HELP,
  '  --replace                     New codes for every address; their older codes stop working',
  '                                (default: only addresses without a working code)',
  '  --url URL                     Public address of the web app in the QR link (default: PUBLIC_URL,',
  "                                else https:// and the campaign's first host name)",
  '',
  'Codes are stored only as hashes and printed only in the PDF: never in the terminal. Codes and PDF are',
  'written together; when the PDF cannot be written, no code is stored either.',
].join('\n');

/** The web app's public address for the QR links. */
function publicBaseUrl(ctx: CommandContext, hosts: string[]): string {
  const explicit = stringValue(ctx.values, 'url') ?? ctx.config.publicUrl;
  if (explicit) {
    try {
      const url = new URL(explicit);
      if (url.protocol === 'https:' || url.protocol === 'http:') return url.origin;
    } catch {
      // reported below
    }
    throw new UsageError(`--url ${explicit}: not an http(s) address`);
  }
  const host = hosts.find((h) => h !== 'localhost' && h !== '127.0.0.1');
  if (!host) throw new UsageError('No public address for the QR link: give --url https://… or set PUBLIC_URL');
  return `https://${host}`;
}

async function letters(ctx: CommandContext, outFile: string | undefined): Promise<void> {
  if (!outFile || !outFile.toLowerCase().endsWith('.pdf')) throw new UsageError('Give the output file, ending in .pdf');
  const campaign = await selectedMeasurement(ctx);
  const baseUrl = publicBaseUrl(ctx, campaign.hosts);
  const replace = ctx.values.replace === true;
  const now = ctx.io.now();
  const addresses = await letterAddresses(ctx.store.db, campaign.id, { replace, now });
  if (addresses.length === 0) {
    ctx.io.out(
      replace
        ? `Campaign ${campaign.id} has no addresses: import them first (addresses import).`
        : `Every address of campaign ${campaign.id} has a working code; nothing to print (use --replace for new letters).`,
    );
    return;
  }
  const progress = ctx.io.progress(addresses.length, 'Codes');
  let done = 0;
  const run = await writeLetters(ctx.store.db, campaign, addresses, {
    replace,
    now,
    baseUrl,
    outFile: path.resolve(outFile),
    onProgress: (n) => {
      progress.tick(n - done);
      done = n;
    },
  })
    .catch((error: unknown) => {
      const code = (error as { code?: unknown }).code;
      if (typeof code !== 'string' || !/^E[A-Z]+$/.test(code)) throw error;
      // The codes were inserted in the transaction that this failure rolled back.
      throw new UsageError(`Cannot write ${outFile} (${code}); no codes were stored, the old letters still work.`);
    })
    .finally(() => progress.stop());
  ctx.io.out(
    `${run.letters} letter(s) written to ${outFile} (one A4 page each, QR links to ${baseUrl}/aanmelden)${run.revoked > 0 ? `; ${run.revoked} older code(s) revoked` : ''}.`,
  );
}

export const campaignCommands: Record<string, Command> = {
  'codes generate': {
    summary: 'Issue letter codes (new addresses only, or --replace) and write their letters to a PDF',
    usage: 'codes generate --letters OUT.pdf [--replace] [--url URL] [--measurement ID]',
    help: `  --letters OUT.pdf             The PDF the new codes are printed in (required: nowhere else shows them)\n${LETTER_HELP}`,
    options: {
      ...MEASUREMENT_OPTION,
      letters: { type: 'string' },
      replace: { type: 'boolean' },
      url: { type: 'string' },
    },
    run: (ctx) => letters(ctx, stringValue(ctx.values, 'letters')),
  },
  letters: {
    summary: 'One A4 activation letter per address, with a new code and QR link (same as codes generate)',
    usage: 'letters OUT.pdf [--replace] [--url URL] [--measurement ID]',
    help: LETTER_HELP,
    options: { ...MEASUREMENT_OPTION, replace: { type: 'boolean' }, url: { type: 'string' } },
    run: (ctx) => {
      if (ctx.positionals.length !== 1) throw new UsageError('Give one output file, ending in .pdf');
      return letters(ctx, ctx.positionals[0]);
    },
  },
  report: {
    summary: "The working group's aggregates as text (every count at least 10, else '< 10')",
    usage: 'report [--measurement ID]',
    help: MEASUREMENT_HELP,
    options: { ...MEASUREMENT_OPTION },
    run: async (ctx) => {
      const campaign = await selectedMeasurement(ctx);
      ctx.io.out(`Campagne ${campaign.id} "${campaign.name}" — ${ctx.io.now().toISOString().slice(0, 10)}`);
      for (const section of await campaignReport(
        {
          db: ctx.store.db,
          adviceSettings: new AdviceSettingsResolver(),
          flows: readFlowScripts(ctx.config.contentDir),
        },
        campaign.id,
        ctx.io.now(),
      )) {
        ctx.io.out('');
        ctx.io.out(section.title);
        if (section.intro) ctx.io.out(`  ${section.intro}`);
        if (section.rows.length === 0) ctx.io.out('  (geen)');
        const width = Math.max(0, ...section.rows.map(([label]) => label.length));
        for (const [label, value] of section.rows) ctx.io.out(`  ${label.padEnd(width)}  ${value}`);
      }
    },
  },
  recalculate: {
    summary: "Recompute and store every home's advice",
    usage: 'recalculate [--force] [--measurement ID]',
    help: `${MEASUREMENT_HELP}\n  --force                       Also homes whose stored advice is up to date`,
    options: { ...MEASUREMENT_OPTION, force: { type: 'boolean' } },
    run: async (ctx) => {
      const campaign = await selectedMeasurement(ctx);
      const started = performance.now();
      const total = await ctx.store.db.$count(realEstateObjects, eq(realEstateObjects.measurementId, campaign.id));
      const progress = ctx.io.progress(total, 'Homes');
      let done = 0;
      const outcome = await recalculateCampaign(ctx.store.db, campaign.id, {
        force: ctx.values.force === true,
        now: ctx.io.now(),
        onProgress: (count) => {
          progress.tick(count - done);
          done = count;
        },
      }).finally(() => progress.stop());
      const seconds = (performance.now() - started) / 1000;
      ctx.io.out(
        `${outcome.homes} home(s) of campaign ${campaign.id} checked, ${outcome.recalculated} recalculated in ${seconds.toFixed(1)} s (${Math.round(outcome.homes / Math.max(seconds, 0.001))} homes/s).`,
      );
    },
  },
};
