import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../../../app/hooks.js';
import {
  selectClosing,
  selectDatesToClose,
  selectSchedule,
  closeDatesConfirmed,
  closeDatesDialogClosed,
  closeDatesDialogOpened,
} from '../scheduleSlice.js';
import { useConsoleText } from '../../i18n/useConsoleText.js';
import { CancelReasonField } from '../../components/CancelReasonField.js';

/**
 * Under a closing refused for its bookings: "Cancel these N bookings and close the date", and the one
 * dialog that says what happens to each customer before anything does.
 */
export function CloseDatesOffer() {
  const dispatch = useAppDispatch();
  const { t, list, longDay } = useConsoleText();
  const dates = useAppSelector(selectDatesToClose);
  const { conflicts } = useAppSelector(selectSchedule);
  const { open, status } = useAppSelector(selectClosing);
  const [reason, setReason] = useState('');
  if (!dates) return null;
  const busy = status === 'loading';
  const values = { count: conflicts.length, dates: list(dates.map(longDay)) };
  return (
    <>
      <Box sx={{ mt: 1 }}>
        <Button variant="contained" color="error" onClick={() => dispatch(closeDatesDialogOpened())}>
          {t('closeDates.offer', values)}
        </Button>
      </Box>
      <Dialog
        open={open}
        onClose={() => !busy && dispatch(closeDatesDialogClosed())}
        aria-labelledby="close-dates-title"
        fullWidth
        maxWidth="sm"
      >
        <DialogTitle id="close-dates-title">{t('closeDates.title', values)}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('closeDates.intro')}</DialogContentText>
          <Box component="ul" sx={{ pl: 2.5, my: 1, color: 'text.secondary' }}>
            <li>{t('closeDates.emails')}</li>
            <li>{t('closeDates.card')}</li>
            <li>{t('closeDates.cash')}</li>
            <li>{t('closeDates.unpaid')}</li>
            <li>{t('closeDates.closed', values)}</li>
          </Box>
          <CancelReasonField label={t('closeDates.reason')} value={reason} onChange={setReason} />
          <Alert severity="info">{t('closeDates.changed')}</Alert>
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button onClick={() => dispatch(closeDatesDialogClosed())} disabled={busy}>
            {t('closeDates.keep')}
          </Button>
          <Button
            variant="contained"
            color="error"
            onClick={() => dispatch(closeDatesConfirmed({ reason }))}
            disabled={busy}
            startIcon={busy ? <CircularProgress size={18} color="inherit" aria-hidden="true" /> : undefined}
          >
            {t('closeDates.confirm', values)}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
