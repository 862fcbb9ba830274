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
import type { LoadStatus } from '../../../api/callStatus.js';
import { formatDate } from '../../../../shared/localeFormat.js';
import { useAppDispatch, useAppSelector } from '../../../app/hooks.js';
import { useWords } from '../../../i18n/useWords.js';
import type { WordId } from '../../../i18n/wordIds.js';
import { weeklyText } from '../enrolFormat.js';
import { selectEnrol, weeklyTimeChosen } from '../enrolSlice.js';

const keyOf = (w: WeeklyTime) => `${w.teacher_id}-${w.weekday}-${w.start}`;

/** The course page's weekly time: the enrolment's own times, its trial's teacher, then its confirmation screen's terms. */
export function WeeklyTimeChooser() {
  const dispatch = useAppDispatch();
  const { times, timesStatus, teacherId, termsStatus } = useAppSelector(selectEnrol);
  return (
    <WeeklyTimePicker
      times={times}
      status={timesStatus}
      teacherId={teacherId}
      quoting={termsStatus === 'loading'}
      onChoose={(w) => dispatch(weeklyTimeChosen(w))}
    />
  );
}

export interface WeeklyTimePickerProps {
  times: WeeklyTime[];
  status: LoadStatus;
  /** The teacher shown first (a trial's, or the enrolment's own), until the visitor picks another. */
  teacherId: number | null;
  quoting: boolean;
  onChoose(w: WeeklyTime): void;
}

/** A weekly time with a teacher: the teacher, then one of their free times (the course page's and my page's change). */
export function WeeklyTimePicker({ times, status: timesStatus, teacherId, quoting, onChoose }: WeeklyTimePickerProps) {
  const words = useWords();
  const { t, language } = words;
  const teachers = [...new Map(times.map((w) => [w.teacher_id, w.teacher_name])).entries()];
  const [teacher, setTeacher] = useState<number | null>(null);
  const [day, setDay] = useState<number | null>(null);
  const [chosen, setChosen] = useState('');
  const days = [...new Set(times.map((w) => w.weekday))].sort();
  // the trial's teacher until the visitor picks another
  const shown = teacher === null ? (teachers.some(([id]) => id === teacherId) ? teacherId : null) : teacher || null;
  const list = times.filter((w) => (shown === null || w.teacher_id === shown) && (day === null || w.weekday === day));
  const time = list.find((w) => keyOf(w) === chosen) ?? null;
  if (timesStatus === 'loading') return <Skeleton variant="rounded" height={160} role="progressbar" aria-label={t('enrol.loadingTimes')} />;
  if (timesStatus !== 'ready') return null;
  if (!times.length) return <Alert severity="info">{t('enrol.noTimes')}</Alert>;
  return (
    <Box component="section" aria-labelledby="weekly-times-title" sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <Filter
          id="weekly-teacher"
          label={t('enrol.teacher')}
          value={shown}
          onChange={(v) => setTeacher(v ?? 0)}
          options={[[null, t('enrol.anyTeacher')], ...teachers]}
        />
        <Filter
          id="weekly-day"
          label={t('enrol.day')}
          value={day}
          onChange={setDay}
          options={[[null, t('enrol.anyDay')], ...days.map((d): [number, string] => [d, t(`enrol.weekday.${d}` as WordId)])]}
        />
      </Box>
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
      <Button variant="contained" size="large" disabled={!time} loading={quoting} onClick={() => time && onChoose(time)}>
        {t('enrol.next')}
      </Button>
    </Box>
  );
}

/** A labelled choice that narrows the times (a teacher, a day); null: all. */
function Filter(p: {
  id: string;
  label: string;
  value: number | null;
  onChange(v: number | null): void;
  options: Array<[number | null, string]>;
}) {
  return (
    <FormControl fullWidth>
      <InputLabel htmlFor={p.id} shrink>
        {p.label}
      </InputLabel>
      <NativeSelect
        value={p.value === null ? '' : String(p.value)}
        onChange={(e) => p.onChange(e.target.value === '' ? null : Number(e.target.value))}
        input={<OutlinedInput label={p.label} notched />}
        inputProps={{ id: p.id }}
      >
        {p.options.map(([v, text]) => (
          <option key={v ?? ''} value={v ?? ''} translate={p.id === 'weekly-teacher' && v !== null ? 'no' : undefined}>
            {text}
          </option>
        ))}
      </NativeSelect>
    </FormControl>
  );
}
