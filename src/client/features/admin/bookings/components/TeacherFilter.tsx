import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { Teacher } from '../../../../../shared/admin/teachers.js';
import { useAppSelector } from '../../../../app/hooks.js';
import { selectUser } from '../../../auth/authSelectors.js';
import { useConsoleText } from '../../i18n/useConsoleText.js';

type Props = {
  teachers: Teacher[];
  /** A teacher's id as text; '' for all teachers. */
  value: string;
  onChange: (value: string) => void;
  label: string;
  sx?: object;
};

/**
 * "All teachers" and each teacher (a retired one said so; the member's own, when they teach, as "my classes"):
 * the day view's and the search's filter.
 */
export function TeacherFilter({ teachers, value, onChange, label, sx }: Props) {
  const { t } = useConsoleText();
  const me = useAppSelector(selectUser)?.email ?? null;
  const nameOf = (teacher: Teacher) => {
    if (teacher.retired_at !== null) return t('bookings.teacher.retired', { name: teacher.name });
    return me !== null && teacher.user_email === me ? t('bookings.teacher.mine', { name: teacher.name }) : teacher.name;
  };
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      // "All teachers" shows as the value rather than an empty box under the label
      slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
      sx={{ minWidth: 180, ...sx }}
    >
      <MenuItem value="">{t('bookings.teacher.all')}</MenuItem>
      {teachers.map((teacher) => (
        <MenuItem key={teacher.id} value={String(teacher.id)}>
          {nameOf(teacher)}
        </MenuItem>
      ))}
    </TextField>
  );
}
