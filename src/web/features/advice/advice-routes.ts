import type { RouteName } from '../../../contract/common.ts';

/** Clear Dutch paths for the four routes' detail pages (issue 11): /advies/gas, /advies/elektrisch, … */
export const routeSlugs: Record<RouteName, string> = {
  fuel: 'gas',
  all_electric: 'elektrisch',
  heat_grid: 'warmtenet',
  other: 'zelfstandig',
};

export const ROUTE_ORDER: readonly RouteName[] = ['fuel', 'all_electric', 'heat_grid', 'other'];

export function routeFromSlug(slug: string | undefined): RouteName | undefined {
  return ROUTE_ORDER.find((route) => routeSlugs[route] === slug);
}

export const advicePath = (route: RouteName): string => `/advies/${routeSlugs[route]}`;

/** The heating information file of a solution code (heat nets share one). */
export const infoCodeOf = (solutionCode: string): string =>
  solutionCode.startsWith('heat_net_') ? 'heat_net' : solutionCode;
