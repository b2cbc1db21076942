/**
 * Bundle budget of the web app: the gzipped JavaScript a resident downloads for /welkom and /aanmelden,
 * printed next to a bare React + ReactDOM build made in the same run (so the ratio survives tool updates).
 * `npm run bench:web`; tests/unit/web-bundle-budget.test.ts fails the build when the budget is exceeded.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

const root = path.resolve(import.meta.dirname, '..');

/** Budget for the first two screens, in KB of gzipped JavaScript. */
export const webBudgetKb = 120;

/**
 * Source files (relative to src/web) whose chunks a visitor of /welkom and /aanmelden loads: the Dutch language
 * pack among them, since the app starts only once a pack is loaded (main.tsx; record 0140). Another language's pack
 * is about as large and replaces it.
 */
const firstScreens = [
  'index.html',
  'features/account/welcome-page.tsx',
  'features/account/sign-up-page.tsx',
  'locales/nl/messages.po',
];

interface ManifestChunk {
  file: string;
  src?: string;
  imports?: string[];
  isDynamicEntry?: boolean;
}

/** A page loaded on demand: its own JavaScript beyond what the first screens already loaded. */
export interface LazyChunk {
  source: string;
  kb: number;
}

const gzipKb = (files: Iterable<string>) =>
  [...files].reduce((sum, file) => sum + gzipSync(fs.readFileSync(file)).length, 0) / 1024;

async function buildApp(outDir: string): Promise<{ entryKb: number; lazy: LazyChunk[] }> {
  await build({
    configFile: path.join(root, 'vite.config.ts'),
    logLevel: 'silent',
    build: { outDir, emptyOutDir: true, manifest: true },
  });
  const manifest = JSON.parse(fs.readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  // Static imports are loaded with a chunk; dynamic ones (other pages, the privacy text) are not.
  const collect = (files: Set<string>, key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest: did a first-screen page move?`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach((next) => collect(files, next));
  };
  const js = (files: Iterable<string>) =>
    [...files].filter((file) => file.endsWith('.js')).map((file) => path.join(outDir, file));
  const entry = new Set<string>();
  firstScreens.forEach((key) => collect(entry, key));
  const lazy = Object.entries(manifest)
    .filter(([, chunk]) => chunk.isDynamicEntry)
    .map(([key, chunk]) => {
      const files = new Set<string>();
      collect(files, key);
      return { source: chunk.src ?? key, kb: gzipKb(js([...files].filter((file) => !entry.has(file)))) };
    })
    .sort((a, b) => b.kb - a.kb);
  return { entryKb: gzipKb(js(entry)), lazy };
}

async function buildBareReact(dir: string): Promise<number> {
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><div id="root"></div><script type="module" src="./main.js"></script>',
  );
  fs.writeFileSync(
    path.join(dir, 'main.js'),
    "import { createElement } from 'react';\nimport { createRoot } from 'react-dom/client';\ncreateRoot(document.getElementById('root')).render(createElement('p', null, 'hallo'));\n",
  );
  const outDir = path.join(dir, 'dist');
  await build({ root: dir, configFile: false, logLevel: 'silent', build: { outDir, emptyOutDir: true } });
  const assets = path.join(outDir, 'assets');
  return gzipKb(
    fs
      .readdirSync(assets)
      .filter((file) => file.endsWith('.js'))
      .map((file) => path.join(assets, file)),
  );
}

export async function measureWebBundle(): Promise<{
  appKb: number;
  bareReactKb: number;
  ratio: number;
  lazy: LazyChunk[];
}> {
  // Inside node_modules so the bare build resolves react from this package; removed afterwards.
  const cache = path.join(root, 'node_modules', '.cache');
  fs.mkdirSync(cache, { recursive: true });
  const tmp = fs.mkdtempSync(path.join(cache, 'bench-web-'));
  const appOut = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-web-app-'));
  // Vite takes React's development or production build from NODE_ENV, which vitest sets to 'test'.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    const { entryKb: appKb, lazy } = await buildApp(appOut);
    const bareReactKb = await buildBareReact(tmp);
    return { appKb, bareReactKb, ratio: appKb / bareReactKb, lazy };
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
    fs.rmSync(tmp, { recursive: true, force: true });
    fs.rmSync(appOut, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { appKb, bareReactKb, ratio, lazy } = await measureWebBundle();
  console.log(`budget: ${webBudgetKb} KB gz`);
  console.log(
    `web: ${appKb.toFixed(1)} KB gz for /welkom+/aanmelden (bare react ${bareReactKb.toFixed(1)} KB, ratio ${ratio.toFixed(2)})`,
  );
  console.log('lazy chunks, loaded on demand (KB gz beyond the entry):');
  for (const chunk of lazy) console.log(`  ${chunk.kb.toFixed(1).padStart(6)}  ${chunk.source}`);
  if (appKb > webBudgetKb) process.exitCode = 1;
}
