import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useRoutes } from 'react-router';
import { vi } from 'vitest';
import type { Measurement } from '../../contract/measurement.ts';
import { LoadedPage } from '../app/page-loader.tsx';
import type { PageLoader } from '../common/page-data.ts';

/** The demo campaign as the measurement call answers it. */
export const testMeasurement: Measurement = {
  id: 1,
  name: 'Demowijk',
  mode: 'DataGathering',
  ambassadorName: 'Anna',
  ambassadorIntroduction: 'Ik ben Anna.',
  ambassadorPathToImage: '',
  showHelp: true,
  showWebsite: false,
  websiteUrl: '',
  cdnUrl: 'https://cdn.example',
  workingGroupName: 'Werkgroep Demowijk',
  timeline: [],
  map: {
    tileUrl: 'https://tiles.example/{z}/{x}/{y}.png',
    aerialWmtsUrl: 'https://wmts.example/wmts',
    geocoderUrl: 'https://geocoder.example',
  },
};

/** What the page under test sent: method, path and parsed body of every fetch. */
export interface SentRequest {
  method: string;
  path: string;
  body: unknown;
}

/**
 * Renders one page at a path, with the campaign already loaded (as main.tsx does before the router starts) and
 * `fetch` answered by `answer`; returns the requests the page sent.
 */
export function renderPage(
  element: ReactNode,
  options: { path?: string; answer?: (request: SentRequest) => unknown; loader?: PageLoader } = {},
): { sent: SentRequest[] } {
  const sent: SentRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const request = {
        method: init.method ?? 'GET',
        path: new URL(url, 'http://localhost').pathname,
        body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      };
      sent.push(request);
      return new Response(JSON.stringify(options.answer?.(request) ?? { success: true }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(['measurement'], testMeasurement);
  const loader = options.loader;
  // Without a loader the page renders at once, as the app renders a page whose module is already loaded.
  const page = loader ? <LoadedPage load={async () => ({ Component: () => element, loader })} /> : element;
  function Pages() {
    return useRoutes([
      { path: '*', element: page },
      { path: '/', element: <p>start</p> },
    ]);
  }
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[options.path ?? '/pagina']}>
        <Pages />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { sent };
}
