// `npm start`: build when the sources are newer than the build, then run the built server in this process
// (so the PID that gets SIGTERM is the server's own, and no dev tooling runs once the build is current).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 20 || (major === 20 && minor < 19)) {
  console.error(`Buurtwarmte needs Node 20.19 or newer; this is Node ${process.versions.node}.`);
  process.exit(1);
}

const root = path.resolve(import.meta.dirname, '..');
const stamp = path.join(root, 'dist', '.build-stamp');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

const built =
  fs.existsSync(stamp) && fs.existsSync(path.join(root, 'dist/server/main.js')) ? fs.statSync(stamp).mtimeMs : 0;
const sourcesChanged = fs.existsSync(path.join(root, 'src')) && newestMtime(path.join(root, 'src')) > built;
if (built === 0 || sourcesChanged) {
  if (!fs.existsSync(path.join(root, 'node_modules/.bin/tsc'))) {
    console.error(
      built === 0
        ? 'No build found and no build tools installed: run `npm install` first.'
        : 'Sources changed but build tools are missing: running the existing build.',
    );
    if (built === 0) process.exit(1);
  } else {
    console.log('Building Buurtwarmte (first start or changed sources)…');
    const result = spawnSync('npm', ['run', '--silent', 'build'], { cwd: root, stdio: 'inherit' });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}
await import(path.join(root, 'dist/server/main.js'));
