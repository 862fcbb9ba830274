import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import type { LessonRules } from '../../../../../shared/lessonRules.js';
import { useConsoleText } from '../../i18n/useConsoleText.js';
import type { SchoolFormPart } from './schoolForm.js';

const whole = (value: string) => Math.max(0, Math.floor(Number(value)) || 0);

/** Absences and make-ups (issue 41): the cut-off for a credit, how long credits last, the most a month. */
export function SchoolLessonRules({ draft, onEdit }: SchoolFormPart) {
  const { t } = useConsoleText();
  const rules = draft.lesson_rules;
  const set = (change: Partial<LessonRules>) => onEdit({ ...draft, lesson_rules: { ...rules, ...change } });
  const number = (key: keyof Omit<LessonRules, 'absence_cutoff_time'>, max: number) => (
    <TextField
      label={t(`credits.rules.${key}`)}
      type="number"
      value={rules[key]}
      onChange={(e) => set({ [key]: whole(e.target.value) })}
      helperText={t(`credits.rules.${key}Help`)}
      slotProps={{ htmlInput: { min: 0, max, inputMode: 'numeric' } }}
    />
  );
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: '1fr 1fr' } }}>
      {number('absence_cutoff_days', 7)}
      <TextField
        label={t('credits.rules.absence_cutoff_time')}
        type="time"
        value={rules.absence_cutoff_time}
        onChange={(e) => set({ absence_cutoff_time: e.target.value })}
        helperText={t('credits.rules.absence_cutoff_timeHelp')}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      {number('makeup_months', 6)}
      {number('absences_per_month', 8)}
      {number('school_cancel_months', 12)}
    </Box>
  );
}
