import { describe, expect, it } from 'vitest';
import { engineSolutionNames, lintSolutionNames } from '../../scripts/lib/solution-names-lint.ts';
import { solutionNameTable, solutionNameTexts } from '../../src/contract/solution-names.ts';

const names = engineSolutionNames();

describe('the solution names checks of npm run content:lint (record 0151)', () => {
  it('finds every name the engine gives, long and short, for every gas and heat-grid class, in the table', () => {
    expect(names).toContain('Cv-ketel op waterstof');
    expect(names).toContain('Warmtenet ZLT (20\u00a0°C)');
    expect(names).toContain('Warmtenet HT');
    expect(lintSolutionNames(names)).toEqual([]);
  });

  it('fails a name the engine gives that the table does not translate', () => {
    expect(lintSolutionNames([...names, 'Warmtepomp op zonnewarmte'])).toEqual([
      {
        file: 'src/contract/solution-names.ts',
        at: '',
        message: '"Warmtepomp op zonnewarmte" is niet vertaald (en)',
      },
    ]);
  });

  it('fails an entry whose placeholders differ from the Dutch one', () => {
    const table = solutionNameTable([
      ...solutionNameTexts.filter((texts) => texts.nl !== 'Warmtenet {heatClass}'),
      { nl: 'Warmtenet {heatClass}', en: 'Heat network {class}' },
    ]);
    expect(lintSolutionNames(names, table)).toEqual([
      expect.objectContaining({
        message: '"Warmtenet {heatClass}" (en) heeft andere plaatshouders ({class}) dan het Nederlands ({heatClass})',
      }),
    ]);
  });

  it('fails an entry for a name the engine no longer gives', () => {
    expect(lintSolutionNames(names.filter((name) => name !== 'Pelletketel'))).toEqual([
      expect.objectContaining({ message: '"Pelletketel" noemt de rekenkern niet (meer)' }),
    ]);
  });
});
