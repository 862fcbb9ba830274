/** @jest-environment ./__tests__/setup/jsdomEnvironment.cjs */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { enrolSagas } from '../../src/client/features/enrol/enrolSagas';
import { fakeEnrolApi } from './enrolFixtures';
import type { ReactElement } from 'react';
import { AboutPage } from '../../src/client/pages/AboutPage';
import { BookSuccessPage } from '../../src/client/pages/BookSuccessPage';
import { HomePage } from '../../src/client/pages/HomePage';
import { NotFoundPage } from '../../src/client/pages/NotFoundPage';
import { PayForBookingPage } from '../../src/client/pages/PayForBookingPage';
import { PrivacyPage } from '../../src/client/pages/PrivacyPage';
import { TermsPage } from '../../src/client/pages/TermsPage';
import { TradingPage } from '../../src/client/pages/TradingPage';
import { renderWithProviders } from './renderWithProviders';

// (in the app's store: a page's words follow the language the store shows)
const renderPage = (ui: ReactElement) => renderWithProviders(ui);
const h1 = (name: string) => screen.getByRole('heading', { level: 1, name });

test('every page has exactly one h1 and renders no header, main or footer landmark', () => {
  for (const Page of [HomePage, AboutPage, TermsPage, PrivacyPage, TradingPage, PayForBookingPage, BookSuccessPage, NotFoundPage]) {
    const { unmount } = renderPage(<Page />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('main')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    unmount();
  }
});

test('home: the headline, a trial-booking link and the six features', () => {
  renderPage(<HomePage />);
  h1('Smart Booking for Global Educators');
  expect(screen.getByText(/WeChat, Line, Instagram and more/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Book a trial class' })).toHaveAttribute('href', '/app/booking');
  expect(screen.getByRole('heading', { level: 2, name: 'Features' })).toBeInTheDocument();
  const features = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
  expect(features).toEqual([
    'Smart Booking Calendar',
    'Cross-Platform QR Booking',
    'Multi-Currency Payment',
    'Auto Notifications',
    'Admin Dashboard',
    'Marketing Tools',
  ]);
});

test('about: Who We Are, the mission and the team', () => {
  renderPage(<AboutPage />);
  h1('Who We Are');
  expect(screen.getByRole('heading', { level: 2, name: 'Our Mission' })).toBeInTheDocument();
  expect(screen.getByText(/WeChat, Line or Instagram/)).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'Meet Our Team' })).toBeInTheDocument();
  expect(screen.getByText(/designers, developers and trainers.*three cities/)).toBeInTheDocument();
});

test('terms: Terms of Service with sections on cancellation and governing law', () => {
  renderPage(<TermsPage />);
  h1('Terms of Service');
  expect(screen.getByRole('heading', { level: 2, name: /Cancellation/ })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: /Governing law/ })).toBeInTheDocument();
  expect(screen.getByText(/laws of Japan/)).toBeInTheDocument();
});

test('privacy: in Simplified Chinese', () => {
  const { container } = renderPage(<PrivacyPage />);
  h1('隐私政策');
  expect(container.firstElementChild).toHaveAttribute('lang', 'zh-CN');
  expect(screen.getAllByRole('heading', { level: 2 }).length).toBeGreaterThanOrEqual(4);
});

test('trading: the Japanese notice lists operator, address, product, contact, payment and delivery', () => {
  const { container } = renderPage(<TradingPage />);
  h1('特定商取引法に基づく表記');
  expect(container.firstElementChild).toHaveAttribute('lang', 'ja');
  const table = screen.getByRole('table', { name: '特定商取引法に基づく表記' });
  for (const term of ['販売事業者', '代表者', '所在地', '商品名', 'お問い合わせ', '支払方法', '引渡時期', '販売価格']) {
    expect(within(table).getByRole('rowheader', { name: term })).toBeInTheDocument();
  }
  expect(within(table).getByText(/クレジットカード/)).toBeInTheDocument();
  expect(within(table).getByText('決済完了後すぐにご予約が確定します。')).toBeInTheDocument();
  expect(within(table).getByRole('link', { name: /@/ })).toHaveAttribute('href', expect.stringMatching(/^mailto:/));
});

test("pay for booking: the spec's fields, the course types from the school's courses, until withdrawn, the ¥3,000 placeholder then the monthly fee", async () => {
  renderWithProviders(<PayForBookingPage />, { beforeRender: (store) => store.startFeature('enrol', enrolSagas, fakeEnrolApi()) });
  h1('Course Booking');
  const type = await screen.findByRole('combobox', { name: 'Course type' });
  await waitFor(() => expect(type).toBeEnabled());
  expect(
    within(type)
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['Choose a course', 'Beginner Japanese', 'Business Japanese']);
  expect(screen.getByLabelText('Date from')).toHaveAttribute('type', 'date');
  const to = screen.getByRole('textbox', { name: 'Date to' });
  expect(to).toHaveValue('Until you withdraw');
  expect(to).toHaveAccessibleDescription(/A monthly contract: tuition is paid month by month, never several months in advance/);
  expect(screen.getByRole('textbox', { name: 'Fee' })).toHaveValue('¥3,000');
  await userEvent.selectOptions(type, 'Beginner Japanese');
  expect(screen.getByRole('textbox', { name: 'Fee' })).toHaveValue('¥12,000 a month');
  const group = await screen.findByRole('radiogroup', { name: 'Weekly time with a teacher' });
  expect(within(group).getAllByRole('radio')).toHaveLength(2);
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Day' }), 'Fridays');
  expect(
    within(group)
      .getAllByRole('radio')
      .map((r) => r.closest('label')?.textContent),
  ).toEqual(['Fridays 10:00–11:00 (Japan time) with Ito Ken, first lesson Fri, 16 May 2031']);
});

test('book success: Appointment successful, check email, Back to Home', () => {
  renderPage(<BookSuccessPage />);
  h1('Appointment successful');
  expect(screen.getByText(/check your email/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/app');
});

test('not found: 404, Page not found, Back to Home', () => {
  renderPage(<NotFoundPage />);
  h1('Page not found');
  expect(screen.getByText('404')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/app');
});
