import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../../../app/hooks.js';
import { useConsoleText } from '../../i18n/useConsoleText.js';
import { creditsOpened, selectCredits } from '../../credits/creditsSlice.js';
import { CreditCorrectionForm } from './CreditCorrectionForm.js';
import { CreditEntries } from './CreditEntries.js';

/** A student's lesson credits on their customer page (issue 41): what can be used until when, the ledger, a correction. */
export function CreditLedgerSection({ customerId }: { customerId: number }) {
  const dispatch = useAppDispatch();
  const { ledger, status, error, correction, saved } = useAppSelector(selectCredits);
  const c = useConsoleText();
  const { t, m } = c;
  useEffect(() => {
    dispatch(creditsOpened(customerId));
  }, [dispatch, customerId]);
  const shown = ledger?.customer_id === customerId ? ledger : null;
  if (status === 'failed' && error) return <Alert severity="error">{m(error)}</Alert>;
  if (!shown) return <Skeleton variant="rounded" height={120} role="progressbar" aria-label={t('credits.loading')} />;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography>{t('credits.balance', { count: shown.balance })}</Typography>
      {shown.lots.length > 0 && (
        <Box component="ul" aria-label={t('credits.lots')} sx={{ m: 0, pl: 3 }}>
          {shown.lots.map((l) => (
            <li key={l.id}>{t('credits.lot', { left: l.left, kind: l.kind, date: c.shortDate(l.valid_until) })}</li>
          ))}
        </Box>
      )}
      {shown.entries.length ? <CreditEntries c={c} entries={shown.entries} /> : <Typography>{t('credits.none')}</Typography>}
      <Typography component="h3" sx={{ fontWeight: 600 }}>
        {t('credits.correct.title')}
      </Typography>
      <CreditCorrectionForm key={saved} c={c} customerId={customerId} state={correction} />
    </Box>
  );
}
