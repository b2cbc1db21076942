import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The areas of src/server and the rules between them (docs/decisions/0128-server-areas.md). Used by
 * tests/unit/import-boundaries.test.ts to enforce them and by `npm run docs:server-areas` to draw
 * docs/server-areas.md, which the same test keeps true.
 */

const root = fileURLToPath(new URL('../../', import.meta.url));
const server = path.join(root, 'src', 'server');

/** Where the generated drawing lives. */
export const SERVER_AREAS_DOC = path.join(root, 'docs', 'server-areas.md');

/** Shared infrastructure: imports only infrastructure, src/contract and src/engine. */
export const SERVER_INFRASTRUCTURE: readonly string[] = [
  'auth',
  'background-jobs.ts',
  'cache',
  'config.ts',
  'db',
  'ensure-directory.ts',
  'http',
  'logger.ts',
  'mail',
];

/** What puts the areas together and may import any of them: the app, the process, the CLI, test support. */
export const SERVER_ENTRIES: readonly string[] = [
  'app-context.ts',
  'app.ts',
  'cli',
  'housekeeping.ts',
  'main.ts',
  'testing',
];

/**
 * Each area, lowest first, with the areas whose services its services may import besides infrastructure. The
 * order makes the graph acyclic. An area's routes (`*.routes.ts`) may use any area's services and the app context.
 */
export const SERVER_AREAS: Readonly<Record<string, readonly string[]>> = {
  campaigns: [],
  households: [],
  documents: [],
  'sign-in': ['households'],
  weather: [],
  advice: ['campaigns', 'households', 'sign-in', 'weather'],
  steps: ['advice', 'sign-in'],
  'campaign-files': ['advice'],
  'working-group': ['households', 'advice', 'campaign-files', 'documents'],
  console: ['campaigns', 'advice', 'sign-in', 'campaign-files', 'documents', 'working-group', 'weather'],
  readings: ['households', 'campaign-files', 'weather'],
  'low-temperature-test': ['advice', 'weather', 'working-group'],
  residents: ['households', 'advice', 'sign-in', 'working-group', 'steps', 'readings', 'low-temperature-test'],
  quotes: ['households', 'advice'],
  loan: [],
  demo: ['campaigns', 'households', 'advice', 'sign-in', 'console', 'weather'],
};

/** What each area holds, for the drawing. */
export const SERVER_AREA_TEXTS: Readonly<Record<string, string>> = {
  campaigns: 'campaign rows: found by host, shown, and written (one writer for the console and the CLI)',
  households:
    "a household's own records: its homes, answers, house profile, flow progress and the questionnaires' codes",
  documents: 'PDFs on the tagged writer: the heat plan, the buurtkeuze, the letters with their codes',
  'sign-in': 'sign-in of residents, working-group members and organisers, on the one session module (auth/)',
  weather: "KNMI's daily weather: stations, days, the KNMI file import and the station nearest a campaign",
  advice: 'the advice pipeline, flow sync, heat plan and its shares, preferences, the neighbourhood comparison',
  steps: 'the steps of a chosen route (issue #38.1) and the reminder mails a resident asked for (#38.4)',
  'campaign-files': 'CSV and .xlsx files: address files and their import, the Startanalyse import',
  'working-group': 'the published overview, the buurtkeuze, residents’ requests and the mail about them',
  console: 'the campaign console at /beheer: campaigns, addresses, letters, Startanalyse, the audit log',
  readings: "a household's meter readings: typed or from a supplier's or P1 reader's file, corrected, deleted",
  'low-temperature-test':
    "the guided low-temperature test ('50-gradentest'): a household's test and days, the verdict with the campaign's weather, the working group's published shares",
  residents: "the resident's endpoints: sign-in, answers, flows, homes, requests, my data",
  quotes: "a household's installer quotes per home, checked against the home's advice (issue #38.2)",
  loan: "the energy-saving loan: the household's income band and the monthly payment of each option",
  demo: 'the demo neighbourhood, its households and credentials',
};

const IMPORT = /(?:^|\n)\s*(import|export)\s+(type\s+)?(?:[^'"]*?\sfrom\s+)?['"]([^'"]+)['"]/g;

/** The module specifiers a source text imports or re-exports, with whether the import is of types only. */
export function importsOf(text: string): { typeOnly: boolean; specifier: string }[] {
  return [...text.matchAll(IMPORT)].map((m) => ({ typeOnly: Boolean(m[2]), specifier: m[3]! }));
}

/** `advice` for `advice/read.ts`, `config.ts` for `config.ts`: the folder or root file a path belongs to. */
export const unitOf = (file: string) => file.split('/')[0]!;
export const isRoute = (file: string) => file.endsWith('.routes.ts');

function kindOf(unit: string): 'infrastructure' | 'entry' | 'area' | undefined {
  if (SERVER_INFRASTRUCTURE.includes(unit)) return 'infrastructure';
  if (SERVER_ENTRIES.includes(unit)) return 'entry';
  if (unit in SERVER_AREAS) return 'area';
  return undefined;
}

/** What is wrong with `from` importing `to` (paths inside src/server, with '/'), or undefined. */
export function serverImportProblem(from: string, to: string): string | undefined {
  for (const file of [from, to])
    if (!kindOf(unitOf(file)))
      return `src/server/${unitOf(file)} is neither infrastructure, an area nor an entry point: name it in scripts/lib/server-areas.ts (docs/decisions/0128)`;
  const [fromUnit, toUnit] = [unitOf(from), unitOf(to)];
  const [fromKind, toKind] = [kindOf(fromUnit), kindOf(toUnit)];
  const where = `src/server/${from} imports src/server/${to}`;
  if (isRoute(to) && from !== 'app.ts') return `${where}: only app.ts registers a route; share through a service`;
  if (to === 'app-context.ts' || to === 'app.ts') {
    if (fromKind === 'entry' || (isRoute(from) && to === 'app-context.ts')) return undefined;
    return `${where}: a service takes the narrow dependencies it uses, never the app context`;
  }
  if (fromKind === 'infrastructure' && toKind !== 'infrastructure')
    return `${where}: infrastructure never imports an area or an entry point`;
  if (fromKind === 'area' && toKind === 'entry') return `${where}: an area never imports an entry point`;
  if (fromKind === 'area' && toKind === 'area' && toUnit !== fromUnit && !isRoute(from)) {
    const allowed = SERVER_AREAS[fromUnit]!;
    if (!allowed.includes(toUnit))
      return `${where}: the services of ${fromUnit} may use ${allowed.length ? allowed.join(', ') : 'no other area'} besides infrastructure, not ${toUnit}`;
  }
  return undefined;
}

export interface ServerImport {
  from: string;
  to: string;
}

/** Every relative import between src/server's non-test files, as paths inside src/server. */
export function serverImports(): ServerImport[] {
  const walk = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === 'migrations' ? [] : walk(full);
      return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [full] : [];
    });
  const inside = (file: string) => path.relative(server, file).split(path.sep).join('/');
  return walk(server)
    .sort()
    .flatMap((file) =>
      importsOf(fs.readFileSync(file, 'utf8'))
        .filter(({ specifier }) => specifier.startsWith('.'))
        .map(({ specifier }) => path.resolve(path.dirname(file), specifier))
        .filter((target) => target.startsWith(server + path.sep))
        .map((target) => ({ from: inside(file), to: inside(target) })),
    );
}

/** The import graph between areas: an edge per pair, from services (never a route) unless `routes` is asked. */
export function areaEdges(imports: readonly ServerImport[], routes: boolean): Map<string, Set<string>> {
  const edges = new Map<string, Set<string>>();
  for (const { from, to } of imports) {
    const [a, b] = [unitOf(from), unitOf(to)];
    if (a === b || !(a in SERVER_AREAS) || !(b in SERVER_AREAS) || isRoute(from) !== routes) continue;
    edges.set(a, (edges.get(a) ?? new Set()).add(b));
  }
  return edges;
}

/** Each cycle of a graph once, as the path that closes it. */
export function cyclesOf(edges: ReadonlyMap<string, ReadonlySet<string>>): string[][] {
  const cycles: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (node: string) => {
    state.set(node, 'open');
    stack.push(node);
    for (const next of [...(edges.get(node) ?? [])].sort()) {
      if (state.get(next) === 'open') cycles.push([...stack.slice(stack.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(node, 'done');
  };
  for (const node of [...edges.keys()].sort()) if (!state.has(node)) visit(node);
  return cycles;
}

const id = (area: string) => area.replace(/-/g, '_');

/** docs/server-areas.md for these imports. */
export function renderServerAreas(imports: readonly ServerImport[]): string {
  const services = areaEdges(imports, false);
  const routes = areaEdges(imports, true);
  const areas = Object.keys(SERVER_AREAS);
  const files = (area: string, route: boolean) =>
    [...new Set(imports.flatMap(({ from, to }) => [from, to]))].filter(
      (file) => unitOf(file) === area && isRoute(file) === route,
    ).length;
  const lines = [
    '# Server areas',
    '',
    '<!-- Generated by `npm run docs:server-areas` from the imports of src/server; tests/unit/import-boundaries.test.ts',
    '     fails when it is out of date. The rules: docs/decisions/0128-server-areas.md. -->',
    '',
    'Solid arrows: the services of one area import the services of another; the arrows all point down to an area',
    'listed earlier in `scripts/lib/server-areas.ts`, so there are no circles. Dotted arrows: an area’s routes',
    '(`*.routes.ts`) use another area’s services; nothing imports a route but `app.ts`. Every area also uses the',
    'shared infrastructure (`db/`, `mail/`, `cache/`, `auth/`, `http/`, `config.ts`, `logger.ts`,',
    '`background-jobs.ts`, `ensure-directory.ts`), which imports no area; the entry points (`app.ts`,',
    '`app-context.ts`, `main.ts`, `housekeeping.ts`, `cli/`, `testing/`) put the areas together.',
    '',
    '```mermaid',
    'flowchart BT',
    ...areas.map((area) => `  ${id(area)}["${area}/"]`),
    ...areas.flatMap((area) => [...(services.get(area) ?? [])].sort().map((to) => `  ${id(area)} --> ${id(to)}`)),
    ...areas.flatMap((area) =>
      [...(routes.get(area) ?? [])]
        .filter((to) => !services.get(area)?.has(to))
        .sort()
        .map((to) => `  ${id(area)} -.-> ${id(to)}`),
    ),
    '```',
    '',
    '| area | holds | route modules | other modules | its services use | its routes also use |',
    '| --- | --- | --- | --- | --- | --- |',
    ...areas.map((area) => {
      const used = [...(services.get(area) ?? [])].sort();
      const viaRoutes = [...(routes.get(area) ?? [])].filter((to) => !used.includes(to)).sort();
      return `| \`${area}/\` | ${SERVER_AREA_TEXTS[area]} | ${files(area, true)} | ${files(area, false)} | ${used.join(', ') || '—'} | ${viaRoutes.join(', ') || '—'} |`;
    }),
    '',
  ];
  return lines.join('\n');
}
