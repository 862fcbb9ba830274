import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { Teacher } from '../../../../shared/admin/teachers.js';
import { useConsoleText } from '../i18n/useConsoleText.js';

type Props = {
  teachers: Teacher[];
  /** A teacher's id as text; '' for all teachers. */
  value: string;
  onChange: (value: string) => void;
  label: string;
  sx?: object;
};

/** "All teachers" and each teacher (a retired one said so): the day view's and the search's filter. */
export function TeacherFilter({ teachers, value, onChange, label, sx }: Props) {
  const { t } = useConsoleText();
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
          {teacher.retired_at === null ? teacher.name : t('bookings.teacher.retired', { name: teacher.name })}
        </MenuItem>
      ))}
    </TextField>
  );
}
