import { useLocation } from 'react-router';
import type { PageLoaderArgs } from '../../common/page-data.ts';
import { CampaignPage } from './campaign-page.tsx';
import { CampaignsPage } from './campaigns-page.tsx';
import { ConsoleLoginPage, consoleLoginLoader } from './console-login-page.tsx';
import { consoleLoader } from './console-session.ts';

/**
 * The console's pages behind one route, /beheer/*: the first screens' router carries one entry and one chunk for
 * the whole console (tests/unit/web-bundle-budget.test.ts), and the console picks its page from the path.
 */
const LOGIN = '/beheer/inloggen';
const campaignId = (pathname: string) => /^\/beheer\/campagne\/(\d+)\/?$/.exec(pathname)?.[1];

export function consolePagesLoader(args: PageLoaderArgs) {
  return new URL(args.request.url).pathname === LOGIN ? consoleLoginLoader(args) : consoleLoader();
}

export function ConsolePages() {
  const { pathname } = useLocation();
  if (pathname === LOGIN) return <ConsoleLoginPage />;
  const id = campaignId(pathname);
  return <div className="bw-console">{id ? <CampaignPage measurementId={Number(id)} /> : <CampaignsPage />}</div>;
}
