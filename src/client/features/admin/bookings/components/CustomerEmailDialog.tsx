import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import type { AdminBookingDetail } from '../../../../../shared/admin/bookings.js';
import { MESSAGE_MAX, SUBJECT_MAX } from '../../../../../shared/admin/deskMailWords.js';
import { useAppDispatch, useAppSelector } from '../../../../app/hooks.js';
import { selectDeskMail, customerEmailDialogClosed, customerEmailSubmitted } from '../bookingsSlice.js';
import { languageText } from '../../format/bookingLabels.js';
import { useConsoleText } from '../../i18n/useConsoleText.js';

/** "Email the customer": a subject and a text, said first where they go and that they are recorded. */
export function CustomerEmailDialog({ booking: b }: { booking: AdminBookingDetail }) {
  const dispatch = useAppDispatch();
  const { dialogOpen, dialogError, status, bookingId } = useAppSelector(selectDeskMail);
  const c = useConsoleText();
  const { t, m } = c;
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const open = dialogOpen && bookingId === b.id;
  const close = () => dispatch(customerEmailDialogClosed());
  const submit = (e: FormEvent) => {
    e.preventDefault();
    dispatch(customerEmailSubmitted({ bookingId: b.id, body: { subject, message } }));
  };
  return (
    <Dialog open={open} onClose={close} aria-labelledby="customer-email-title" fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="customer-email-title">{t('deskMail.emailCustomer')}</DialogTitle>
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <DialogContentText>
            {t('deskMail.dialogText', { name: b.user_name, email: b.user_email ?? '', language: languageText(c, b.language) })}
          </DialogContentText>
          {dialogError && <Alert severity="error">{m(dialogError)}</Alert>}
          <TextField
            label={t('deskMail.subject')}
            required
            value={subject}
            onChange={(e) => setSubject(e.target.value)}
            slotProps={{ htmlInput: { maxLength: SUBJECT_MAX } }}
          />
          <TextField
            label={t('deskMail.message')}
            required
            multiline
            minRows={5}
            value={message}
            onChange={(e) => setMessage(e.target.value)}
            slotProps={{ htmlInput: { maxLength: MESSAGE_MAX } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{t('common.cancel')}</Button>
          <Button type="submit" variant="contained" loading={status === 'loading'}>
            {t('deskMail.send')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
