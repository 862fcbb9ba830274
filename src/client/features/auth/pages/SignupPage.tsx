import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { GOOGLE_SIGNUP_PATH, PASSWORD_MIN } from '../../../../shared/constants.js';
import { paths } from '../../../../shared/paths.js';
import { useAppDispatch, useAppSelector } from '../../../app/hooks.js';
import { TextInput } from '../../../components/TextInput.js';
import { selectFlow } from '../authSelectors.js';
import { authFormOpened, signupSubmitted } from '../authSlice.js';
import { AuthCard } from '../components/AuthCard.js';
import { useWords } from '../../../i18n/useWords.js';
import { GoogleButton } from '../components/GoogleButton.js';

/** /app/signup: name, email, password twice; a confirmation link is emailed. */
export function SignupPage() {
  const dispatch = useAppDispatch();
  const { t } = useWords();
  const flow = useAppSelector(selectFlow('signup'));
  const [form, setForm] = useState({ name: '', email: '', password: '', confirmPassword: '' });
  useEffect(() => void dispatch(authFormOpened('signup')), [dispatch]);
  const field = (key: keyof typeof form) => (value: string) => setForm((f) => ({ ...f, [key]: value }));
  const complete = form.name.trim() && form.email.trim() && form.password && form.confirmPassword;
  return (
    <AuthCard
      title={t('signup.title')}
      flow={flow}
      onSubmit={() => dispatch(signupSubmitted(form))}
      footer={
        <span>
          {t('signup.haveAccount')}{' '}
          <Link component={RouterLink} to={paths.login}>
            {t('signup.login')}
          </Link>
        </span>
      }
    >
      <TextInput label={t('common.name')} name="name" autoComplete="name" required value={form.name} onChange={field('name')} />
      <TextInput
        label={t('common.email')}
        name="email"
        type="email"
        autoComplete="email"
        required
        value={form.email}
        onChange={field('email')}
      />
      <TextInput
        label={t('common.password')}
        name="password"
        type="password"
        autoComplete="new-password"
        required
        value={form.password}
        onChange={field('password')}
        helperText={t('signup.passwordHint', { min: PASSWORD_MIN })}
      />
      <TextInput
        label={t('signup.confirmPassword')}
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        required
        value={form.confirmPassword}
        onChange={field('confirmPassword')}
      />
      <Button type="submit" variant="contained" size="large" loading={flow.status === 'loading'} disabled={!complete}>
        {t('signup.submit')}
      </Button>
      <Divider>{t('common.or')}</Divider>
      <GoogleButton path={GOOGLE_SIGNUP_PATH} label={t('signup.google')} />
    </AuthCard>
  );
}
