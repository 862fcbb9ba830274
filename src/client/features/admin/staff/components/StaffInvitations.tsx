import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import type { LanguageCode } from '../../../../../shared/constants.js';
import type { StaffRole } from '../../../../../shared/roles.js';
import { useAppDispatch, useAppSelector } from '../../../../app/hooks.js';
import { selectLocale } from '../../consoleSlice.js';
import { selectStaff, invitationRevokeSubmitted, inviteSubmitted } from '../staffSlice.js';
import { StaffOutcome } from '../../components/StaffOutcome.js';
import { CONSOLE_LANGUAGES, OWN_LANGUAGE_NAMES } from '../../format/languageNames.js';
import { ROLE_LABELS } from '../../format/roleLabels.js';
import type { MessageId } from '../../i18n/messageIds.js';
import { useConsoleText } from '../../i18n/useConsoleText.js';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Invite by email, role and the email's language (the console's by default); the open invitations, each revocable. */
export function StaffInvitations() {
  const dispatch = useAppDispatch();
  const { t, dateTime } = useConsoleText();
  const { invitations, invite, memberAction } = useAppSelector(selectStaff);
  const shown = useAppSelector(selectLocale).shown;
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<StaffRole>('staff');
  const [language, setLanguage] = useState<LanguageCode>(shown ?? 'en');
  const [error, setError] = useState<MessageId | null>(null);
  const sending = invite.status === 'loading';
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const why: MessageId | null = EMAIL.test(email.trim()) ? null : 'staff.invite.emailInvalid';
    setError(why);
    if (!why) dispatch(inviteSubmitted({ email: email.trim(), role, language }));
  };
  return (
    <>
      <Box component="section" aria-labelledby="invite-title">
        <Typography id="invite-title" variant="h2" sx={{ mb: 1 }}>
          {t('staff.invite.title')}
        </Typography>
        <Box component="form" noValidate onSubmit={submit} sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'flex-start' }}>
          <TextField
            label={t('staff.invite.email')}
            type="email"
            size="small"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            error={Boolean(error)}
            helperText={t(error ?? 'staff.invite.emailHelp')}
            sx={{ flex: '1 1 240px' }}
          />
          <TextField
            select
            size="small"
            label={t('staff.invite.role')}
            value={role}
            onChange={(e) => setRole(e.target.value as StaffRole)}
            slotProps={{ select: { native: true } }}
            sx={{ minWidth: 140 }}
          >
            <option value="staff">{t(ROLE_LABELS.staff)}</option>
            <option value="owner">{t(ROLE_LABELS.owner)}</option>
            <option value="teacher">{t(ROLE_LABELS.teacher)}</option>
          </TextField>
          <TextField
            select
            size="small"
            label={t('staff.invite.language')}
            value={language}
            onChange={(e) => setLanguage(e.target.value as LanguageCode)}
            slotProps={{ select: { native: true } }}
            sx={{ minWidth: 140 }}
          >
            {CONSOLE_LANGUAGES.map((code) => (
              <option key={code} value={code} lang={code}>
                {OWN_LANGUAGE_NAMES[code]}
              </option>
            ))}
          </TextField>
          <Button
            type="submit"
            variant="contained"
            disabled={sending}
            startIcon={sending ? <CircularProgress size={18} color="inherit" aria-hidden="true" /> : undefined}
            sx={{ minHeight: 40 }}
          >
            {t('staff.invite.send')}
          </Button>
        </Box>
        <StaffOutcome outcome={invite} />
      </Box>
      <Box component="section" aria-labelledby="invitations-title">
        <Typography id="invitations-title" variant="h2" sx={{ mb: 1 }}>
          {t('staff.invitations.title')}
        </Typography>
        {invitations.length === 0 && <Typography color="text.secondary">{t('staff.invitations.none')}</Typography>}
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
          {invitations.map((i) => (
            <Paper
              component="li"
              variant="outlined"
              key={i.email}
              sx={{ p: 2, display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}
            >
              <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
                <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{i.email}</Typography>
                <Typography variant="body2">
                  {t('staff.invitations.line', {
                    role: t(ROLE_LABELS[i.role]),
                    by: i.invited_by_name || i.invited_by,
                    expires: dateTime(i.expires_at),
                  })}
                </Typography>
              </Box>
              <Button
                variant="outlined"
                disabled={memberAction.status === 'loading'}
                aria-label={t('staff.invitations.revokeLabel', { email: i.email })}
                onClick={() => dispatch(invitationRevokeSubmitted({ email: i.email }))}
              >
                {t('staff.invitations.revoke')}
              </Button>
            </Paper>
          ))}
        </Box>
      </Box>
    </>
  );
}
