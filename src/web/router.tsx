import { Navigate, useLocation, useRoutes, type RouteObject } from 'react-router';
import { AppLayout } from './app/app-layout.tsx';
import { LoadedPage, PageErrorBoundary, type PageModule } from './app/page-loader.tsx';
import { FLOW_IDS, ONBOARDING_FLOW, type FlowId } from '../contract/flow-ids.ts';
import { flowPaths } from './common/flow-paths.ts';
import { ADVICE_READY_PATH } from '../vocabulary/flows.ts';

/** A page loaded on demand, its loader run before it shows. */
const page = (load: () => Promise<PageModule>) => <LoadedPage load={load} />;

/** Every flow page shares one lazily loaded module; the onboarding has its own loader (spec §2). */
const flowRoute = (flowId: FlowId): RouteObject => ({
  path: flowPaths[flowId].slice(1),
  element: page(async () => {
    const { FlowPage, flowLoader, onboardingLoader } = await import('./features/flow/flow-page.tsx');
    return {
      loader: flowId === ONBOARDING_FLOW ? onboardingLoader : flowLoader,
      Component: () => <FlowPage flowId={flowId} />,
    };
  }),
});

/** Spec §2 route table. Every page is its own chunk, so /welkom and /aanmelden load only what they need. */
export const routes: RouteObject[] = [
  {
    path: '/',
    children: [
      {
        index: true,
        element: page(async () => {
          const { startDecisionLoader } = await import('./app/start-decision.ts');
          return { Component: () => null, loader: startDecisionLoader };
        }),
      },
      {
        element: <AppLayout />,
        children: [
          {
            path: 'welkom',
            element: page(async () => ({
              Component: (await import('./features/account/welcome-page.tsx')).WelcomePage,
            })),
          },
          {
            path: 'aanmelden',
            element: page(async () => ({
              Component: (await import('./features/account/sign-up-page.tsx')).SignUpPage,
            })),
          },
          {
            path: 'inloggen',
            element: page(async () => {
              const { LoginPage, loginLoader } = await import('./features/account/login-page.tsx');
              return { Component: LoginPage, loader: loginLoader };
            }),
          },
          {
            path: 'e-mailadres-bevestigen',
            element: page(async () => {
              const { ConfirmEmailPage, confirmEmailLoader } =
                await import('./features/account/confirm-email-page.tsx');
              return { Component: ConfirmEmailPage, loader: confirmEmailLoader };
            }),
          },
          {
            path: 'kiesadres',
            element: page(async () => {
              const { ChooseAddressPage, chooseAddressLoader } =
                await import('./features/account/choose-address-page.tsx');
              return { Component: ChooseAddressPage, loader: chooseAddressLoader };
            }),
          },
          {
            path: 'dashboard',
            element: page(async () => {
              const { DashboardPage, dashboardLoader } = await import('./features/dashboard/dashboard-page.tsx');
              return { Component: DashboardPage, loader: dashboardLoader };
            }),
          },
          {
            path: 'mijnhuis',
            element: page(async () => {
              const { MyHousePage, myHouseLoader } = await import('./features/dashboard/my-house-page.tsx');
              return { Component: MyHousePage, loader: myHouseLoader };
            }),
          },
          {
            path: ADVICE_READY_PATH.slice(1),
            element: page(async () => {
              const { AdviceReadyPage, adviceReadyLoader } = await import('./features/advice/advice-ready-page.tsx');
              return { Component: AdviceReadyPage, loader: adviceReadyLoader };
            }),
          },
          {
            path: 'warmteplan-delen',
            element: page(async () => {
              const { SharePlanPage, sharePlanLoader } = await import('./features/advice/share-plan-page.tsx');
              return { Component: SharePlanPage, loader: sharePlanLoader };
            }),
          },
          {
            path: 'gedeeld-plan',
            element: page(async () => ({
              Component: (await import('./features/advice/shared-plan-page.tsx')).SharedPlanPage,
            })),
          },
          {
            // Issue #38.4: a reminder mail's stop link, without a session.
            path: 'herinnering-stoppen',
            element: page(async () => ({
              ...(await import('./features/steps/stop-reminder-page.tsx')),
            })),
          },
          { path: 'advies', element: <Navigate to={ADVICE_READY_PATH} replace /> },
          {
            path: 'advies/:route',
            element: page(async () => {
              const { AdviceDetailPage, adviceDetailLoader } = await import('./features/advice/advice-detail-page.tsx');
              return { Component: AdviceDetailPage, loader: adviceDetailLoader };
            }),
          },
          ...FLOW_IDS.map(flowRoute),
          {
            path: 'mijnhuis/meterstanden',
            element: page(async () => ({
              ...(await import('./features/readings/readings-page.tsx')),
            })),
          },
          {
            path: '50-gradentest',
            element: page(async () => ({
              ...(await import('./features/low-temperature-test/low-temperature-test-page.tsx')),
            })),
          },
          {
            path: 'mijndata',
            element: page(async () => {
              const { MyDataPage, myDataLoader } = await import('./features/info/my-data-page.tsx');
              return { Component: MyDataPage, loader: myDataLoader };
            }),
          },
          {
            path: 'werkgroep',
            element: page(async () => ({
              Component: (await import('./features/info/working-group-page.tsx')).WorkingGroupPage,
            })),
          },
          {
            path: 'werkgroep/inloggen',
            element: page(async () => {
              const { MemberLoginPage, memberLoginLoader } =
                await import('./features/working-group/member-login-page.tsx');
              return { Component: MemberLoginPage, loader: memberLoginLoader };
            }),
          },
          // The member's pages (docs/decisions/0065, 0108): one module picks the page the path names.
          ...['overzicht', 'buurtkeuze', 'voortgang'].map((view) => ({
            path: `werkgroep/${view}`,
            element: page(async () => ({
              ...(await import('./features/working-group/member-pages.tsx')),
            })),
          })),
          {
            path: 'beheer/*',
            element: page(async () => {
              const { ConsolePages, consolePagesLoader } =
                await import('./features/organiser-console/console-pages.tsx');
              return { Component: ConsolePages, loader: consolePagesLoader };
            }),
          },
          {
            path: 'privacy',
            element: page(async () => ({
              Component: (await import('./features/privacy/privacy-page.tsx')).PrivacyPage,
            })),
          },
          {
            path: 'uitleg',
            element: page(async () => ({
              Component: (await import('./features/info/explanation-page.tsx')).ExplanationPage,
            })),
          },
          {
            path: 'isolatielabel',
            element: page(async () => ({
              Component: (await import('./features/info/insulation-label-page.tsx')).InsulationLabelPage,
            })),
          },
          {
            path: '*',
            element: page(async () => ({
              Component: (await import('./app/not-found-page.tsx')).NotFoundPage,
            })),
          },
        ],
      },
    ],
  },
];

/** The app's pages; a failing loader or page shows RouteError until the resident goes elsewhere. */
export function AppRoutes() {
  const { pathname, search } = useLocation();
  return <PageErrorBoundary address={pathname + search}>{useRoutes(routes)}</PageErrorBoundary>;
}
