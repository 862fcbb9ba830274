import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { StaffMember } from '../../../../../shared/admin/staff.js';
import type { StaffRole } from '../../../../../shared/roles.js';
import { useAppDispatch, useAppSelector } from '../../../../app/hooks.js';
import { selectStaff, memberRoleSubmitted } from '../staffSlice.js';
import { selectTeachers } from '../../teachers/teachersSlice.js';
import { ROLE_LABELS } from '../../format/roleLabels.js';
import { useConsoleText } from '../../i18n/useConsoleText.js';

/** The school's members, one card each (stacked on a phone): a role select and Remove (confirmed). */
export function StaffMembers() {
  const dispatch = useAppDispatch();
  const { t } = useConsoleText();
  const { members, memberAction } = useAppSelector(selectStaff);
  const [removing, setRemoving] = useState<StaffMember | null>(null);
  const busy = memberAction.status === 'loading';
  return (
    <Box component="section" aria-labelledby="members-title">
      <Typography id="members-title" variant="h2" sx={{ mb: 1 }}>
        {t('staff.members.title')}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
        {members.map((m) => (
          <Paper
            component="li"
            variant="outlined"
            key={m.id}
            sx={{ p: 2, display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}
          >
            <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
              <Typography sx={{ fontWeight: 700 }}>{m.name}</Typography>
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {m.email}
              </Typography>
              {m.teacher && <Typography variant="body2">{t('staff.members.linkedTo', { teacher: m.teacher.name })}</Typography>}
            </Box>
            <TextField
              select
              size="small"
              label={t('staff.members.roleOf', { name: m.name })}
              value={m.role}
              disabled={busy}
              onChange={(e) => dispatch(memberRoleSubmitted({ id: m.id, name: m.name, role: e.target.value as StaffRole }))}
              slotProps={{ select: { native: true } }}
              sx={{ minWidth: 160 }}
            >
              <option value="owner">{t(ROLE_LABELS.owner)}</option>
              <option value="staff">{t(ROLE_LABELS.staff)}</option>
              <option value="teacher">{t(ROLE_LABELS.teacher)}</option>
            </TextField>
            {m.role === 'teacher' && <MemberTeacher member={m} busy={busy} />}
            <Button
              variant="outlined"
              color="error"
              disabled={busy}
              aria-label={t('staff.members.removeLabel', { name: m.name })}
              onClick={() => setRemoving(m)}
            >
              {t('staff.members.remove')}
            </Button>
          </Paper>
        ))}
      </Box>
      <Dialog open={removing !== null} onClose={() => setRemoving(null)} aria-labelledby="remove-title" aria-describedby="remove-text">
        <DialogTitle id="remove-title">{t('staff.members.removeTitle', { name: removing?.name ?? '' })}</DialogTitle>
        <DialogContent>
          <DialogContentText id="remove-text">
            {t('staff.members.removeText', { name: removing?.name ?? '', email: removing?.email ?? '' })}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setRemoving(null)}>{t('staff.members.keep')}</Button>
          <Button
            color="error"
            variant="contained"
            onClick={() => {
              if (removing) dispatch(memberRoleSubmitted({ id: removing.id, name: removing.name, role: null }));
              setRemoving(null);
            }}
          >
            {t('staff.members.removeConfirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}

/** The teacher a teacher member is linked to (their classes are this teacher's): the school's teachers not retired. */
function MemberTeacher({ member: m, busy }: { member: StaffMember; busy: boolean }) {
  const dispatch = useAppDispatch();
  const { t } = useConsoleText();
  const teachers = useAppSelector(selectTeachers).list.filter((x) => x.retired_at === null || x.id === m.teacher?.id);
  const choose = (value: string) =>
    dispatch(memberRoleSubmitted({ id: m.id, name: m.name, role: 'teacher', teacher_id: value === '' ? null : Number(value) }));
  return (
    <TextField
      select
      size="small"
      label={t('staff.members.teacherOf', { name: m.name })}
      value={m.teacher ? String(m.teacher.id) : ''}
      disabled={busy}
      onChange={(e) => choose(e.target.value)}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      sx={{ minWidth: 200 }}
    >
      <option value="">{t('staff.members.noTeacher')}</option>
      {teachers.map((x) => (
        <option key={x.id} value={String(x.id)}>
          {x.name}
        </option>
      ))}
    </TextField>
  );
}
