import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DECISION_INDEX, renderDecisionIndex } from '../../scripts/lib/decision-index.ts';

/**
 * Issue #37.6: a newcomer's map. The root README leads to every guide, and no guide names a file that is not there:
 * src/server/README.md named files removed long ago, and nothing noticed.
 */
const root = path.resolve(import.meta.dirname, '../..');
const tracked = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\n')
  .filter(Boolean);
const trackedFolders = new Set(
  tracked.flatMap((file) =>
    file
      .split('/')
      .slice(0, -1)
      .map((_, i, parts) => parts.slice(0, i + 1).join('/')),
  ),
);

const guides = [
  'README.md',
  'CONTRIBUTING.md',
  'docs/architecture.md',
  'docs/security.md',
  'content/README.md',
  ...tracked.filter((file) => /^src\/[^/]+\/README\.md$/.test(file)),
];

/** A backticked or linked name that means a file or folder of this repository (not a URL, a runtime path or a pattern). */
function namedPaths(text: string): string[] {
  const names = [
    ...[...text.matchAll(/`([^`\s]+)`/g)].map((m) => m[1]!),
    ...[...text.matchAll(/\]\(([^)#\s]+)/g)].map((m) => m[1]!),
  ];
  return names.filter(
    (name) =>
      /\.(ts|tsx|mjs|md|css|json|yaml|csv)$|\/$/.test(name) &&
      !/^(https?:|\/|\$|\.\/data|dist\/|data\/|test-results\/|node_modules)|[{}*<>…:]|NNNN/.test(name),
  );
}

function exists(name: string, guide: string): boolean {
  const clean = name.replace(/^\.\//, '').replace(/\/$/, '');
  const folder = path.dirname(guide);
  const candidates = [path.normalize(path.join(folder, clean)), clean];
  if (candidates.some((candidate) => tracked.includes(candidate) || trackedFolders.has(candidate))) return true;
  // A name given within its folder's story ('run.ts', 'steps/') is found under that guide's tree.
  // The root README and docs/ speak of the whole tree, so their names are looked for everywhere.
  const under = folder === '.' || folder === 'docs' ? '' : `${folder}/`;
  return (
    tracked.some((file) => file.startsWith(under) && file.endsWith(`/${clean}`)) ||
    [...trackedFolders].some((dir) => dir.startsWith(under) && dir.endsWith(`/${clean}`))
  );
}

describe('the map of the repository', () => {
  it('the root README links every guide and every folder README', () => {
    const readme = fs.readFileSync(path.join(root, 'README.md'), 'utf8');
    const expected = guides
      .filter((guide) => guide !== 'README.md')
      .concat(['docs/glossary.md', 'docs/product.md', 'docs/decisions/README.md']);
    expect(expected.filter((guide) => !readme.includes(`](${guide})`))).toEqual([]);
  });

  it.each(guides)('%s names only files and folders that exist', (guide) => {
    const text = fs.readFileSync(path.join(root, guide), 'utf8');
    expect(namedPaths(text).filter((name) => !exists(name, guide))).toEqual([]);
  });

  it('the decision index lists each record once, with its status and supersessions, as the records say', () => {
    const committed = fs.readFileSync(path.join(root, DECISION_INDEX), 'utf8');
    expect(
      committed === renderDecisionIndex(committed),
      'docs/decisions/README.md is out of date with the records: run `npm run docs:decisions` and commit it',
    ).toBe(true);
    const numbers = [...committed.matchAll(/^\| \[(\d{4})\]/gm)].map((m) => m[1]);
    expect(new Set(numbers).size).toBe(numbers.length);
  });
});
