import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { PASSWORD_MIN } from '../../../../../shared/constants.js';
import { useAppDispatch } from '../../../../app/hooks.js';
import { invitationAcceptSubmitted } from '../staffSlice.js';
import { useConsoleText } from '../../i18n/useConsoleText.js';

/** No account has the invited email yet: name and password make one (the link proved the email). */
export function InvitationAcceptForm({ token, busy }: { token: string; busy: boolean }) {
  const dispatch = useAppDispatch();
  const { t } = useConsoleText();
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ name?: string; password?: string; confirm?: string }>({});
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = {
      name: name.trim() ? undefined : t('staff.invitation.nameRequired'),
      password: password.length >= PASSWORD_MIN ? undefined : t('staff.invitation.passwordShort', { min: PASSWORD_MIN }),
      confirm: confirm === password ? undefined : t('staff.invitation.mismatch'),
    };
    setErrors(found);
    if (!found.name && !found.password && !found.confirm) dispatch(invitationAcceptSubmitted({ token, name: name.trim(), password }));
  };
  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
      <TextField
        label={t('staff.invitation.name')}
        value={name}
        onChange={(e) => setName(e.target.value)}
        error={Boolean(errors.name)}
        helperText={errors.name}
        autoComplete="name"
      />
      <TextField
        label={t('staff.invitation.password')}
        type="password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={Boolean(errors.password)}
        helperText={errors.password ?? t('staff.invitation.passwordHelp', { min: PASSWORD_MIN })}
        autoComplete="new-password"
      />
      <TextField
        label={t('staff.invitation.confirm')}
        type="password"
        value={confirm}
        onChange={(e) => setConfirm(e.target.value)}
        error={Boolean(errors.confirm)}
        helperText={errors.confirm}
        autoComplete="new-password"
      />
      <Box>
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={busy}
          startIcon={busy ? <CircularProgress size={18} color="inherit" aria-hidden="true" /> : undefined}
        >
          {t('staff.invitation.create')}
        </Button>
      </Box>
    </Box>
  );
}
