import { createContext, useContext } from 'react';
import type { Params } from 'react-router';

/**
 * What a page's loader receives and how the page reads what it returned. The runner lives in the app shell
 * (src/web/app/page-loader.tsx); pages only need these, so they sit where every feature may import them.
 */
export interface PageLoaderArgs {
  request: Request;
  params: Params;
}

/** A loader returns the page's data, or returns or throws `redirect(…)` (a Response with a Location header). */
export type PageLoader = (args: PageLoaderArgs) => unknown;

export const PageDataContext = createContext<unknown>(undefined);

/** The data the page's loader returned. */
export function usePageData<L extends PageLoader>(): Awaited<ReturnType<L>> {
  return useContext(PageDataContext) as Awaited<ReturnType<L>>;
}
