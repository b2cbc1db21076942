import { ConfigError, loadConfig } from '../config.ts';
import { DataDirInUseError } from '../db/data-dir-lock.ts';
import { openConfiguredStore, StoreUnavailableError } from '../db/open-configured-store.ts';
import { terminalIo } from './io.ts';
import { runCli } from './run.ts';

try {
  const config = loadConfig();
  process.exitCode = await runCli(process.argv.slice(2), {
    io: terminalIo(),
    config,
    openStore: () => openConfiguredStore(config),
  });
} catch (error) {
  if (error instanceof ConfigError || error instanceof DataDirInUseError || error instanceof StoreUnavailableError) {
    console.error(error.message);
    process.exitCode = 2;
  } else {
    throw error;
  }
}
