import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import type { WeeklyTime } from '../../../../../shared/enrolment.js';
import type { LoadStatus } from '../../../../api/callStatus.js';
import { useAppDispatch, useAppSelector } from '../../../../app/hooks.js';
import { useConsoleText } from '../../i18n/useConsoleText.js';
import { enrolTimeChosen, selectEnrol } from '../enrolmentsSlice.js';
import { weeklyText } from './weekly.js';

const keyOf = (w: WeeklyTime) => `${w.teacher_id}-${w.weekday}-${w.start}`;

/** The walk-in enrolment's weekly times (the enrol form's state, a trial's weekday and teacher first). */
export function WeeklyTimes() {
  const dispatch = useAppDispatch();
  const { times, timesStatus, time, prefill } = useAppSelector(selectEnrol);
  return (
    <WeeklyTimesPicker
      times={times}
      timesStatus={timesStatus}
      time={time}
      weekday={prefill.weekday}
      teacherId={prefill.teacherId}
      onChoose={(w) => dispatch(enrolTimeChosen(w))}
    />
  );
}

export interface WeeklyTimesPickerProps {
  times: WeeklyTime[] | null;
  timesStatus: LoadStatus;
  time: WeeklyTime | null;
  /** The weekday and teacher shown first (a trial's, or the enrolment's own); null: all. */
  weekday: number | null;
  teacherId: number | null;
  onChoose(w: WeeklyTime): void;
}

/** The course's free weekly times from the chosen day, each with its teacher (a group's with its seats left). */
export function WeeklyTimesPicker({ times, timesStatus, time, onChoose, ...first }: WeeklyTimesPickerProps) {
  const c = useConsoleText();
  const { t } = c;
  const [weekday, setWeekday] = useState(first.weekday === null ? '' : String(first.weekday));
  const [teacher, setTeacher] = useState(first.teacherId === null ? '' : String(first.teacherId));
  if (timesStatus === 'loading')
    return <Skeleton variant="rounded" height={120} role="progressbar" aria-label={t('enrolments.enrol.timesLoading')} />;
  if (!times) return null;
  if (times.length === 0) return <Typography color="text.secondary">{t('enrolments.enrol.noTimes')}</Typography>;
  const teachers = [...new Map(times.map((w) => [w.teacher_id, w.teacher_name])).entries()];
  const shown = times.filter(
    (w) => (weekday === '' || w.weekday === Number(weekday)) && (teacher === '' || w.teacher_id === Number(teacher)),
  );
  const select = { select: { native: true }, inputLabel: { shrink: true } } as const;
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'flex', flexDirection: 'column', gap: 1 }}>
      <FormLabel component="legend">{t('enrolments.enrol.times')}</FormLabel>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mt: 1 }}>
        <TextField
          select
          size="small"
          label={t('enrolments.enrol.weekday')}
          value={weekday}
          slotProps={select}
          onChange={(e) => setWeekday(e.target.value)}
        >
          <option value="">{t('enrolments.enrol.anyDay')}</option>
          {[1, 2, 3, 4, 5, 6, 0].map((d) => (
            <option key={d} value={d}>
              {t('enrolments.weekday', { weekday: d })}
            </option>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={t('enrolments.list.teacher')}
          value={teacher}
          slotProps={select}
          onChange={(e) => setTeacher(e.target.value)}
        >
          <option value="">{t('enrolments.list.allTeachers')}</option>
          {teachers.map(([id, name]) => (
            <option key={id} value={id}>
              {name}
            </option>
          ))}
        </TextField>
      </Box>
      {shown.length === 0 && <Typography color="text.secondary">{t('enrolments.enrol.noTimes')}</Typography>}
      <RadioGroup
        value={time ? keyOf(time) : ''}
        onChange={(e) => {
          const chosen = times.find((w) => keyOf(w) === e.target.value);
          if (chosen) onChoose(chosen);
        }}
        sx={{ maxHeight: 360, overflowY: 'auto', flexWrap: 'nowrap' }}
      >
        {shown.map((w) => (
          <FormControlLabel
            key={keyOf(w)}
            value={keyOf(w)}
            control={<Radio />}
            label={
              t('enrolments.enrol.timeOption', {
                weekly: weeklyText(c, w.weekday, w.start, w.end),
                teacher: w.teacher_name,
                first: c.day(w.first_lesson),
              }) + (w.class_id !== null ? ` · ${t('enrolments.enrol.seatsLeft', { count: w.seats_left })}` : '')
            }
          />
        ))}
      </RadioGroup>
    </Box>
  );
}
