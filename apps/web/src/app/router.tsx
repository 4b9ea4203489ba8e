import { Navigate, Outlet, ScrollRestoration, createBrowserRouter, type RouteObject } from 'react-router';
import { ROUTES } from '@sara/domain/menu';
import { PageLoading } from '../components/page-loading';
import { BackClosesOverlays, keepFirstEntry } from '../lib/back-closes';
import { ProtectedRoute } from '../lib/auth';
import type { UnavailableScreen } from '../features/shell/components/unavailable-page';
import { RouteError } from './route-error';

/**
 * Screens of the specification the app links to (card buttons, menu entries) that this version
 * does not have yet: inside the app shell they say so, with a way back (docs/decisions/0012).
 * A path that is no screen of the specification still goes to login (spec part B section 2).
 */
const UNAVAILABLE: [UnavailableScreen, string][] = [
  ['laudoDetalhe', ROUTES.laudoDetalhe(':idAmostra')],
  ['contestacao', ROUTES.contestacao(':idLaudo')],
  ['laudoAdd', ROUTES.laudoAdd],
  ['comunicacao', ROUTES.comunicacao],
  ['planoAcao', ROUTES.planoAcao(':idAmostra', ':idPlanoAcao')],
];

/**
 * The routes of the app (spec part A section 2, part B section 2). Unknown paths go to login, as
 * the specification says. Route modules load lazily.
 */
export const routes: RouteObject[] = [
  {
    HydrateFallback: PageLoading,
    // a screen that could not open (its code gone after a release, or an error of the app's): never
    // React Router's page for developers
    errorElement: <RouteError />,
    // a new screen opens at its top; back returns to where the list was
    element: (
      <>
        <ScrollRestoration />
        <BackClosesOverlays />
        <Outlet />
      </>
    ),
    children: [
      { path: '/', element: <Navigate to={ROUTES.home} replace /> },
      { path: '/public', element: <Navigate to={ROUTES.login} replace /> },
      {
        path: ROUTES.login,
        lazy: () => import('../features/auth/components/login-page').then((m) => ({ Component: m.LoginPage })),
      },
      {
        path: '/app',
        element: <ProtectedRoute />,
        children: [
          { index: true, element: <Navigate to={ROUTES.home} replace /> },
          {
            path: 'main/load-init/:idScaUsuario',
            lazy: () =>
              import('../features/bootstrap/components/load-init-page').then((m) => ({ Component: m.LoadInitPage })),
          },
          {
            lazy: () => import('../features/shell/components/app-shell').then((m) => ({ Component: m.AppShell })),
            // a screen's failure shows inside the shell: its bar, menu and waiting writes stay at hand
            children: [
              {
                errorElement: <RouteError />,
                children: [
                  {
                    path: 'main',
                    lazy: () =>
                      import('../features/shell/components/home-page').then((m) => ({ Component: m.HomePage })),
                  },
                  ...[
                    'coleta/coletada/add',
                    'coleta/coletada/add/:actionScreen',
                    'coleta/coletada/edit/:idAgrupador/:actionScreen',
                  ].map((path) => ({
                    path,
                    lazy: () =>
                      import('../features/collection/components/collection-route').then((m) => ({
                        Component: m.CollectionRoute,
                      })),
                  })),
                  {
                    path: 'coleta/agendada/finalize/:idAgrupador/:actionScreen',
                    lazy: () =>
                      import('../features/collection/components/collection-route').then((m) => ({
                        Component: m.FinalizeRoute,
                      })),
                  },
                  {
                    path: 'coleta/agendada/add',
                    lazy: () =>
                      import('../features/scheduling/components/scheduling-routes').then((m) => ({
                        Component: m.SchedulingAddRoute,
                      })),
                  },
                  {
                    path: 'coleta/agendada/edit/:idAgrupador',
                    lazy: () =>
                      import('../features/scheduling/components/scheduling-routes').then((m) => ({
                        Component: m.SchedulingEditRoute,
                      })),
                  },
                  {
                    path: 'coleta/historico',
                    lazy: () =>
                      import('../features/history/components/history-page').then((m) => ({ Component: m.HistoryPage })),
                  },
                  {
                    path: 'amostra/list',
                    lazy: () =>
                      import('../features/my-samples/components/my-samples-page').then((m) => ({
                        Component: m.MySamplesPage,
                      })),
                  },
                  {
                    path: 'amostra-gerenciamento/list',
                    lazy: () =>
                      import('../features/management/components/management-page').then((m) => ({
                        Component: m.ManagementPage,
                      })),
                  },
                  {
                    path: 'amostra/agendada/view/:idAgrupador',
                    lazy: () =>
                      import('../features/sample-view/components/scheduled-view-page').then((m) => ({
                        Component: m.ScheduledViewPage,
                      })),
                  },
                  {
                    path: 'amostra/coletada/view/:idAgrupador',
                    lazy: () =>
                      import('../features/sample-view/components/collected-view-page').then((m) => ({
                        Component: m.CollectedViewPage,
                      })),
                  },
                  ...UNAVAILABLE.map(([screen, path]) => ({
                    path,
                    lazy: () =>
                      import('../features/shell/components/unavailable-page').then((m) => ({
                        Component: () => <m.UnavailablePage screen={screen} />,
                      })),
                  })),
                ],
              },
            ],
          },
        ],
      },
      { path: '*', element: <Navigate to={ROUTES.login} replace /> },
    ],
  },
];

export function createAppRouter() {
  keepFirstEntry();
  return createBrowserRouter(routes);
}
