import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { REFERENCE_DATA_DOC, renderReferenceData, yearOf } from '../../scripts/lib/reference-data-doc.ts';

describe('docs/reference-data.md', () => {
  it('is what the engine reference rows generate', async () => {
    const committed = readFileSync(REFERENCE_DATA_DOC, 'utf8');
    expect(
      committed === (await renderReferenceData()),
      'docs/reference-data.md is out of date with src/engine/reference: run `npm run docs:reference` and commit it',
    ).toBe(true);
  });

  it('lists every module with rows, and names the year of each source', async () => {
    const doc = await renderReferenceData();
    expect(doc).toContain('## prices');
    expect(doc).toContain('| ENERGY_TAX_GAS |');
    expect(yearOf('CBS StatLine 85140NED, 2020')).toBe('2020');
    expect(yearOf('own assumption')).toBe('—');
  });
});
