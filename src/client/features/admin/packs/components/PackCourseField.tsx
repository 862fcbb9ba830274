import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { textFor } from '../../../../../shared/localText.js';
import { useAppSelector } from '../../../../app/hooks.js';
import { selectConsoleLanguage } from '../../consoleSlice.js';
import { useConsoleText } from '../../i18n/useConsoleText.js';
import type { PackCourse } from '../packsState.js';
import type { PackInput } from '../../../../../shared/admin/packs.js';

/** The pack form's values (every field filled). */
export type Form = Required<Omit<PackInput, 'names'>> & { names: Record<string, string> };

/**
 * What a pack is for (issue 41, point 3): any lesson of its length, or one course (its lessons then the course's length,
 * booked with the course's teachers). Chosen, the course's length fills the form's (the server sets it too).
 */
export function PackCourseField(p: { courses: PackCourse[] | null; form: Form; setForm: (f: Form) => void }) {
  const { t } = useConsoleText();
  const language = useAppSelector(selectConsoleLanguage) ?? 'en';
  const choose = (value: string) => {
    const course = p.courses?.find((c) => String(c.id) === value);
    p.setForm({ ...p.form, course_id: course?.id ?? null, lesson_slots: course?.lesson_slots ?? p.form.lesson_slots });
  };
  return (
    <TextField
      select
      label={t('packs.form.course')}
      value={p.form.course_id === null ? '' : String(p.form.course_id)}
      onChange={(e) => choose(e.target.value)}
      helperText={t('packs.form.courseHelp')}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">{t('packs.form.anyLesson')}</MenuItem>
      {(p.courses ?? []).map((c) => (
        <MenuItem key={c.id} value={String(c.id)}>
          {t('packs.form.courseOption', { name: textFor(c.names, language, 'en'), minutes: c.lesson_minutes })}
        </MenuItem>
      ))}
    </TextField>
  );
}
