import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import { useState } from 'react';
import type { WeeklyTime } from '../../../../shared/enrolment.js';
import { formatDate } from '../../../../shared/localeFormat.js';
import { useAppDispatch, useAppSelector } from '../../../app/hooks.js';
import { useWords } from '../../../i18n/useWords.js';
import { weeklyText } from '../enrolFormat.js';
import { selectEnrol, weeklyTimeChosen } from '../enrolSlice.js';

const keyOf = (w: WeeklyTime) => `${w.teacher_id}-${w.weekday}-${w.start}`;

/** A weekly time with a teacher: the teacher (a trial's, when the page came from it), then one of their free times. */
export function WeeklyTimeChooser() {
  const dispatch = useAppDispatch();
  const words = useWords();
  const { t, language } = words;
  const { times, timesStatus, teacherId, termsStatus } = useAppSelector(selectEnrol);
  const teachers = [...new Map(times.map((w) => [w.teacher_id, w.teacher_name])).entries()];
  const [teacher, setTeacher] = useState<number | null>(null);
  const [chosen, setChosen] = useState('');
  // the trial's teacher until the visitor picks another
  const shown = teacher === null ? (teachers.some(([id]) => id === teacherId) ? teacherId : null) : teacher || null;
  const list = times.filter((w) => shown === null || w.teacher_id === shown);
  const time = list.find((w) => keyOf(w) === chosen) ?? null;
  if (timesStatus === 'loading') return <Skeleton variant="rounded" height={160} role="progressbar" aria-label={t('enrol.loadingTimes')} />;
  if (timesStatus !== 'ready') return null;
  if (!times.length) return <Alert severity="info">{t('enrol.noTimes')}</Alert>;
  return (
    <Box component="section" aria-labelledby="weekly-times-title" sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <FormControl fullWidth>
        <InputLabel htmlFor="weekly-teacher" shrink>
          {t('enrol.teacher')}
        </InputLabel>
        <NativeSelect
          value={shown === null ? '' : String(shown)}
          onChange={(e) => setTeacher(e.target.value ? Number(e.target.value) : 0)}
          input={<OutlinedInput label={t('enrol.teacher')} notched />}
          inputProps={{ id: 'weekly-teacher', name: 'teacher' }}
        >
          <option value="">{t('enrol.anyTeacher')}</option>
          {teachers.map(([id, name]) => (
            <option key={id} value={id} translate="no">
              {name}
            </option>
          ))}
        </NativeSelect>
      </FormControl>
      <FormControl component="fieldset">
        <FormLabel component="legend" id="weekly-times-title">
          {t('enrol.timesTitle')}
        </FormLabel>
        <RadioGroup
          name="weekly_time"
          aria-labelledby="weekly-times-title"
          value={chosen}
          onChange={(e) => setChosen(e.target.value)}
          sx={{ maxHeight: 360, overflowY: 'auto', flexWrap: 'nowrap' }}
        >
          {list.map((w) => (
            <FormControlLabel
              key={keyOf(w)}
              value={keyOf(w)}
              control={<Radio />}
              label={`${t('enrol.timeOption', { weekly: weeklyText(words, w), teacher: w.teacher_name, date: formatDate(language, w.first_lesson) })}${w.class_id ? ` (${t('enrol.seatsLeft', { seats: w.seats_left })})` : ''}`}
            />
          ))}
        </RadioGroup>
      </FormControl>
      <Button
        variant="contained"
        size="large"
        disabled={!time}
        loading={termsStatus === 'loading'}
        onClick={() => time && dispatch(weeklyTimeChosen(time))}
      >
        {t('enrol.next')}
      </Button>
    </Box>
  );
}
