import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { EnrolmentRules } from '../../../../../shared/enrolmentRules.js';
import { PAUSE_MONTHS_CAP } from '../../../../../shared/enrolmentRules.js';
import type { MessageId } from '../../i18n/messageIds.js';
import { useConsoleText } from '../../i18n/useConsoleText.js';
import type { SchoolFormPart } from './schoolForm.js';

const whole = (value: string, min: number, max: number) => Math.min(max, Math.max(min, Math.floor(Number(value)) || min));

const FIELDS: ReadonlyArray<readonly [keyof EnrolmentRules, MessageId, number, number]> = [
  ['pause_deadline_day', 'school.rules.pauseDeadline', 1, 28],
  ['pause_min_months', 'school.rules.pauseMin', 1, PAUSE_MONTHS_CAP],
  ['pause_max_months', 'school.rules.pauseMax', 1, PAUSE_MONTHS_CAP],
  ['pause_fee_yen', 'school.rules.pauseFee', 0, 100_000],
  ['withdraw_by_day', 'school.rules.withdrawBy', 1, 28],
];

/** Pausing and withdrawing (issue 41): the deadlines, a pause's length in whole months and its monthly fee. */
export function SchoolEnrolmentRules({ draft, onEdit }: SchoolFormPart) {
  const { t } = useConsoleText();
  const rules = draft.enrolment_rules;
  const set = (key: keyof EnrolmentRules, value: number) => onEdit({ ...draft, enrolment_rules: { ...rules, [key]: value } });
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography>{t('school.rules.help')}</Typography>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        {FIELDS.map(([key, label, min, max]) => (
          <TextField
            key={key}
            label={t(label)}
            type="number"
            value={rules[key]}
            onChange={(e) => set(key, whole(e.target.value, min, max))}
            slotProps={{ htmlInput: { min, max, inputMode: 'numeric' } }}
          />
        ))}
      </Box>
    </Box>
  );
}
