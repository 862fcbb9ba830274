import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { EnrolmentRules } from '../../../../../shared/enrolmentRules.js';
import { PAUSE_MONTHS_CAP } from '../../../../../shared/enrolmentRules.js';
import type { MessageId } from '../../i18n/messageIds.js';
import { useConsoleText } from '../../i18n/useConsoleText.js';
import type { SchoolFormPart } from './schoolForm.js';

interface RuleFieldProps {
  label: string;
  value: number;
  min: number;
  max: number;
  onChange(value: number): void;
}

/** A whole number in range: kept as typed while it is being edited (a cleared field is not a 1 yet), saved once valid. */
function RuleField({ label, value, min, max, onChange }: RuleFieldProps) {
  const [text, setText] = useState<string | null>(null); // null: not being edited (the saved draft's value shows)
  return (
    <TextField
      label={label}
      type="number"
      value={text ?? String(value)}
      onChange={(e) => {
        setText(e.target.value);
        const n = Number(e.target.value);
        if (e.target.value !== '' && Number.isInteger(n) && n >= min && n <= max) onChange(n);
      }}
      onBlur={() => setText(null)}
      slotProps={{ htmlInput: { min, max, inputMode: 'numeric' } }}
    />
  );
}

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
          <RuleField key={key} label={t(label)} value={rules[key]} min={min} max={max} onChange={(n) => set(key, n)} />
        ))}
      </Box>
    </Box>
  );
}
