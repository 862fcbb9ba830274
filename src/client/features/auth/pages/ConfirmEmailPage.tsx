import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { paths } from '../../../../shared/paths.js';
import { useAppDispatch, useAppSelector } from '../../../app/hooks.js';
import { selectFlow } from '../authSelectors.js';
import { emailConfirmOpened } from '../authSlice.js';
import { AuthCard } from '../components/AuthCard.js';
import { useWords } from '../../../i18n/useWords.js';

/** /confirm?token=: verifies the email, then the saga opens the login page after 3 seconds. */
export function ConfirmEmailPage() {
  const dispatch = useAppDispatch();
  const { t } = useWords();
  const flow = useAppSelector(selectFlow('confirm'));
  const [params] = useSearchParams();
  const token = params.get('token');
  useEffect(() => void dispatch(emailConfirmOpened({ token })), [dispatch, token]);
  return (
    <AuthCard title={t('confirm.title')} flow={flow}>
      {flow.status === 'loading' && (
        <Typography sx={{ display: 'flex', alignItems: 'center', gap: 2 }} role="status">
          <CircularProgress size={24} aria-hidden="true" /> {t('confirm.checking')}
        </Typography>
      )}
      {flow.status === 'succeeded' && <Typography role="status">{t('confirm.redirecting')}</Typography>}
      {flow.status === 'failed' && (
        <Link component={RouterLink} to={paths.login}>
          {t('confirm.toLogin')}
        </Link>
      )}
    </AuthCard>
  );
}
