import { act } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { useStore } from 'react-redux';
import type { AdminApi } from '../../src/client/features/admin/adminApi';
import { ConsoleIntl } from '../../src/client/features/admin/i18n/ConsoleIntl';
import type { AppStore } from '../../src/client/app/store';
import type { User } from '../../src/shared/auth';
import { flush } from './adminBookingsFixtures';
import type { ConsoleArea } from '../../src/client/features/admin/consoleAreas';
import { ALL_AREAS, fakeAdminApi, OWNER_USER, startAreas } from './adminTestStore';
import { renderWithProviders } from './renderWithProviders';
import { fakeApi, loggedInAs } from './testStore';

/** Starts the console's areas on the fake staff API before the page's first effect (as the route's loader does). */
function WithConsole({ adminApi, areas, children }: { adminApi: AdminApi; areas: ConsoleArea[]; children: ReactNode }) {
  const store = useStore() as AppStore;
  useState(() => {
    startAreas(store, adminApi, areas);
    return true;
  });
  return <>{children}</>;
}

/** A console page in the real store, logged in as `user` (an owner unless told), on a fake staff API. */
export async function renderConsolePage(
  ui: ReactNode,
  {
    adminApi = fakeAdminApi(),
    user = OWNER_USER,
    path = '/admin',
    route = '*',
    confirmAnswer = true,
    areas = ALL_AREAS,
  }: { adminApi?: AdminApi; user?: User; path?: string; route?: string; confirmAnswer?: boolean; areas?: ConsoleArea[] } = {},
) {
  const view = renderWithProviders(
    <WithConsole adminApi={adminApi} areas={areas}>
      <ConsoleIntl>{ui}</ConsoleIntl>
    </WithConsole>,
    {
      path,
      route,
      api: fakeApi({ getMe: async () => user }),
      preloadedState: loggedInAs(user),
      confirmAnswer,
    },
  );
  await act(flush);
  return view;
}
