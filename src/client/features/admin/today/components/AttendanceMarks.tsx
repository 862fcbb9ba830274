import Button from '@mui/material/Button';
import type { Attendance } from '../../../../../shared/admin/bookings.js';
import { useConsoleText } from '../../i18n/useConsoleText.js';

/** The two marks a class's block offers, each with its words and the label naming the student. */
const MARKS = [
  { value: 'attended', label: 'today.arrived', forName: 'today.arrivedFor' },
  { value: 'no_show', label: 'today.noShow', forName: 'today.noShowFor' },
] as const;

/**
 * Arrived / No-show, one tap each (a pressed button pressed again clears the mark), as Today's blocks and a
 * teacher's classes show them. `onTap` gets the mark to set, or null to clear it.
 */
export function AttendanceMarks({
  name,
  attendance,
  saving,
  onTap,
}: {
  name: string;
  attendance: Attendance | null;
  saving: boolean;
  onTap(next: Attendance | null): void;
}) {
  const { t } = useConsoleText();
  return MARKS.map(({ value, label, forName }) => (
    <Button
      key={value}
      size="small"
      variant={attendance === value ? 'contained' : 'outlined'}
      aria-pressed={attendance === value}
      aria-label={t(forName, { name })}
      disabled={saving}
      onClick={() => onTap(attendance === value ? null : value)}
      sx={{ minHeight: 40 }}
    >
      {t(label)}
    </Button>
  ));
}
