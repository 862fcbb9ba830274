import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import type { Teacher } from '../../../../../shared/admin/teachers.js';
import { useAppDispatch, useAppSelector } from '../../../../app/hooks.js';
import { selectSchedule } from '../../schedule/scheduleSlice.js';
import { selectTeachers, teacherFormClosed, teacherSaveRefusedLocally, teacherSaveSubmitted } from '../teachersSlice.js';
import { useConsoleText } from '../../i18n/useConsoleText.js';
import type { DraftErrors } from '../../scheduleDraft.js';
import { copyHours, toDraft, toInput, validateDraft } from '../teacherDraft.js';
import { ScheduleHours, type HoursWords } from '../../components/ScheduleHours.js';
import { ScheduleLeaveGuard } from '../../components/ScheduleLeaveGuard.js';
import { TeacherBasics } from './TeacherBasics.js';
import { TeacherExceptions } from './TeacherExceptions.js';
import { TeacherOutcome } from './TeacherOutcome.js';

const TEACHER_WORDS: HoursWords = {
  title: 'teachers.hours.weeklyTitle',
  closed: 'teachers.hours.off',
  opens: 'teachers.hours.starts',
  closes: 'teachers.hours.ends',
  rangeOpens: 'teachers.hours.rangeStarts',
  rangeCloses: 'teachers.hours.rangeEnds',
};

/** Adding (teacher null) or editing a teacher. Mounted per version: a save or reload starts it afresh. */
export function TeacherForm({ teacher }: { teacher: Teacher | null }) {
  const dispatch = useAppDispatch();
  const { t } = useConsoleText();
  const saving = useAppSelector(selectTeachers).outcome.status === 'loading';
  const [draft, setDraft] = useState(() => toDraft(teacher));
  const [errors, setErrors] = useState<DraftErrors>({});
  const school = useAppSelector(selectSchedule).current?.settings.weeklyHours;
  // own hours start from the school's (when known), which the owner then trims, rather than from nothing
  const chooseHours = (own: boolean) => {
    const blank = Object.values(draft.weeklyHours).every((ranges) => ranges.length === 0);
    const weeklyHours = own && blank && school ? copyHours(school) : draft.weeklyHours;
    setDraft({ ...draft, ownHours: own, weeklyHours });
  };
  const saved = useMemo(() => JSON.stringify(toDraft(teacher)), [teacher]);
  const dirty = JSON.stringify(draft) !== saved;
  const heading = useRef<HTMLHeadingElement>(null);
  // the form replaces the button that opened it: keyboard and screen reader users start at its heading
  useEffect(() => heading.current?.focus(), []);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = validateDraft(draft);
    setErrors(found);
    if (Object.keys(found).length > 0) dispatch(teacherSaveRefusedLocally());
    else dispatch(teacherSaveSubmitted({ id: teacher?.id ?? null, version: teacher?.version ?? null, input: toInput(draft) }));
  };
  return (
    <Box component="section" aria-labelledby="teacher-form-title">
      <Typography id="teacher-form-title" ref={heading} tabIndex={-1} variant="h2" sx={{ mb: 2, '&:focus': { outline: 'none' } }}>
        {teacher ? t('teachers.form.editTitle', { name: teacher.name }) : t('teachers.form.addTitle')}
      </Typography>
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 3, gridTemplateColumns: 'minmax(0, 1fr)' }}>
        <TeacherBasics draft={draft} errors={errors} teacher={teacher} onChange={(change) => setDraft({ ...draft, ...change })} />
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
          <Typography component="legend" variant="h3" sx={{ fontSize: '1.25rem', fontWeight: 700, mb: 1 }}>
            {t('teachers.hours.title')}
          </Typography>
          <RadioGroup value={draft.ownHours ? 'own' : 'school'} onChange={(e) => chooseHours(e.target.value === 'own')}>
            <FormControlLabel value="school" control={<Radio />} label={t('teachers.hours.school')} />
            <FormControlLabel value="own" control={<Radio />} label={t('teachers.hours.own')} />
          </RadioGroup>
        </Box>
        {draft.ownHours && (
          <ScheduleHours
            hours={draft.weeklyHours}
            errors={errors}
            readOnly={false}
            words={TEACHER_WORDS}
            nested
            onChange={(day, ranges) => setDraft({ ...draft, weeklyHours: { ...draft.weeklyHours, [day]: ranges } })}
          />
        )}
        <TeacherExceptions exceptions={draft.exceptions} errors={errors} onChange={(exceptions) => setDraft({ ...draft, exceptions })} />
        <TeacherOutcome />
        <ScheduleLeaveGuard dirty={dirty} body="teachers.leave.body" />
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={saving}
            startIcon={saving ? <CircularProgress size={18} color="inherit" aria-hidden="true" /> : undefined}
          >
            {t('teachers.form.save')}
          </Button>
          <Button size="large" onClick={() => dispatch(teacherFormClosed())}>
            {t('teachers.form.cancel')}
          </Button>
        </Box>
        {Object.keys(errors).length > 0 && (
          <Typography role="alert" color="error">
            {t('teachers.form.fixFields')}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
