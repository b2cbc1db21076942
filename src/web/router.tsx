import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { AppLayout } from './app/app-layout.tsx';
import { RouteError } from './app/route-error.tsx';
import { startDecisionLoader } from './app/start-decision.ts';
import { FLOW_IDS, type FlowId } from '../contract/flow-ids.ts';
import { flowPaths } from './common/flow-paths.ts';
import { shellTexts } from './app/texts.ts';
import { Spinner } from './ui/spinner.tsx';

/** Every flow page shares one lazily loaded module; the onboarding has its own loader (spec §2). */
const flowRoute = (flowId: FlowId): RouteObject => ({
  path: flowPaths[flowId]!.slice(1),
  lazy: async () => {
    const { FlowPage, flowLoader, onboardingLoader } = await import('./features/flow/flow-page.tsx');
    return {
      loader: flowId === 'onboarding' ? onboardingLoader : flowLoader,
      Component: () => <FlowPage flowId={flowId} />,
    };
  },
});

/** Spec §2 route table. Every page is its own chunk, so /welkom and /aanmelden load only what they need. */
export const routes: RouteObject[] = [
  {
    path: '/',
    errorElement: <RouteError />,
    hydrateFallbackElement: <Spinner label={shellTexts.loading} />,
    children: [
      { index: true, loader: startDecisionLoader },
      {
        element: <AppLayout />,
        children: [
          {
            path: 'welkom',
            lazy: async () => ({ Component: (await import('./features/account/welcome-page.tsx')).WelcomePage }),
          },
          {
            path: 'aanmelden',
            lazy: async () => ({ Component: (await import('./features/account/sign-up-page.tsx')).SignUpPage }),
          },
          {
            path: 'inloggen',
            lazy: async () => {
              const { LoginPage, loginLoader } = await import('./features/account/login-page.tsx');
              return { Component: LoginPage, loader: loginLoader };
            },
          },
          {
            path: 'e-mailadres-bevestigen',
            lazy: async () => {
              const { ConfirmEmailPage, confirmEmailLoader } =
                await import('./features/account/confirm-email-page.tsx');
              return { Component: ConfirmEmailPage, loader: confirmEmailLoader };
            },
          },
          {
            path: 'kiesadres',
            lazy: async () => {
              const { ChooseAddressPage, chooseAddressLoader } =
                await import('./features/account/choose-address-page.tsx');
              return { Component: ChooseAddressPage, loader: chooseAddressLoader };
            },
          },
          {
            path: 'dashboard',
            lazy: async () => {
              const { DashboardPage, dashboardLoader } = await import('./features/dashboard-shell/dashboard-page.tsx');
              return { Component: DashboardPage, loader: dashboardLoader };
            },
          },
          {
            path: 'mijnhuis',
            lazy: async () => {
              const { MyHousePage, myHouseLoader } = await import('./features/dashboard-shell/my-house-page.tsx');
              return { Component: MyHousePage, loader: myHouseLoader };
            },
          },
          {
            path: 'advies-staat-klaar',
            lazy: async () => {
              const { AdviceReadyPage, adviceReadyLoader } = await import('./features/advice/advice-ready-page.tsx');
              return { Component: AdviceReadyPage, loader: adviceReadyLoader };
            },
          },
          {
            path: 'warmteplan-delen',
            lazy: async () => {
              const { SharePlanPage, sharePlanLoader } = await import('./features/advice/share-plan-page.tsx');
              return { Component: SharePlanPage, loader: sharePlanLoader };
            },
          },
          {
            path: 'gedeeld-plan',
            lazy: async () => ({ Component: (await import('./features/advice/shared-plan-page.tsx')).SharedPlanPage }),
          },
          { path: 'advies', loader: () => redirect('/advies-staat-klaar') },
          {
            path: 'advies/:route',
            lazy: async () => {
              const { AdviceDetailPage, adviceDetailLoader } = await import('./features/advice/advice-detail-page.tsx');
              return { Component: AdviceDetailPage, loader: adviceDetailLoader };
            },
          },
          ...FLOW_IDS.map(flowRoute),
          {
            path: 'mijndata',
            lazy: async () => {
              const { MyDataPage, myDataLoader } = await import('./features/info/my-data-page.tsx');
              return { Component: MyDataPage, loader: myDataLoader };
            },
          },
          {
            path: 'werkgroep',
            lazy: async () => ({
              Component: (await import('./features/info/working-group-page.tsx')).WorkingGroupPage,
            }),
          },
          {
            path: 'werkgroep/inloggen',
            lazy: async () => {
              const { MemberLoginPage, memberLoginLoader } =
                await import('./features/working-group/member-login-page.tsx');
              return { Component: MemberLoginPage, loader: memberLoginLoader };
            },
          },
          {
            path: 'werkgroep/overzicht',
            lazy: async () => {
              const { OverviewPage, overviewLoader } = await import('./features/working-group/overview-page.tsx');
              return { Component: OverviewPage, loader: overviewLoader };
            },
          },
          {
            path: 'privacy',
            lazy: async () => ({ Component: (await import('./features/privacy/privacy-page.tsx')).PrivacyPage }),
          },
          {
            path: 'uitleg',
            lazy: async () => ({ Component: (await import('./features/info/explanation-page.tsx')).ExplanationPage }),
          },
          {
            path: 'isolatielabel',
            lazy: async () => ({
              Component: (await import('./features/info/insulation-label-page.tsx')).InsulationLabelPage,
            }),
          },
          { path: '*', lazy: async () => ({ Component: (await import('./app/not-found-page.tsx')).NotFoundPage }) },
        ],
      },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
