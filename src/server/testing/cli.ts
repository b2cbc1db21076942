import { loadConfig, type Config } from '../config.ts';
import type { Store } from '../db/client.ts';
import { recordingIo } from '../cli/io.ts';
import { runCli } from '../cli/run.ts';

export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs one organiser command against a test's store (left open), collecting what it prints. */
export async function cli(store: Store, argv: string[], env: Record<string, string> = {}): Promise<CliRun> {
  const io = recordingIo();
  const config: Config = loadConfig({ LOG_LEVEL: 'silent', WEB_DIR: '/nonexistent', ...env });
  const code = await runCli(argv, { io, config, openStore: async () => store, closeStore: false });
  return { code, stdout: io.stdout.join('\n'), stderr: io.stderr.join('\n') };
}
