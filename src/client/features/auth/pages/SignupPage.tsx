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
import { GoogleButton } from '../components/GoogleButton.js';

/** /app/signup: name, email, password twice; a confirmation link is emailed. */
export function SignupPage() {
  const dispatch = useAppDispatch();
  const flow = useAppSelector(selectFlow('signup'));
  const [form, setForm] = useState({ name: '', email: '', password: '', confirmPassword: '' });
  useEffect(() => void dispatch(authFormOpened('signup')), [dispatch]);
  const field = (key: keyof typeof form) => (value: string) => setForm((f) => ({ ...f, [key]: value }));
  const complete = form.name.trim() && form.email.trim() && form.password && form.confirmPassword;
  return (
    <AuthCard
      title="Sign up"
      flow={flow}
      onSubmit={() => dispatch(signupSubmitted(form))}
      footer={
        <span>
          Already have an account?{' '}
          <Link component={RouterLink} to={paths.login}>
            Log in
          </Link>
        </span>
      }
    >
      <TextInput label="Name" name="name" autoComplete="name" required value={form.name} onChange={field('name')} />
      <TextInput label="Email" name="email" type="email" autoComplete="email" required value={form.email} onChange={field('email')} />
      <TextInput
        label="Password"
        name="password"
        type="password"
        autoComplete="new-password"
        required
        value={form.password}
        onChange={field('password')}
        helperText={`At least ${PASSWORD_MIN} characters.`}
      />
      <TextInput
        label="Confirm password"
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        required
        value={form.confirmPassword}
        onChange={field('confirmPassword')}
      />
      <Button type="submit" variant="contained" size="large" loading={flow.status === 'loading'} disabled={!complete}>
        Sign up
      </Button>
      <Divider>or</Divider>
      <GoogleButton path={GOOGLE_SIGNUP_PATH} label="Sign up with Google" />
    </AuthCard>
  );
}
