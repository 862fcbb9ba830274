import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Link from '@mui/material/Link';
import { useEffect, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { API_BASE, GOOGLE_LOGIN_PATH } from '../../../../shared/constants.js';
import { LINE_LOGIN_PATH } from '../../../../shared/lineConstants.js';
import { useAppDispatch, useAppSelector } from '../../../app/hooks.js';
import { myLineOpened, selectLine } from '../../line/lineSlice.js';
import { useLine } from '../../line/useLine.js';
import { selectReauth, reauthCanceled, reauthSubmitted } from '../consoleSlice.js';
import { useConsoleText } from '../i18n/useConsoleText.js';

/**
 * The password prompt of the sensitive calls. The server said the password is needed
 * again; once it is confirmed the console repeats the action (reauthSagas.ts). Canceling changes nothing.
 */
export function ReauthDialog() {
  const dispatch = useAppDispatch();
  const { t, m } = useConsoleText();
  const { open, reason, status, error } = useAppSelector(selectReauth);
  const [password, setPassword] = useState('');
  const { pathname } = useLocation();
  // a new Google sign-in is as good as the password (a new session); it comes back to this page
  const back = new URLSearchParams({ return_to: pathname });
  const google = `${API_BASE}${GOOGLE_LOGIN_PATH}?${back}`;
  // so is LINE's, for a member who connected LINE (the site asks once, when the prompt opens)
  useLine();
  const { mine } = useAppSelector(selectLine);
  useEffect(() => {
    if (open) dispatch(myLineOpened({ outcome: null }));
  }, [dispatch, open]);
  const busy = status === 'loading';
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (password) dispatch(reauthSubmitted({ password }));
  };
  const cancel = () => {
    setPassword('');
    dispatch(reauthCanceled());
  };
  return (
    <Dialog
      open={open}
      onClose={() => !busy && cancel()}
      aria-labelledby="reauth-title"
      slotProps={{ transition: { onExited: () => setPassword('') } }}
    >
      <form onSubmit={submit}>
        <DialogTitle id="reauth-title">{t('staff.reauth.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{reason && m(reason)}</DialogContentText>
          {error && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {m(error)}
            </Alert>
          )}
          <TextField
            fullWidth
            margin="normal"
            type="password"
            label={t('staff.reauth.password')}
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            disabled={busy}
          />
          <DialogContentText variant="body2">
            <Link href={google}>{t('staff.reauth.google')}</Link>
          </DialogContentText>
          {mine?.connected && (
            <DialogContentText variant="body2" sx={{ mt: 1 }}>
              <Link href={`${API_BASE}${LINE_LOGIN_PATH}?${back}`}>{t('staff.reauth.line')}</Link>
            </DialogContentText>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={cancel} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={busy} disabled={!password}>
            {t('staff.reauth.confirm')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
