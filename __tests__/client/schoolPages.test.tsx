/** @jest-environment ./__tests__/setup/jsdomEnvironment.cjs */
import { render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { Footer } from '../../src/client/app/layout/Footer';
import { setPublicSchool } from '../../src/client/features/school/schoolSelectors';
import { HomePage } from '../../src/client/pages/HomePage';
import { TermsPage } from '../../src/client/pages/TermsPage';
import { TradingPage } from '../../src/client/pages/TradingPage';
import type { SchoolProfile } from '../../src/shared/schoolProfile';
import { DEFAULT_PROFILE as DEFAULT_SCHOOL } from '../../src/shared/schoolSettings';
import { trialLines } from '../../src/server/school/trialLine';
import { startStore } from './testStore';

// The visitor pages with the school's profile (issue 38): its texts where it wrote them, in the visitor's language
// (else its first), rendered as elements (never HTML), its legal details, and the trial's price ("free" only when free).

function renderWith(ui: ReactElement, profile: Partial<SchoolProfile>, language: 'en' | 'ja' = 'en', pricePerSlot = 1500) {
  const trial = profile.trial ?? DEFAULT_SCHOOL.trial;
  const from = trial.pricing === 'free' ? 0 : trial.pricing === 'fixed' ? trial.fixed_yen : trial.min_slots * pricePerSlot;
  const trial_line = trialLines(trial, pricePerSlot); // as the server writes it into the page
  setPublicSchool({
    ...DEFAULT_SCHOOL,
    ...profile,
    logo_version: null,
    price_per_slot_yen: pricePerSlot,
    trial_from_yen: from,
    trial_line,
  });
  const { store } = startStore({ chosenLanguage: language });
  return render(
    <Provider store={store}>
      <MemoryRouter>{ui}</MemoryRouter>
    </Provider>,
  );
}

afterEach(() => setPublicSchool(null));

const row = (term: string) => screen.getByRole('rowheader', { name: term }).closest('tr')!;

test('the trading page shows the school\u2019s operator, representative, address and its own wording, else today\u2019s', () => {
  renderWith(<TradingPage />, {
    legal_name: '株式会社さくら教育',
    representative: '山田 花子',
    address: '東京都渋谷区神宮前1-2-3',
    trading: { ...DEFAULT_SCHOOL.trading, prices: { ja: '体験レッスン 2,000円（税込）' } },
  });
  expect(within(row('販売事業者')).getByText('株式会社さくら教育')).toBeInTheDocument();
  expect(within(row('代表者')).getByText('山田 花子')).toBeInTheDocument();
  expect(within(row('所在地')).getByText('東京都渋谷区神宮前1-2-3')).toBeInTheDocument();
  expect(within(row('販売価格')).getByText('体験レッスン 2,000円（税込）')).toBeInTheDocument();
  expect(within(row('引渡時期')).getByText('決済完了後すぐにご予約が確定します。')).toBeInTheDocument();
  expect(screen.queryByText('佐藤 健一')).toBeNull();
});

test('the school\u2019s terms are its small Markdown as elements: bold, lists, safe links; HTML and other links stay text', () => {
  const terms = {
    en: 'Our **terms**.\n\n- one\n- two\n\n[Site](https://sakura.example) [bad](javascript:alert(1)) <img src=x onerror=alert(1)>',
  };
  const { container } = renderWith(<TermsPage />, { texts: { ...DEFAULT_SCHOOL.texts, terms } });
  expect(screen.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeInTheDocument();
  expect(screen.getByText('terms').tagName).toBe('STRONG');
  expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['one', 'two']);
  expect(screen.getByRole('link', { name: 'Site' })).toHaveAttribute('href', 'https://sakura.example');
  expect(screen.queryByRole('link', { name: 'bad' })).toBeNull();
  expect(container.querySelector('img')).toBeNull();
  expect(container.textContent).toContain('<img src=x onerror=alert(1)>');
});

test('a text missing in the visitor\u2019s language shows in the school\u2019s first language; the footer says its name', () => {
  const name = { en: 'Sakura Academy', ja: 'さくら学院' };
  const texts = { ...DEFAULT_SCHOOL.texts, home_headline: { ja: 'ようこそ' } };
  renderWith(
    <>
      <HomePage />
      <Footer />
    </>,
    { name, texts, first_language: 'ja' },
  );
  expect(screen.getByRole('heading', { level: 1, name: 'ようこそ' })).toBeInTheDocument();
  expect(screen.getByText(/© 2025 Sakura Academy\. All rights reserved\./)).toBeInTheDocument();
});

test('the home page shows the trial\u2019s price; "free" only when it costs nothing', () => {
  const { unmount } = renderWith(<HomePage />, { trial: { ...DEFAULT_SCHOOL.trial, pricing: 'fixed', fixed_yen: 2000 } });
  expect(screen.getByText('Trial class: ¥2,000 (tax included)')).toBeInTheDocument();
  expect(document.body.textContent).not.toMatch(/free/i);
  unmount();
  renderWith(<HomePage />, { trial: { ...DEFAULT_SCHOOL.trial, pricing: 'free' } }, 'ja');
  expect(screen.getByText('体験レッスン：無料')).toBeInTheDocument();
});
