import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isPostcode, normalisePostcode } from './postcode.ts';

describe('the postcode rule', () => {
  it('takes spaces and lower case, and refuses what is no Dutch postcode', () => {
    expect(normalisePostcode(' 3581 ka ')).toBe('3581KA');
    expect(['3581KA', '3581 ka', '1000 AA'].map(isPostcode)).toEqual([true, true, true]);
    expect(['0581KA', '3581K', '35811', '3581 K A1', ''].map(isPostcode)).toEqual([false, false, false, false, false]);
  });

  it('is written once in src/ (issue 23: it was copied four times with two wordings)', () => {
    const root = path.resolve(import.meta.dirname, '..');
    const files = fs
      .readdirSync(root, { recursive: true, encoding: 'utf8' })
      .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f));
    const holding = files.filter((f) => fs.readFileSync(path.join(root, f), 'utf8').includes('[1-9]\\d{3}[A-Z]{2}'));
    expect(holding).toEqual(['contract/postcode.ts']);
  });
});
