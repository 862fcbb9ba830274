import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import type { TrialPricing, TrialSettings } from '../../../../../shared/schoolProfile.js';
import { trialFromPrice } from '../../../../../shared/trial.js';
import { useConsoleText } from '../../i18n/useConsoleText.js';
import type { SchoolFormPart } from './schoolForm.js';

const whole = (value: string) => (value.trim() === '' ? null : Math.max(0, Math.floor(Number(value)) || 0));

/** The trial's length (timeslots) and its price: per timeslot at the schedule's price, fixed, or free. */
export function SchoolTrial({ draft, onEdit, pricePerSlotYen }: SchoolFormPart & { pricePerSlotYen: number }) {
  const { t, yen } = useConsoleText();
  const trial = draft.trial;
  const set = (change: Partial<TrialSettings>) => onEdit({ ...draft, trial: { ...trial, ...change } });
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 2 }}>
        <TextField
          label={t('school.trial.min')}
          type="number"
          value={trial.min_slots}
          onChange={(e) => set({ min_slots: whole(e.target.value) ?? 0 })}
          slotProps={{ htmlInput: { min: 4, max: 48, inputMode: 'numeric' } }}
        />
        <TextField
          label={t('school.trial.max')}
          type="number"
          value={trial.max_slots ?? ''}
          onChange={(e) => set({ max_slots: whole(e.target.value) })}
          helperText={t('school.trial.maxHelp')}
          slotProps={{ htmlInput: { min: 4, max: 48, inputMode: 'numeric' } }}
        />
      </Box>
      <FormControl>
        <FormLabel id="school-trial-pricing">{t('school.trial.pricing')}</FormLabel>
        <RadioGroup
          aria-labelledby="school-trial-pricing"
          value={trial.pricing}
          onChange={(e) => set({ pricing: e.target.value as TrialPricing })}
        >
          <FormControlLabel value="per_slot" control={<Radio />} label={t('school.trial.perSlot', { price: yen(pricePerSlotYen) })} />
          <FormControlLabel value="fixed" control={<Radio />} label={t('school.trial.fixed')} />
          <FormControlLabel value="free" control={<Radio />} label={t('school.trial.free')} />
        </RadioGroup>
      </FormControl>
      {trial.pricing === 'fixed' && (
        <TextField
          label={t('school.trial.fixedYen')}
          type="number"
          value={trial.fixed_yen}
          onChange={(e) => set({ fixed_yen: whole(e.target.value) ?? 0 })}
          slotProps={{ htmlInput: { min: 0, inputMode: 'numeric' } }}
        />
      )}
      <p>{t('school.trial.shown', { price: yen(trialFromPrice(trial, pricePerSlotYen)) })}</p>
    </Box>
  );
}
