import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  areaEdges,
  cyclesOf,
  importsOf as importsOfText,
  renderServerAreas,
  SERVER_AREAS,
  SERVER_AREAS_DOC,
  SERVER_ENTRIES,
  SERVER_INFRASTRUCTURE,
  serverImportProblem,
  serverImports,
  type ServerImport,
} from '../../scripts/lib/server-areas.ts';

const root = path.resolve(import.meta.dirname, '../..');
const src = path.join(root, 'src');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) ? [full] : [];
  });
}

const importsOf = (file: string) => importsOfText(fs.readFileSync(file, 'utf8'));

const areaOf = (file: string) => path.relative(src, file).split(path.sep)[0]!;
/**
 * Tests, and the support tests share: the engine's property tests' (src/engine/testing/, which may use fast-check)
 * and the web's page tests' (src/web/testing/, which serves them content/'s questionnaires as the web server does).
 */
const isTest = (file: string) =>
  /\.test\.tsx?$/.test(file) ||
  file.includes(`${path.sep}engine${path.sep}testing${path.sep}`) ||
  file.includes(`${path.sep}web${path.sep}testing${path.sep}`);

/** Which packages each area may import at run time (docs/architecture.md, Boundaries). */
const allowedPackages: Record<string, (name: string) => boolean> = {
  vocabulary: () => false,
  engine: () => false,
  contract: (name) => name === 'zod',
  server: (name) => !['react', 'react-dom', 'react-router', '@tanstack/react-query'].includes(name),
  web: (name) =>
    !name.startsWith('node:') &&
    !['fastify', 'pg', '@electric-sql/pglite', 'drizzle-orm', 'nodemailer'].includes(name.split('/')[0]!),
};
/** The vocabulary (src/vocabulary) is the one leaf every area may import; it imports nothing but itself (0125). */
const allowedAreas: Record<string, string[]> = {
  vocabulary: ['vocabulary'],
  engine: ['engine', 'vocabulary'],
  contract: ['contract', 'engine', 'vocabulary'],
  server: ['server', 'contract', 'engine', 'vocabulary'],
  web: ['web', 'contract', 'engine', 'vocabulary'],
};

/**
 * Folders of src/web and what each may import (docs/architecture.md): presentational `ui`, shared client
 * state in `state`, the typed client in `api`, cross-feature helpers in `common`, one folder per feature,
 * and the `app` shell that puts features together. main.tsx and router.tsx may import anything.
 */
const webLayers: Record<string, string[]> = {
  ui: ['ui'],
  // The language packs (record 0140): loaded by the language state, and an area's packs by its texts modules
  // (record 0144), also those of a part that several features share (the route's steps, the measurement: 0150; the
  // working group's words the console shares: 0149).
  locales: ['locales'],
  state: ['state', 'locales'],
  api: ['api', 'state'],
  common: ['common', 'api', 'state', 'ui', 'locales'],
  features: ['features', 'common', 'api', 'state', 'ui', 'locales'],
  app: ['app', 'features', 'common', 'api', 'state', 'ui'],
};

function webLayerProblem(file: string, target: string): string | undefined {
  const web = path.join(src, 'web');
  if (!target.startsWith(web + path.sep)) return undefined;
  const [layer, feature] = path.relative(web, file).split(path.sep);
  const [targetLayer, targetFeature] = path.relative(web, target).split(path.sep);
  const allowed = webLayers[layer!];
  if (!allowed) return undefined;
  const rel = path.relative(root, file);
  if (!allowed.includes(targetLayer!)) return `${rel}: src/web/${layer} may not import src/web/${targetLayer}`;
  if (layer === 'features' && targetLayer === 'features' && feature !== targetFeature)
    return `${rel} imports another feature (src/web/features/${targetFeature}); share through src/web/common or src/web/state`;
  return undefined;
}

/** Import cycles among these files (type-only imports included: a cycle of types is still a tangle), each as a path. */
function importCycles(files: readonly string[]): string[][] {
  const known = new Set(files);
  const edges = new Map(
    files.map((file) => [
      file,
      importsOf(file)
        .filter(({ specifier }) => specifier.startsWith('.'))
        .map(({ specifier }) => path.resolve(path.dirname(file), specifier))
        .filter((target) => known.has(target)),
    ]),
  );
  const cycles: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (file: string) => {
    state.set(file, 'open');
    stack.push(file);
    for (const target of edges.get(file) ?? []) {
      if (state.get(target) === 'open') cycles.push([...stack.slice(stack.indexOf(target)), target]);
      else if (!state.has(target)) visit(target);
    }
    stack.pop();
    state.set(file, 'done');
  };
  for (const file of files) if (!state.has(file)) visit(file);
  return cycles.map((cycle) => cycle.map((file) => path.relative(root, file)));
}

describe('import boundaries', () => {
  const files = sourceFiles(src).filter((f) => !isTest(f));

  it('keeps every area of src/ in the rules, so a new folder cannot slip past them', () => {
    expect([...new Set(files.map(areaOf))].sort()).toEqual(Object.keys(allowedAreas).sort());
  });

  it.each(Object.keys(allowedAreas))('keeps src/%s within its allowed areas and packages', (area) => {
    const problems: string[] = [];
    for (const file of files.filter((f) => areaOf(f) === area)) {
      for (const { specifier, typeOnly } of importsOf(file)) {
        const rel = path.relative(root, file);
        if (specifier.startsWith('.')) {
          const target = path.resolve(path.dirname(file), specifier);
          if (!target.startsWith(src + path.sep)) {
            problems.push(`${rel} imports ${specifier}, outside src/`);
            continue;
          }
          const targetArea = areaOf(target);
          // The contract may name engine types, but must not pull engine code into the browser bundle.
          if (area === 'contract' && targetArea === 'engine' && !typeOnly)
            problems.push(`${rel} imports engine code (${specifier}); the contract may only import engine types`);
          else if (!allowedAreas[area]!.includes(targetArea))
            problems.push(
              `${rel} imports ${specifier} — src/${area} must not import src/${targetArea} (docs/architecture.md, Boundaries)`,
            );
        } else {
          const name = specifier.startsWith('@')
            ? specifier.split('/').slice(0, 2).join('/')
            : specifier.split('/')[0]!;
          if (!allowedPackages[area]!(specifier) && !allowedPackages[area]!(name)) {
            problems.push(
              `${rel} imports ${specifier} — ${area === 'engine' || area === 'vocabulary' ? `src/${area} must stay free of I/O and dependencies` : `src/${area} may not use this package`} (docs/architecture.md, Boundaries)`,
            );
          }
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('keeps the web layers apart: ui ← state ← api ← common ← one feature ← app', () => {
    const problems = files
      .filter((f) => areaOf(f) === 'web')
      .flatMap((file) =>
        importsOf(file)
          .filter(({ specifier }) => specifier.startsWith('.'))
          .map(({ specifier }) => webLayerProblem(file, path.resolve(path.dirname(file), specifier)))
          .filter((problem): problem is string => problem !== undefined),
      );
    expect(problems).toEqual([]);
  });

  it('reports a feature that imports another feature, and state that imports the api', () => {
    const web = path.join(src, 'web');
    expect(webLayerProblem(path.join(web, 'features/a/page.tsx'), path.join(web, 'features/b/texts.ts'))).toMatch(
      /another feature/,
    );
    expect(webLayerProblem(path.join(web, 'state/resident.ts'), path.join(web, 'api/progress.ts'))).toMatch(
      /src\/web\/state may not import src\/web\/api/,
    );
    expect(webLayerProblem(path.join(web, 'features/a/page.tsx'), path.join(web, 'state/storage.ts'))).toBeUndefined();
  });

  it('has no import cycle in src/ (issue 23: the advice settings, state cache and store went round)', () => {
    expect(importCycles(files)).toEqual([]);
  });

  it('finds a cycle where there is one', () => {
    const dir = fs.mkdtempSync(path.join(root, 'node_modules', '.cycle-'));
    try {
      fs.writeFileSync(path.join(dir, 'a.ts'), "import type { B } from './b.ts';\nexport type A = B;\n");
      fs.writeFileSync(path.join(dir, 'b.ts'), "import { c } from './c.ts';\nexport type B = number;\nc();\n");
      fs.writeFileSync(
        path.join(dir, 'c.ts'),
        "import type { A } from './a.ts';\nexport const c = (): A | void => {};\n",
      );
      const cycles = importCycles(['a.ts', 'b.ts', 'c.ts'].map((name) => path.join(dir, name)));
      expect(cycles).toHaveLength(1);
      expect(cycles[0]!.map((file) => path.basename(file))).toEqual(['a.ts', 'b.ts', 'c.ts', 'a.ts']);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('finds the import rules on a file that breaks them', () => {
    const text = "import fs from 'node:fs';\nimport type { X } from '../server/app.ts';\n";
    const found = importsOfText(text).map((i) => i.specifier);
    expect(found).toEqual(['node:fs', '../server/app.ts']);
  });
});

/**
 * The areas of src/server (issue #37.1, docs/decisions/0128): routes → services → shared infrastructure. An area's
 * services may use infrastructure and the services of the areas scripts/lib/server-areas.ts lists for it; nothing
 * but app.ts imports a route; a service never imports the app context; infrastructure never imports an area.
 */
describe('the areas of src/server', () => {
  const imports = serverImports();

  it('keeps every import of src/server within the layer rules', () => {
    expect(imports.map(({ from, to }) => serverImportProblem(from, to)).filter(Boolean)).toEqual([]);
  });

  it('names every folder and root module of src/server as infrastructure, an area or an entry point', () => {
    const named = new Set([...SERVER_INFRASTRUCTURE, ...SERVER_ENTRIES, ...Object.keys(SERVER_AREAS)]);
    const entries = fs
      .readdirSync(path.join(src, 'server'), { withFileTypes: true })
      .filter((e) => e.isDirectory() || (/\.ts$/.test(e.name) && !/\.test\.ts$/.test(e.name)))
      .map((e) => e.name);
    expect(entries.filter((name) => !named.has(name))).toEqual([]);
  });

  it('has no circle between the areas, neither in what their services import nor in what the rules allow', () => {
    expect(cyclesOf(areaEdges(imports, false))).toEqual([]);
    expect(cyclesOf(new Map(Object.entries(SERVER_AREAS).map(([area, uses]) => [area, new Set(uses)])))).toEqual([]);
  });

  it('fails a service that imports the app context or a route, and infrastructure that imports an area', () => {
    const fixture: ServerImport[] = [
      { from: 'advice/heat-plan.ts', to: 'app-context.ts' },
      { from: 'advice/plan-shares.ts', to: 'residents/sessions.routes.ts' },
      { from: 'console/organiser.routes.ts', to: 'residents/sessions.routes.ts' },
      { from: 'db/client.ts', to: 'advice/settings.ts' },
      { from: 'households/answers.ts', to: 'advice/read.ts' },
      { from: 'advice/read.ts', to: 'households/answers.ts' },
      { from: 'plugins/x.ts', to: 'db/client.ts' },
    ];
    expect(fixture.map(({ from, to }) => serverImportProblem(from, to))).toEqual([
      expect.stringMatching(/advice\/heat-plan.ts imports src\/server\/app-context.ts: .*never the app context/),
      expect.stringMatching(/only app.ts registers a route/),
      expect.stringMatching(/only app.ts registers a route/),
      expect.stringMatching(/infrastructure never imports an area/),
      expect.stringMatching(/the services of households may use no other area besides infrastructure, not advice/),
      undefined,
      expect.stringMatching(/src\/server\/plugins is neither infrastructure, an area nor an entry point/),
    ]);
    expect(cyclesOf(areaEdges(fixture, false))).toEqual([['advice', 'households', 'advice']]);
    // What the rules allow: a route takes the app context and any area's services; app.ts registers routes.
    expect(serverImportProblem('advice/advice.routes.ts', 'app-context.ts')).toBeUndefined();
    expect(serverImportProblem('residents/requests.routes.ts', 'working-group/mail.ts')).toBeUndefined();
    expect(serverImportProblem('app.ts', 'advice/advice.routes.ts')).toBeUndefined();
  });

  it('is drawn as it is in docs/server-areas.md', () => {
    expect(
      fs.readFileSync(SERVER_AREAS_DOC, 'utf8') === renderServerAreas(imports),
      'docs/server-areas.md is out of date with the imports of src/server: run `npm run docs:server-areas` and commit it',
    ).toBe(true);
  });
});
