import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { CourseInput } from '../../../../../shared/admin/courses.js';
import { LANGUAGE_CODES } from '../../../../../shared/language.js';
import { COURSE_LEVELS } from '../../../../../shared/enrolmentWords.js';
import { TEACHING_LANGUAGES } from '../../../../../shared/teachingLanguages.js';
import { useAppSelector } from '../../../../app/hooks.js';
import { useConsoleText } from '../../i18n/useConsoleText.js';
import { selectTeachers } from '../../teachers/teachersSlice.js';
import { selectCourses } from '../enrolmentsSlice.js';

type Names = CourseInput['names'];
type NumberField = 'lesson_slots' | 'lessons_per_month' | 'monthly_fee' | 'enrolment_fee' | 'capacity';

/** The course form's fields: names and descriptions in each language, what it teaches, its length, prices and size. */
export function CourseFields({ form, onChange }: { form: CourseInput; onChange(next: CourseInput): void }) {
  const { t } = useConsoleText();
  const teachers = useAppSelector(selectTeachers).list.filter((x) => !x.retired_at || form.teacher_ids.includes(x.id));
  const sample = useAppSelector(selectCourses).list?.[0];
  const slotMinutes = sample ? sample.lesson_minutes / sample.lesson_slots : 30;
  const text = (part: 'names' | 'descriptions', lang: (typeof LANGUAGE_CODES)[number], value: string) =>
    onChange({ ...form, [part]: { ...form[part], [lang]: value } as Names });
  const num = (field: NumberField, label: string, helper?: string) => (
    <TextField
      type="number"
      label={label}
      helperText={helper}
      value={form[field]}
      onChange={(e) => onChange({ ...form, [field]: Number(e.target.value) })}
      slotProps={{ htmlInput: { min: field === 'monthly_fee' || field === 'enrolment_fee' ? 0 : 1 } }}
    />
  );
  const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } };
  return (
    <>
      <Box sx={grid}>
        {LANGUAGE_CODES.map((lang) => (
          <TextField
            key={lang}
            label={t(`enrolments.form.name.${lang}`)}
            required={lang === 'en'}
            value={form.names[lang] ?? ''}
            onChange={(e) => text('names', lang, e.target.value)}
          />
        ))}
        {LANGUAGE_CODES.map((lang) => (
          <TextField
            key={lang}
            multiline
            minRows={2}
            label={t(`enrolments.form.description.${lang}`)}
            value={form.descriptions[lang] ?? ''}
            onChange={(e) => text('descriptions', lang, e.target.value)}
          />
        ))}
      </Box>
      <Box sx={{ ...grid, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' } }}>
        <TextField
          select
          label={t('enrolments.courses.language')}
          value={form.language}
          onChange={(e) => onChange({ ...form, language: e.target.value as CourseInput['language'] })}
          slotProps={{ select: { native: true } }}
        >
          {TEACHING_LANGUAGES.map((code) => (
            <option key={code} value={code}>
              {t(`teachers.language.${code}`)}
            </option>
          ))}
        </TextField>
        <TextField
          select
          label={t('enrolments.courses.level')}
          value={form.level}
          onChange={(e) => onChange({ ...form, level: e.target.value as CourseInput['level'] })}
          slotProps={{ select: { native: true } }}
        >
          {COURSE_LEVELS.map((level) => (
            <option key={level} value={level}>
              {t('enrolments.level', { level })}
            </option>
          ))}
        </TextField>
        {num('lesson_slots', t('enrolments.form.slots'), t('enrolments.form.slotsHint', { minutes: form.lesson_slots * slotMinutes }))}
        {num('lessons_per_month', t('enrolments.form.perMonth'))}
        {num('monthly_fee', t('enrolments.form.monthlyFee'))}
        {num('enrolment_fee', t('enrolments.form.enrolmentFee'))}
        {num('capacity', t('enrolments.form.capacity'))}
      </Box>
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
        <Typography component="legend" variant="subtitle1">
          {t('enrolments.form.teachers')}
        </Typography>
        <FormGroup row>
          {teachers.map((x) => (
            <FormControlLabel
              key={x.id}
              label={x.name}
              control={
                <Checkbox
                  checked={form.teacher_ids.includes(x.id)}
                  onChange={(e) =>
                    onChange({
                      ...form,
                      teacher_ids: e.target.checked ? [...form.teacher_ids, x.id] : form.teacher_ids.filter((id) => id !== x.id),
                    })
                  }
                />
              }
            />
          ))}
        </FormGroup>
        <FormHelperText>{t('enrolments.form.teachersHint')}</FormHelperText>
      </Box>
      <FormControlLabel
        label={t('enrolments.form.online')}
        control={<Switch checked={form.online} onChange={(e) => onChange({ ...form, online: e.target.checked })} />}
      />
    </>
  );
}
