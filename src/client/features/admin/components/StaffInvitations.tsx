import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import type { StaffRole } from '../../../../shared/roles.js';
import { useAppDispatch, useAppSelector } from '../../../app/hooks.js';
import { selectStaff } from '../adminSelectors.js';
import { invitationRevokeSubmitted, inviteSubmitted } from '../adminSlice.js';
import { StaffOutcome } from './StaffOutcome.js';
import { ROLE_LABELS } from '../format/roleLabels.js';
import { tokyoDateTime } from '../../../../shared/dates.js';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Invite by email and role; the open invitations, each revocable. */
export function StaffInvitations() {
  const dispatch = useAppDispatch();
  const { invitations, invite, memberAction } = useAppSelector(selectStaff);
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<StaffRole>('staff');
  const [error, setError] = useState<string | null>(null);
  const sending = invite.status === 'loading';
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const why = EMAIL.test(email.trim()) ? null : 'Enter the email address to invite, for example name@example.com.';
    setError(why);
    if (!why) dispatch(inviteSubmitted({ email: email.trim(), role }));
  };
  return (
    <>
      <Box component="section" aria-labelledby="invite-title">
        <Typography id="invite-title" variant="h2" sx={{ mb: 1 }}>
          Invite a member
        </Typography>
        <Box component="form" noValidate onSubmit={submit} sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'flex-start' }}>
          <TextField
            label="Email"
            type="email"
            size="small"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            error={Boolean(error)}
            helperText={error ?? 'They get an email with a link to join.'}
            sx={{ flex: '1 1 240px' }}
          />
          <TextField
            select
            size="small"
            label="Role"
            value={role}
            onChange={(e) => setRole(e.target.value as StaffRole)}
            slotProps={{ select: { native: true } }}
            sx={{ minWidth: 140 }}
          >
            <option value="staff">{ROLE_LABELS.staff}</option>
            <option value="owner">{ROLE_LABELS.owner}</option>
          </TextField>
          <Button
            type="submit"
            variant="contained"
            disabled={sending}
            startIcon={sending ? <CircularProgress size={18} color="inherit" aria-hidden="true" /> : undefined}
            sx={{ minHeight: 40 }}
          >
            Send invitation
          </Button>
        </Box>
        <StaffOutcome outcome={invite} />
      </Box>
      <Box component="section" aria-labelledby="invitations-title">
        <Typography id="invitations-title" variant="h2" sx={{ mb: 1 }}>
          Open invitations
        </Typography>
        {invitations.length === 0 && <Typography color="text.secondary">No open invitations.</Typography>}
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
                  {ROLE_LABELS[i.role]} · invited by {i.invited_by} · expires {tokyoDateTime(i.expires_at)} (Japan time)
                </Typography>
              </Box>
              <Button
                variant="outlined"
                disabled={memberAction.status === 'loading'}
                aria-label={`Revoke the invitation to ${i.email}`}
                onClick={() => dispatch(invitationRevokeSubmitted({ email: i.email }))}
              >
                Revoke
              </Button>
            </Paper>
          ))}
        </Box>
      </Box>
    </>
  );
}
