import fs from 'node:fs';
import path from 'node:path';

export class DataDirInUseError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `The embedded database in ${dataDir} is in use by another process (pid ${pid}). Stop the server first, or set DATABASE_URL to use PostgreSQL, which allows several processes.`,
    );
  }
}

/**
 * PGlite is one process per data dir: a second opener would corrupt it. A pid file guards the dir;
 * a stale file (its process is gone) is taken over.
 */
export function acquireDataDirLock(dataDir: string): () => Promise<void> {
  const file = path.join(dataDir, 'buurtwarmte.pid');
  for (;;) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number(fs.readFileSync(file, 'utf8'));
      if (Number.isInteger(pid) && pid !== process.pid && isAlive(pid)) throw new DataDirInUseError(dataDir, pid);
      fs.rmSync(file, { force: true });
    }
  }
  return async () => {
    fs.rmSync(file, { force: true });
  };
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
