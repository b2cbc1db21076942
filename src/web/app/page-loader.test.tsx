// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { StrictMode } from 'react';
import { Link, MemoryRouter, redirect, useLocation, useRoutes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usePageData, type PageLoader } from '../common/page-data.ts';
import { LoadedPage, PageErrorBoundary, type PageModule } from './page-loader.tsx';

afterEach(cleanup);

function Where() {
  return <p>op {useLocation().pathname}</p>;
}

function Pages({ routes }: { routes: { path: string; load: () => Promise<PageModule> }[] }) {
  const { pathname, search } = useLocation();
  const element = useRoutes(routes.map(({ path, load }) => ({ path, element: <LoadedPage load={load} /> })));
  return <PageErrorBoundary address={pathname + search}>{element}</PageErrorBoundary>;
}

function renderAt(path: string, routes: { path: string; load: () => Promise<PageModule> }[]) {
  render(
    <StrictMode>
      <MemoryRouter initialEntries={[path]}>
        <Link to="/welkom">naar welkom</Link>
        <Pages routes={routes} />
      </MemoryRouter>
    </StrictMode>,
  );
}

describe('a page with a loader', () => {
  it('runs the loader once per visit, also in strict mode, and hands its data to the page', async () => {
    const loader = vi.fn(({ request }: { request: Request }) => ({ code: new URL(request.url).searchParams.get('c') }));
    function Code() {
      return <p>code {usePageData<typeof loader>().code}</p>;
    }
    renderAt('/inloggen?c=abc', [{ path: '/inloggen', load: async () => ({ Component: Code, loader }) }]);
    expect(await screen.findByText('code abc')).toBeTruthy();
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('follows a redirect the loader throws or returns, and replaces the address', async () => {
    const guard: PageLoader = () => {
      throw redirect('/inloggen');
    };
    renderAt('/dashboard', [
      { path: '/dashboard', load: async () => ({ Component: Where, loader: guard }) },
      { path: '/inloggen', load: async () => ({ Component: Where, loader: () => redirect('/welkom') }) },
      { path: '/welkom', load: async () => ({ Component: Where }) },
    ]);
    expect(await screen.findByText('op /welkom')).toBeTruthy();
  });

  it('shows the route error when a loader fails, and the next page again after a link', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function Broken() {
      return <p>kapot</p>;
    }
    renderAt('/kapot', [
      {
        path: '/kapot',
        load: async () => ({
          Component: Broken,
          loader: () => {
            throw new Error('server weg');
          },
        }),
      },
      { path: '/welkom', load: async () => ({ Component: Where }) },
    ]);
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    expect(screen.queryByText('kapot')).toBeNull();
    await user.click(screen.getByRole('link', { name: 'naar welkom' }));
    expect(await screen.findByText('op /welkom')).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    vi.restoreAllMocks();
  });

  it('runs the loader again when the resident follows a link to another address of the same page', async () => {
    const user = userEvent.setup();
    const loader = vi.fn(() => null);
    function Route() {
      return (
        <>
          <Where />
          <Link to="/advies/warmtenet">warmtenet</Link>
        </>
      );
    }
    renderAt('/advies/gas', [{ path: '/advies/:route', load: async () => ({ Component: Route, loader }) }]);
    await user.click(await screen.findByRole('link', { name: 'warmtenet' }));
    expect(await screen.findByText('op /advies/warmtenet')).toBeTruthy();
    expect(loader).toHaveBeenCalledTimes(2);
  });
});
