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

/** /app/forgot_pass: request a password reset email. */
export function ForgotPasswordPage() {
  const dispatch = useAppDispatch();
  const flow = useAppSelector(selectFlow('forgot'));
  const [email, setEmail] = useState('');
  useEffect(() => void dispatch(authFormOpened('forgot')), [dispatch]);
  return (
    <AuthCard
      title="Reset your password"
      flow={flow}
      onSubmit={() => dispatch(forgotPasswordSubmitted({ email }))}
      footer={
        <Link component={RouterLink} to={paths.login}>
          Back to log in
        </Link>
      }
    >
      <TextInput
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        required
        value={email}
        onChange={setEmail}
        helperText="We will email you a link to choose a new password."
      />
      <Button type="submit" variant="contained" size="large" loading={flow.status === 'loading'} disabled={!email.trim()}>
        Send reset email
      </Button>
    </AuthCard>
  );
}
