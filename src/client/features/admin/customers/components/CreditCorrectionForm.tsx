import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useAppDispatch } from '../../../../app/hooks.js';
import type { NoteState } from '../../noteState.js';
import type { ConsoleText } from '../../i18n/useConsoleText.js';
import { creditCorrectionSubmitted } from '../../credits/creditsSlice.js';

/** Staff give (+) or take back (−) credits, always with a reason (the server refuses a blank one too). */
export function CreditCorrectionForm({ c, customerId, state }: { c: ConsoleText; customerId: number; state: NoteState }) {
  const dispatch = useAppDispatch();
  const { t, m } = c;
  const [change, setChange] = useState('1');
  const [reason, setReason] = useState('');
  const [validUntil, setValidUntil] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const body = { change: Number(change), reason, valid_until: validUntil || null };
    dispatch(creditCorrectionSubmitted({ customerId, body }));
  };
  return (
    <Box component="form" onSubmit={submit} sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: '10rem 1fr 12rem' } }}>
      <TextField
        label={t('credits.correct.change')}
        type="number"
        value={change}
        onChange={(e) => setChange(e.target.value)}
        slotProps={{ htmlInput: { min: -20, max: 20, step: 1 } }}
        required
      />
      <TextField label={t('credits.correct.reason')} value={reason} onChange={(e) => setReason(e.target.value)} required />
      <TextField
        label={t('credits.correct.validUntil')}
        type="date"
        value={validUntil}
        onChange={(e) => setValidUntil(e.target.value)}
        slotProps={{ inputLabel: { shrink: true } }}
        helperText={t('credits.correct.validUntilHelp')}
      />
      <Button type="submit" variant="outlined" loading={state.status === 'loading'} sx={{ justifySelf: 'start' }}>
        {t('credits.correct.save')}
      </Button>
      {state.message && (
        <Alert severity={state.status === 'failed' ? 'error' : 'success'} sx={{ gridColumn: { sm: '1 / -1' } }}>
          {m(state.message)}
        </Alert>
      )}
    </Box>
  );
}
