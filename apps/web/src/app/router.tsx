import { Navigate, createBrowserRouter, type RouteObject } from 'react-router';
import { ROUTES } from '@sara/domain/menu';
import { PageLoading } from '../components/page-loading';
import { ProtectedRoute } from '../lib/auth';

/**
 * The routes that exist today (spec part A section 2). Screens still to come (collection,
 * scheduling, history, lists, management, report detail, contestation, action plan, report upload,
 * communication) are registered when they land; until then their menu links fall to the catch-all
 * and go to login, as any unknown path does (spec part B section 2). Route modules load lazily.
 */
export const routes: RouteObject[] = [
  {
    HydrateFallback: PageLoading,
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
            children: [
              {
                path: 'main',
                lazy: () => import('../features/shell/components/home-page').then((m) => ({ Component: m.HomePage })),
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
            ],
          },
        ],
      },
      { path: '*', element: <Navigate to={ROUTES.login} replace /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
