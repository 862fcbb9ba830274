import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { CancelTier } from '../../../../../shared/cancelPolicy.js';
import { useConsoleText } from '../../i18n/useConsoleText.js';
import type { SchoolFormPart } from './schoolForm.js';

const whole = (value: string, max: number) => Math.min(max, Math.max(0, Math.floor(Number(value)) || 0));

/** The cancellation policy's tiers (days before the lesson day, percent charged). */
export function SchoolPolicy({ draft, onEdit }: SchoolFormPart) {
  const { t } = useConsoleText();
  const tiers = draft.cancel_policy.tiers;
  const setTiers = (next: CancelTier[]) => onEdit({ ...draft, cancel_policy: { tiers: next } });
  const setTier = (i: number, change: Partial<CancelTier>) => setTiers(tiers.map((x, j) => (j === i ? { ...x, ...change } : x)));
  const nextDays = tiers.length ? Math.min(...tiers.map((x) => x.days_before)) - 1 : 1;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography>{t('school.policy.help')}</Typography>
      {tiers.length === 0 && <Typography color="text.secondary">{t('school.policy.none')}</Typography>}
      {tiers.map((tier, i) => (
        <Box key={i} sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
          <TextField
            label={t('school.policy.days')}
            type="number"
            value={tier.days_before}
            onChange={(e) => setTier(i, { days_before: whole(e.target.value, 365) })}
            slotProps={{ htmlInput: { min: 0, max: 365, inputMode: 'numeric' } }}
          />
          <TextField
            label={t('school.policy.percent')}
            type="number"
            value={tier.percent}
            onChange={(e) => setTier(i, { percent: whole(e.target.value, 100) })}
            slotProps={{ htmlInput: { min: 0, max: 100, inputMode: 'numeric' } }}
          />
          <IconButton aria-label={t('school.policy.remove')} onClick={() => setTiers(tiers.filter((_, j) => j !== i))}>
            ×
          </IconButton>
        </Box>
      ))}
      <Box>
        <Button disabled={tiers.length >= 10} onClick={() => setTiers([...tiers, { days_before: Math.max(0, nextDays), percent: 100 }])}>
          {t('school.policy.add')}
        </Button>
      </Box>
    </Box>
  );
}
