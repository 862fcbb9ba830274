import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../../shared/paths.js';
import { useAppDispatch, useAppSelector } from '../../../app/hooks.js';
import { TextInput } from '../../../components/TextInput.js';
import { selectFlow } from '../authSelectors.js';
import { authFormOpened, forgotPasswordSubmitted } from '../authSlice.js';
import { AuthCard } from '../components/AuthCard.js';
import { useWords } from '../../../i18n/useWords.js';

/** /app/forgot_pass: request a password reset email. */
export function ForgotPasswordPage() {
  const dispatch = useAppDispatch();
  const { t } = useWords();
  const flow = useAppSelector(selectFlow('forgot'));
  const [email, setEmail] = useState('');
  useEffect(() => void dispatch(authFormOpened('forgot')), [dispatch]);
  return (
    <AuthCard
      title={t('forgot.title')}
      flow={flow}
      onSubmit={() => dispatch(forgotPasswordSubmitted({ email }))}
      footer={
        <Link component={RouterLink} to={paths.login}>
          {t('forgot.backToLogin')}
        </Link>
      }
    >
      <TextInput
        label={t('common.email')}
        name="email"
        type="email"
        autoComplete="email"
        required
        value={email}
        onChange={setEmail}
        helperText={t('forgot.hint')}
      />
      <Button type="submit" variant="contained" size="large" loading={flow.status === 'loading'} disabled={!email.trim()}>
        {t('forgot.submit')}
      </Button>
    </AuthCard>
  );
}
