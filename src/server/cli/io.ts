import { SingleBar } from 'cli-progress';

/** Where a command writes: the terminal in `main.ts`, arrays in tests. */
export interface CliIo {
  out(line: string): void;
  err(line: string): void;
  /** A progress bar on stderr when it is a terminal; silent otherwise (pipes, logs, tests). */
  progress(total: number, label: string): Progress;
  now(): Date;
}

export interface Progress {
  tick(count?: number): void;
  stop(): void;
}

const silent: Progress = { tick: () => {}, stop: () => {} };

export function terminalIo(): CliIo {
  return {
    out: (line) => void process.stdout.write(`${line}\n`),
    err: (line) => void process.stderr.write(`${line}\n`),
    progress: (total, label) => {
      if (!process.stderr.isTTY || total < 1) return silent;
      const bar = new SingleBar({
        stream: process.stderr,
        format: `${label} [{bar}] {value}/{total} ({percentage}%) {eta_formatted} left`,
        hideCursor: true,
        clearOnComplete: true,
      });
      bar.start(total, 0);
      return { tick: (count = 1) => bar.increment(count), stop: () => bar.stop() };
    },
    now: () => new Date(),
  };
}

/** For tests: lines collected, no progress bar, a fixed or real clock. */
export function recordingIo(now: () => Date = () => new Date()): CliIo & { stdout: string[]; stderr: string[] } {
  const stdout: string[] = [];
  const stderr: string[] = [];
  return {
    stdout,
    stderr,
    out: (line) => void stdout.push(line),
    err: (line) => void stderr.push(line),
    progress: () => silent,
    now,
  };
}

/** Wrong use of a command: printed as one line, exit code 2. */
export class UsageError extends Error {}

/** Bad input (a file, a value): every problem on its own line, exit code 1, nothing written. */
export class InputError extends Error {
  constructor(
    readonly problems: string[],
    summary: string,
  ) {
    super(summary);
  }
}
