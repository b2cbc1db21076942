import { Component, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { PageDataContext, type PageLoader } from '../common/page-data.ts';
import { Spinner } from '../ui/spinner.tsx';
import { RouteError } from './route-error.tsx';
import { i18n } from '@lingui/core';
import { bootTextsFor } from './boot-texts.ts';

/**
 * Runs a page's loader before its first render, as React Router's data router would. The data router costs 16 KB gz
 * more than its declarative mode in the first screens' JavaScript (docs/decisions/0099-declarative-router.md); our
 * loaders only guard, prefetch or read the URL, so this small runner is all they need.
 */
export interface PageModule {
  Component: ComponentType;
  loader?: PageLoader;
}

type Loaded = { address: string; page: PageModule; data: unknown } | { address: string; error: unknown };

const redirectTarget = (value: unknown): string | null =>
  value instanceof Response && value.status >= 300 && value.status < 400 ? value.headers.get('Location') : null;

/**
 * Loads a page's module, runs its loader once per visit of an address (path and query; a jump to an anchor on the
 * same page is no new visit) and then renders it.
 */
export function LoadedPage({ load }: { load: () => Promise<PageModule> }) {
  const location = useLocation();
  const params = useParams();
  const navigate = useNavigate();
  const address = location.pathname + location.search;
  const [loaded, setLoaded] = useState<Loaded>();
  // Loaders may have effects (a sign-in code is spent once), so a visit runs its loader once, also when React's
  // strict mode mounts the effect twice; an answer for a visit the resident already left is dropped.
  const visit = useRef<string>(undefined);

  useEffect(() => {
    if (visit.current === address) return;
    visit.current = address;
    const request = new Request(new URL(address, window.location.origin));
    const current = () => visit.current === address;
    void (async () => {
      let outcome: Loaded | { redirectTo: string };
      try {
        const page = await load();
        const data = await page.loader?.({ request, params });
        const target = redirectTarget(data);
        outcome = target ? { redirectTo: target } : { address, page, data };
      } catch (error) {
        const target = redirectTarget(error);
        outcome = target ? { redirectTo: target } : { address, error };
      }
      if (!current()) return;
      if ('redirectTo' in outcome) void navigate(outcome.redirectTo, { replace: true });
      else setLoaded(outcome);
    })();
  }, [address, params, load, navigate]);

  if (loaded?.address !== address) return <Spinner label={bootTextsFor(i18n.locale).loading} />;
  if ('error' in loaded) throw loaded.error;
  const Page = loaded.page.Component;
  return (
    <PageDataContext.Provider value={loaded.data}>
      <Page />
    </PageDataContext.Provider>
  );
}

interface BoundaryState {
  failed: boolean;
  address: string;
}

/** Shows RouteError when a loader or page fails, until the resident goes to another address. */
export class PageErrorBoundary extends Component<{ address: string; children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { failed: false, address: this.props.address };

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: { address: string }, state: BoundaryState): BoundaryState | null {
    return props.address === state.address ? null : { failed: false, address: props.address };
  }

  override render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}
