import fs from 'node:fs';
import path from 'node:path';

/**
 * Creates a directory and its missing parents one level at a time, then checks it is writable. Node's
 * recursive mkdir loops forever on some special file systems (`/proc/…`); one level at a time fails at once with
 * the real reason (ENOENT, EACCES, ENOTDIR, EROFS) for the caller to report.
 */
export function ensureWritableDirectory(dir: string): void {
  const missing: string[] = [];
  let current = path.resolve(dir);
  while (!fs.existsSync(current)) {
    missing.unshift(current);
    const parent = path.dirname(current);
    if (parent === current) break;
    current = parent;
  }
  for (const level of missing) fs.mkdirSync(level);
  fs.accessSync(dir, fs.constants.W_OK);
}
