import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState, type FormEvent } from 'react';
import type { ScheduleState as Schedule } from '../../../../../shared/admin/schedule.js';
import { useAppDispatch, useAppSelector } from '../../../../app/hooks.js';
import { selectSchedule, scheduleSaveRefusedLocally, scheduleSaveSubmitted } from '../scheduleSlice.js';
import { useConsoleText } from '../../i18n/useConsoleText.js';
import { ScheduleClosedDates } from './ScheduleClosedDates.js';
import { ScheduleHolidays } from './ScheduleHolidays.js';
import { NUMBER_FIELDS, toDraft, toSettings, validateDraft, type DraftErrors } from '../../scheduleDraft.js';
import { ScheduleHours } from '../../components/ScheduleHours.js';
import { ScheduleLeaveGuard } from '../../components/ScheduleLeaveGuard.js';
import { ScheduleOutcome } from './ScheduleOutcome.js';

/** The schedule as a form (owners) or read only (staff). Mounted per version: a save or reload starts it afresh. */
export function ScheduleForm({ schedule, readOnly }: { schedule: Schedule; readOnly: boolean }) {
  const dispatch = useAppDispatch();
  const { t, m } = useConsoleText();
  const { saveStatus } = useAppSelector(selectSchedule);
  const [draft, setDraft] = useState(() => toDraft(schedule.settings));
  const [errors, setErrors] = useState<DraftErrors>({});
  const saving = saveStatus === 'loading';
  const saved = useMemo(() => JSON.stringify(toDraft(schedule.settings)), [schedule.settings]);
  const dirty = !readOnly && JSON.stringify(draft) !== saved;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = validateDraft(draft);
    setErrors(found);
    if (Object.keys(found).length === 0) dispatch(scheduleSaveSubmitted({ settings: toSettings(draft), version: schedule.version }));
    else dispatch(scheduleSaveRefusedLocally());
  };
  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 4, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Box component="section" aria-labelledby="slots-title">
        <Typography id="slots-title" variant="h2" sx={{ mb: 2 }}>
          {t('schedule.slots.title')}
        </Typography>
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' },
          }}
        >
          {NUMBER_FIELDS.map((f) => (
            <TextField
              key={f.key}
              label={t(f.label)}
              value={draft.numbers[f.key]}
              onChange={(e) => setDraft({ ...draft, numbers: { ...draft.numbers, [f.key]: e.target.value } })}
              disabled={readOnly}
              error={Boolean(errors[f.key])}
              helperText={errors[f.key] ? m(errors[f.key]) : ' '}
              slotProps={{ htmlInput: { inputMode: f.whole ? 'numeric' : 'decimal' } }}
            />
          ))}
        </Box>
        <FormControlLabel
          control={<Checkbox checked={draft.phoneLinkAllDay} onChange={(e) => setDraft({ ...draft, phoneLinkAllDay: e.target.checked })} />}
          label={t('schedule.field.phoneLinkAllDay')}
          disabled={readOnly}
        />
      </Box>
      <ScheduleHours
        hours={draft.weeklyHours}
        errors={errors}
        readOnly={readOnly}
        onChange={(day, ranges) => setDraft({ ...draft, weeklyHours: { ...draft.weeklyHours, [day]: ranges } })}
      />
      <ScheduleClosedDates draft={draft} readOnly={readOnly} onChange={(closedDates) => setDraft({ ...draft, closedDates })} />
      <ScheduleHolidays
        holidays={schedule.holidays ?? []}
        closed={draft.closedOnHolidays}
        readOnly={readOnly}
        onChange={(closedOnHolidays) => setDraft({ ...draft, closedOnHolidays })}
      />
      <ScheduleOutcome />
      <ScheduleLeaveGuard dirty={dirty} />
      {!readOnly && (
        <Box>
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={saving}
            startIcon={saving ? <CircularProgress size={18} color="inherit" aria-hidden="true" /> : undefined}
          >
            {t('schedule.save')}
          </Button>
          {Object.keys(errors).length > 0 && (
            <Typography role="alert" color="error" sx={{ mt: 1 }}>
              {t('schedule.fixFields')}
            </Typography>
          )}
        </Box>
      )}
    </Box>
  );
}
