/** @jest-environment ./__tests__/setup/jsdomEnvironment.cjs */
import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { setPublicSchool } from '../../src/client/features/school/schoolSelectors';
import { TermsPage } from '../../src/client/pages/TermsPage';
import { policyRefundText } from '../../src/client/components/cancelRefundText';
import { wordsIn } from '../../src/client/i18n/useWords';
import { addWords } from '../../src/client/i18n/catalogues';
import { words as ja } from '../../src/client/i18n/words/ja/index';
import { words as en } from '../../src/client/i18n/words/en/index';
import { DEFAULT_PROFILE } from '../../src/shared/schoolSettings';
import { cancelPolicyLines } from '../../src/server/school/cancelPolicyLine';
import { trialLines } from '../../src/server/school/trialLine';
import { startStore } from './testStore';

// The school's cancellation policy where the visitor reads it (issue 39, point 9): the terms page states it in the
// visitor's language from the page's school data block, and the booking's cancel says what the policy keeps.
const tiers = [
  { days_before: 1, percent: 50 },
  { days_before: 0, percent: 100 },
];

function terms(language: 'en' | 'ja', withPolicy: boolean) {
  setPublicSchool({
    ...DEFAULT_PROFILE,
    cancel_policy: { tiers: withPolicy ? tiers : [] },
    logo_version: null,
    price_per_slot_yen: 1500,
    trial_from_yen: 6000,
    trial_line: trialLines(DEFAULT_PROFILE.trial, 1500),
    cancel_policy_line: cancelPolicyLines({ tiers: withPolicy ? tiers : [] }), // as the server writes it
  });
  const { store } = startStore({ chosenLanguage: language });
  return render(
    <Provider store={store}>
      <MemoryRouter>
        <TermsPage />
      </MemoryRouter>
    </Provider>,
  );
}

afterEach(() => setPublicSchool(null));

test('the terms page states the policy in the visitor’s language; without one it says nothing new', () => {
  const { unmount } = terms('ja', true);
  expect(screen.getByText(/キャンセルポリシー：レッスン日の2日前まで無料、前日は50%、当日は100%/)).toBeInTheDocument();
  unmount();
  terms('en', false);
  expect(screen.queryByText(/Cancellation policy/)).toBeNull();
});

test('the cancel says what the policy keeps, only when it keeps something', () => {
  addWords('en', en);
  addWords('ja', ja);
  expect(policyRefundText(wordsIn('en'), { paid_yen: 6000, percent: 50, refund_yen: 3000 })).toBe(
    "If you cancel today, ¥3,000 of the ¥6,000 you paid is refunded: the school's cancellation policy keeps 50%.",
  );
  expect(policyRefundText(wordsIn('ja'), { paid_yen: 6000, percent: 100, refund_yen: 0 })).toContain('返金はありません');
  expect(policyRefundText(wordsIn('en'), { paid_yen: 6000, percent: 0, refund_yen: 6000 })).toBeUndefined();
  expect(policyRefundText(wordsIn('en'), null)).toBeUndefined();
});
