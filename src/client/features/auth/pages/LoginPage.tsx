import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { GOOGLE_LOGIN_PATH } from '../../../../shared/constants.js';
import { LINE_NEW_VISITOR, LINE_OUTCOMES } from '../../../../shared/lineConstants.js';
import * as messages from '../../../../shared/messages.js';
import { paths } from '../../../../shared/paths.js';
import { useAppDispatch, useAppSelector } from '../../../app/hooks.js';
import { TextInput } from '../../../components/TextInput.js';
import { selectInAppBrowser } from '../../inapp/inAppSelectors.js';
import { selectFlow } from '../authSelectors.js';
import { authFormOpened, loginSubmitted } from '../authSlice.js';
import { AuthCard } from '../components/AuthCard.js';
import { useWords } from '../../../i18n/useWords.js';
import { GoogleButton } from '../components/GoogleButton.js';
import { LineButton } from '../../line/LineButton.js';
import { LineSignup } from '../components/LineSignup.js';

const GOOGLE_OUTCOMES: Record<string, string> = { unavailable: messages.googleNotConfigured, failed: messages.googleFailed };
const LINE_LOGIN_OUTCOMES: Record<string, string> = { failed: LINE_OUTCOMES.failed, unlinked: LINE_OUTCOMES.unlinked };

/** /app/login: email and password, Google or LINE; links to sign up and to the password reset. */
export function LoginPage() {
  const [params] = useSearchParams();
  // LINE Login found no account: the new LINE user's name and email, once
  if (params.get('line') === LINE_NEW_VISITOR) return <LineSignup />;
  return <LoginForm />;
}

function LoginForm() {
  const dispatch = useAppDispatch();
  const flow = useAppSelector(selectFlow('login'));
  const { t } = useWords();
  const [params] = useSearchParams();
  // inside LINE's own browser, where Google refuses, LINE Login is the sign-in to offer first
  const inLine = useAppSelector(selectInAppBrowser) === 'line';
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  useEffect(() => void dispatch(authFormOpened('login')), [dispatch]);
  const outcome = GOOGLE_OUTCOMES[params.get('google') ?? ''] ?? LINE_LOGIN_OUTCOMES[params.get('line') ?? ''];
  const shown = flow.message ? flow : outcome ? { status: 'failed' as const, message: outcome } : flow;
  return (
    <AuthCard
      title={t('login.title')}
      flow={shown}
      onSubmit={() => dispatch(loginSubmitted({ email, password }))}
      footer={
        <>
          <Link component={RouterLink} to={paths.forgotPassword}>
            {t('login.forgot')}
          </Link>
          <span>
            {t('login.newHere')}{' '}
            <Link component={RouterLink} to={paths.signup}>
              {t('login.createAccount')}
            </Link>
          </span>
        </>
      }
    >
      <TextInput label={t('common.email')} name="email" type="email" autoComplete="email" required value={email} onChange={setEmail} />
      <TextInput
        label={t('common.password')}
        name="password"
        type="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={setPassword}
      />
      <Button type="submit" variant="contained" size="large" loading={flow.status === 'loading'} disabled={!email.trim() || !password}>
        {t('login.submit')}
      </Button>
      <Divider>{t('common.or')}</Divider>
      {inLine && <LineButton />}
      <GoogleButton path={GOOGLE_LOGIN_PATH} label={t('login.google')} />
      {!inLine && <LineButton />}
    </AuthCard>
  );
}
