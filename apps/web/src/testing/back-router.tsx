import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { Outlet, RouterProvider, createMemoryRouter, type RouteObject } from 'react-router';
import { BackClosesOverlays } from '../lib/back-closes';

/**
 * Screens under a router with the app's back handling (BackClosesOverlays), as the app's root route
 * has it, opened on the last of `entries`; `wrap` puts providers around it.
 */
export function renderWithBack(
  screens: RouteObject[],
  entries: string[],
  wrap: (router: ReactNode) => ReactNode = (router) => router,
) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <BackClosesOverlays />
            <Outlet />
          </>
        ),
        children: screens,
      },
    ],
    { initialEntries: entries, initialIndex: entries.length - 1 },
  );
  render(wrap(<RouterProvider router={router} />));
  return router;
}
