import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const server = path.join(root, 'src/server');

/**
 * Server tests name a call of the contract's table through the typed client (src/server/testing/api.ts) and never
 * spell its address, so an address lives in one place (issue #37.5). An address the table cannot give — a malformed
 * id, an unknown path — goes through the client's `rawPath`.
 */
const LITERAL_ADDRESS = /\/api\/1\//;

function testFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(full);
    return entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

function literalAddresses(text: string): string[] {
  return text.split('\n').filter((line) => LITERAL_ADDRESS.test(line));
}

describe('server tests and the call table', () => {
  it('finds a literal address in a line that spells one, and none in a call by name', () => {
    expect(literalAddresses('await t.app.inject({ url: `/api/1/${m}/advice/${h.bagCode}` });')).toHaveLength(1);
    expect(literalAddresses("await api.as(h).getAdvice();\nrawPath('/progress/x/1/1')")).toEqual([]);
  });

  it('spells no /api/1/ address in any server test file', () => {
    const offending = testFiles(server).flatMap((file) =>
      literalAddresses(fs.readFileSync(file, 'utf8')).map((line) => `${path.relative(root, file)}: ${line.trim()}`),
    );
    expect(offending).toEqual([]);
  });
});
