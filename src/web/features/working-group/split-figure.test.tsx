// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BarItem } from '../../common/charts.tsx';
import { SplitFigure } from './split-figure.tsx';
import { UNTIL_IT_HAPPENS } from '../../../contract/testing/wait-limit.ts';

const drawn: BarItem[][] = [];
// The canvas is hidden from assistive technology; what is tested is what it is given to draw, and the table.
vi.mock('../../common/charts.tsx', () => ({
  RowBarChart: ({ items }: { items: BarItem[] }) => {
    drawn.push(items);
    return null;
  },
}));

afterEach(() => {
  cleanup();
  drawn.length = 0;
});

const words: Record<string, string> = { high: 'Heel enthousiast', medium: 'Neutraal', low: 'Niet zo enthousiast' };

describe('SplitFigure', () => {
  it("draws exact counts only, and lists every part with '< 10' and '≥ 10' in the table beside the chart", async () => {
    render(
      <SplitFigure
        title="Warmtenet: hoe enthousiast?"
        split={{
          withheld: false,
          rows: [
            { key: 'high', households: '25' },
            { key: 'medium', households: '≥ 10' },
            { key: 'low', households: '< 10' },
          ],
        }}
        name={(key) => ({ text: words[key]! })}
        unit="huishoudens"
      />,
    );
    const table = within(screen.getByRole('region', { name: 'Warmtenet: hoe enthousiast?' })).getByRole('table');
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual(['Heel enthousiast25', 'Neutraal≥ 10', 'Niet zo enthousiast< 10']);
    // Hidden groups keep their place on the axis, marked, but get no bar.
    await vi.waitFor(
      () =>
        expect(drawn.at(-1)).toEqual([
          { label: 'Heel enthousiast', value: 25, pattern: 0 },
          { label: 'Neutraal (≥\u00a010)', value: null, pattern: 1 },
          { label: 'Niet zo enthousiast (<\u00a010)', value: null, pattern: 2 },
        ]),
      UNTIL_IT_HAPPENS,
    );
    expect(screen.getByText(/staat geen staaf in de grafiek/)).toBeTruthy();
  });

  it('draws no chart when no group has an exact count', () => {
    render(
      <SplitFigure
        title="Medailles"
        split={{ withheld: false, rows: [{ key: 'none', households: '< 10' }] }}
        name={(key) => ({ text: key })}
        unit="huishoudens"
      />,
    );
    expect(screen.getByRole('table')).toBeTruthy();
    expect(drawn).toEqual([]);
  });

  it('draws nothing and says why when a split is withheld', () => {
    render(
      <SplitFigure
        title="Medailles"
        split={{ withheld: true, rows: [] }}
        name={(key) => ({ text: key })}
        unit="huishoudens"
      />,
    );
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText(/te weinig huishoudens mee om dit te verdelen/)).toBeTruthy();
    expect(drawn).toEqual([]);
  });
});
