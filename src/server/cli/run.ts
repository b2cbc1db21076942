import { parseArgs } from 'node:util';
import type { Config } from '../config.ts';
import type { Store } from '../db/client.ts';
import { helpLine, type Command } from './command.ts';
import { addressCommands } from './commands/addresses.ts';
import { campaignCommands } from './commands/campaign.ts';
import { demoCommands } from './commands/demo.ts';
import { measurementCommands } from './commands/measurement.ts';
import { organiserCommands } from './commands/organiser.ts';
import { settingsCommands } from './commands/settings.ts';
import { startanalyseCommands } from './commands/startanalyse.ts';
import { weatherCommands } from './commands/weather.ts';
import { InputError, UsageError, type CliIo } from './io.ts';

export const COMMANDS: Record<string, Command> = {
  ...measurementCommands,
  ...settingsCommands,
  ...addressCommands,
  ...campaignCommands,
  ...organiserCommands,
  ...demoCommands,
  ...startanalyseCommands,
  ...weatherCommands,
};

const FOOTER = `The store is the one the server uses: DATABASE_URL (PostgreSQL) or the embedded PGlite in DATA_DIR (default ./data).
The embedded store allows one process at a time: stop the server first, or use DATABASE_URL.
Run npm run cli -- <command> --help for a command's options.`;

function overview(): string {
  const lines = Object.entries(COMMANDS).map(([name, c]) => helpLine(name, c.summary));
  return `Buurtwarmte organiser commands\n\nUsage: npm run cli -- <command> [options]\n\nCommands:\n${lines.join('\n')}\n\nOptions:\n  -h, --help                    Show this help (or a command's)\n\n${FOOTER}`;
}

function commandHelp(name: string, command: Command): string {
  return `${command.summary}\n\nUsage: npm run cli -- ${command.usage}\n${command.help ? `\nOptions:\n${command.help}\n` : ''}  -h, --help                    Show this help`;
}

/** The command named by the first one or two words of argv, and the rest. */
function findCommand(argv: string[]): { name: string; command: Command | undefined; rest: string[] } {
  const words = argv.slice(0, 2).filter((w) => !w.startsWith('-'));
  for (let n = words.length; n > 0; n -= 1) {
    const name = words.slice(0, n).join(' ');
    if (COMMANDS[name] && argv.slice(0, n).join(' ') === name)
      return { name, command: COMMANDS[name], rest: argv.slice(n) };
  }
  return { name: words.join(' '), command: undefined, rest: argv };
}

export interface CliDeps {
  io: CliIo;
  /** Opened only once the arguments are understood, so --help needs no database. */
  openStore(): Promise<Store>;
  config: Config;
  /** Close the store afterwards (false when a test owns it). */
  closeStore?: boolean;
}

/** Runs one organiser command; resolves to the exit code (0 ok, 1 bad input, 2 wrong use). */
export async function runCli(argv: string[], deps: CliDeps): Promise<number> {
  const { io } = deps;
  const { name, command, rest } = findCommand(argv);
  if (!command) {
    if (argv.length === 0 || argv[0] === '--help' || argv[0] === '-h') {
      io.out(overview());
      return 0;
    }
    io.err(`Unknown command "${name}". Run npm run cli -- --help for the list.`);
    return 2;
  }
  let parsed: { values: Record<string, string | boolean | string[] | undefined>; positionals: string[] };
  try {
    parsed = parseArgs({
      args: rest,
      allowPositionals: true,
      strict: true,
      options: { ...command.options, help: { type: 'boolean', short: 'h' } },
    }) as typeof parsed;
  } catch (error) {
    io.err(`${(error as Error).message}. Run npm run cli -- ${name} --help for the options.`);
    return 2;
  }
  if (parsed.values.help) {
    io.out(commandHelp(name, command));
    return 0;
  }
  let store: Store | undefined;
  try {
    store = await deps.openStore();
    await command.run({ store, config: deps.config, io, values: parsed.values, positionals: parsed.positionals });
    return 0;
  } catch (error) {
    if (error instanceof InputError) {
      for (const problem of error.problems) io.err(problem);
      io.err(error.message);
      return 1;
    }
    if (error instanceof UsageError) {
      io.err(error.message);
      return 2;
    }
    throw error;
  } finally {
    if (store && deps.closeStore !== false) await store.close();
  }
}
