/** @jest-environment ./__tests__/setup/jsdomEnvironment.cjs */
import { ThemeProvider } from '@mui/material/styles';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { theme } from '../../src/client/app/theme';
import { ConsoleIntl } from '../../src/client/features/admin/i18n/ConsoleIntl';
import type { SchoolApi } from '../../src/client/features/admin/school/schoolApi';
import { SchoolPage } from '../../src/client/features/admin/school/pages/SchoolPage';
import { schoolSagas } from '../../src/client/features/admin/school/schoolSagas';
import { DEFAULT_PROFILE, type SchoolState } from '../../src/shared/school';
import { flush } from './adminOfficeFixtures';
import { OWNER_USER, startConsole } from './adminTestStore';
import { axeViolations } from './axeViolations';

// The school page as an owner sees it: axe finds nothing on it (in English and Japanese), it warns while the legal
// details are the placeholders, and Save is offered once something changed.
jest.setTimeout(120_000);

const fresh: SchoolState = {
  profile: DEFAULT_PROFILE,
  version: 0,
  updated_at: null,
  updated_by: null,
  logo_version: null,
  price_per_slot_yen: 1500,
};

async function renderSchoolPage(language: 'en' | 'ja' = 'en', saveSchool = jest.fn(async () => ({ ...fresh, version: 1 }))) {
  const user = { ...OWNER_USER, console_language: language };
  // the console's own sagas (its language and catalogue), as its layout starts them
  const { store } = startConsole({ user, path: '/admin/school' });
  const api: SchoolApi = { getSchool: async () => fresh, saveSchool, uploadLogo: async () => fresh, removeLogo: async () => fresh };
  // started before the page, so the page's own start (with the real calls) is the one that does nothing
  store.startFeature('admin/school', schoolSagas, api);
  const view = render(
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <MemoryRouter>
          <ConsoleIntl>
            <main>
              <SchoolPage />
            </main>
          </ConsoleIntl>
        </MemoryRouter>
      </ThemeProvider>
    </Provider>,
  );
  // the console's catalogue is its own chunk: the page shows once it has loaded
  await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });
  await act(flush);
  return { ...view, saveSchool };
}

test.each(['en', 'ja'] as const)('axe finds no violations on the school page (%s)', async (language) => {
  const { container } = await renderSchoolPage(language);
  expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
  expect(await axeViolations(container)).toEqual([]);
});

test('the page warns about the placeholder legal details, and saves what the owner typed', async () => {
  const { saveSchool } = await renderSchoolPage();
  expect(screen.getByText(/still shows placeholder details for: Legal name \(operator\), Representative, Address/)).toBeInTheDocument();
  const save = screen.getByRole('button', { name: 'Save' });
  expect(save).toBeDisabled();
  await userEvent.type(screen.getByRole('textbox', { name: 'Representative' }), '山田 花子');
  expect(screen.getByText(/placeholder details for: Legal name \(operator\), Address/)).toBeInTheDocument();
  await userEvent.click(save);
  await act(flush);
  expect(saveSchool).toHaveBeenCalledWith({ ...DEFAULT_PROFILE, representative: '山田 花子' }, 0);
  expect(screen.getByRole('status')).toHaveTextContent('Saved. Visitors see the change now.');
});

test('the owner chooses, in Japanese, whether the booking form asks for a phone; it is saved with the profile', async () => {
  const { saveSchool } = await renderSchoolPage('ja');
  const choice = screen.getByRole('radiogroup', { name: '予約フォームの電話番号' });
  expect(screen.getByRole('radio', { name: '尋ねない' })).toBeChecked();
  await userEvent.click(screen.getByRole('radio', { name: '必須' }));
  expect(choice).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: '保存' }));
  await act(flush);
  expect(saveSchool).toHaveBeenCalledWith({ ...DEFAULT_PROFILE, phone_field: 'required' }, 0);
});

test('the owner sets the pause fee and the longest pause in "Pausing and withdrawing"; the save carries the rules block', async () => {
  const { saveSchool } = await renderSchoolPage();
  const part = screen.getByRole('heading', { name: 'Pausing and withdrawing' }).closest('section') ?? document.body;
  const fee = screen.getByRole('spinbutton', { name: 'Pause fee a month (¥)' });
  expect(part).toContainElement(fee);
  expect(screen.getByRole('spinbutton', { name: 'Pause deadline (day of the month before)' })).toHaveValue(15);
  await userEvent.clear(fee);
  await userEvent.type(fee, '2000');
  const longest = screen.getByRole('spinbutton', { name: 'Longest pause (months)' });
  await userEvent.clear(longest);
  await userEvent.type(longest, '2');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await act(flush);
  expect(saveSchool).toHaveBeenCalledWith(
    { ...DEFAULT_PROFILE, enrolment_rules: { ...DEFAULT_PROFILE.enrolment_rules, pause_fee_yen: 2000, pause_max_months: 2 } },
    0,
  );
});
