// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PublishedRouteProgress } from '../../contract/route-progress.ts';
import { ROUTE_CODES } from '../../vocabulary/routes.ts';
import { RouteProgressTables } from './route-progress-tables.tsx';

afterEach(cleanup);

const publication = (households: string, cell: (i: number) => string): PublishedRouteProgress => ({
  publishedAt: '2026-11-28T05:02:00.000Z',
  households,
  routes: ROUTE_CODES.map((route) => ({
    route,
    steps: (['insulate_roof', 'ask_quotes'] as const).map((step, i) => ({ step, busy: cell(i), done: cell(i + 1) })),
  })),
});

describe('the neighbourhood’s progress per step', () => {
  it('says in one sentence that there is nothing to count yet while fewer than ten households keep steps', () => {
    render(<RouteProgressTables progress={publication('< 10', () => '< 10')} level={3} />);
    expect(screen.queryAllByRole('table')).toHaveLength(0);
    expect(screen.getByText(/Huishoudens die stappen bijhouden: < 10/)).toBeTruthy();
    expect(screen.getByText(/Zodra tien huishoudens of meer hun stappen bijhouden/)).toBeTruthy();
  });

  it('shows a table per route with every step once ten or more households keep steps', () => {
    render(<RouteProgressTables progress={publication('14', (i) => (i === 1 ? '12' : '< 10'))} level={3} />);
    expect(screen.getAllByRole('table')).toHaveLength(ROUTE_CODES.length);
    expect(screen.getAllByRole('cell', { name: '12' }).length).toBeGreaterThan(0);
    expect(screen.queryByText(/Zodra tien huishoudens of meer/)).toBeNull();
  });
});
