import { ThemeProvider } from '@mui/material/styles';
import { act, render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { theme } from '../../src/client/app/theme';
import type { SagaDeps } from '../../src/client/app/deps';
import { ConsoleIntl } from '../../src/client/features/admin/i18n/ConsoleIntl';
import type { PacksApi } from '../../src/client/features/admin/packs/packsApi';
import { packsAreaSagas } from '../../src/client/features/admin/packs/packsArea';
import { PacksPage } from '../../src/client/features/admin/packs/pages/PacksPage';
import type { LanguageCode } from '../../src/shared/constants';
import { flush } from './adminBookingsFixtures';
import { fakeAdminApi, OWNER_USER, startConsole } from './adminTestStore';

/** The owner's packs page in `language`, its sagas running on `api` (only the calls the test answers). */
export async function renderPacksPage(language: LanguageCode, api: Partial<PacksApi>) {
  const started = startConsole({ adminApi: fakeAdminApi(), user: { ...OWNER_USER, console_language: language }, path: '/admin/packs' });
  started.store.startFeature('admin/packs', (deps: SagaDeps) => packsAreaSagas(deps, api as PacksApi), undefined);
  render(
    <Provider store={started.store}>
      <ThemeProvider theme={theme}>
        <MemoryRouter>
          <ConsoleIntl>
            <PacksPage />
          </ConsoleIntl>
        </MemoryRouter>
      </ThemeProvider>
    </Provider>,
  );
  await act(flush);
  return started;
}
