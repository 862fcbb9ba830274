/** @jest-environment ./__tests__/setup/jsdomEnvironment.cjs */
import { act, screen } from '@testing-library/react';
import { LineSignup } from '../../src/client/features/auth/components/LineSignup';
import { initialLine } from '../../src/client/features/line/lineSlice';
import { LINE_VISITOR_TEXTS } from '../../src/shared/lineVisitorTexts';
import { flush } from './bookingFixtures';
import { renderWithProviders } from './renderWithProviders';

// The sign-in page's form for a new LINE user, once it is sent: no session yet, so the page says, in the
// visitor's language, that the link emailed to her must be opened in this browser to finish.

test.each(['en', 'ja', 'zh-CN', 'zh-TW'] as const)(
  'sent (%s): the page says to open the link in this browser, and no form is left',
  async (language) => {
    const line = {
      ...initialLine,
      available: 'yes' as const,
      visitor: { status: 'ready' as const, name: null },
      signup: 'succeeded' as const,
      signupSentTo: 'hanako@example.com',
    };
    renderWithProviders(<LineSignup />, { path: '/app/login?line=new', chosenLanguage: language, preloadedState: { line } });
    await act(flush);
    const t = LINE_VISITOR_TEXTS[language];
    expect(screen.getByRole('heading', { level: 1, name: t.signupTitle })).toBeInTheDocument();
    expect(screen.getByText(t.checkEmail('hanako@example.com'))).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: t.create })).toBeNull();
    expect(screen.getByRole('link', { name: t.backToLogin })).toHaveAttribute('href', '/app/login');
  },
);
