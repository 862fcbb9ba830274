import Button from '@mui/material/Button';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PASSWORD_MIN } from '../../../../shared/constants.js';
import { useAppDispatch, useAppSelector } from '../../../app/hooks.js';
import { TextInput } from '../../../components/TextInput.js';
import { selectFlow } from '../authSelectors.js';
import { authFormOpened, passwordResetSubmitted } from '../authSlice.js';
import { AuthCard } from '../components/AuthCard.js';
import { useWords } from '../../../i18n/useWords.js';

/** /reset_password?token=: choose a new password; login opens 3 seconds after success. */
export function ResetPasswordPage() {
  const dispatch = useAppDispatch();
  const { t } = useWords();
  const flow = useAppSelector(selectFlow('reset'));
  const [params] = useSearchParams();
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  useEffect(() => void dispatch(authFormOpened('reset')), [dispatch]);
  const done = flow.status === 'succeeded';
  return (
    <AuthCard
      title={t('reset.title')}
      flow={flow}
      onSubmit={() => dispatch(passwordResetSubmitted({ token: params.get('token'), password, confirmPassword }))}
    >
      <TextInput
        label={t('reset.newPassword')}
        name="password"
        type="password"
        autoComplete="new-password"
        required
        value={password}
        onChange={setPassword}
        helperText={t('signup.passwordHint', { min: PASSWORD_MIN })}
      />
      <TextInput
        label={t('reset.confirmPassword')}
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        required
        value={confirmPassword}
        onChange={setConfirmPassword}
      />
      <Button
        type="submit"
        variant="contained"
        size="large"
        loading={flow.status === 'loading'}
        disabled={done || !password || !confirmPassword}
      >
        {t('reset.submit')}
      </Button>
    </AuthCard>
  );
}
