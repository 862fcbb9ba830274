import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState, type FormEvent } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks.js';
import { selectUser } from '../../auth/authSelectors.js';
import { selectConfirmError, selectConfirming, selectDateError } from '../bookingSelectors.js';
import { selectCanBook, selectSlotsHint } from '../bookingPageSelectors.js';
import { bookingConfirmRequested } from '../bookingSlice.js';
import { BookingDatePicker } from './BookingDatePicker.js';
import { ContactFields } from './ContactFields.js';
import { PhoneField, useVisitorPhone } from './PhoneField.js';
import { TeacherChooser } from './TeacherChooser.js';
import { TimeslotList } from './TimeslotList.js';
import { useWords } from '../../../i18n/useWords.js';
import { messageText } from '../../../i18n/knownMessages.js';
import * as messages from '../../../../shared/messages.js';

// A logged-in visitor's lesson packs (issue 41): a chunk of its own, loaded for a logged-in visitor only.
const PackChoice = lazy(() => import(/* webpackChunkName: "packs" */ '../../packs/PackChoice').then((m) => ({ default: m.PackChoice })));

/** The booking page's form: name and email (and a phone, if the school asks), a date, the trial's timeslots (one run) and Confirm Booking. */
export function BookingForm() {
  const dispatch = useAppDispatch();
  const words = useWords();
  const { t } = words;
  const user = useAppSelector(selectUser);
  const canConfirm = useAppSelector(selectCanBook);
  const confirming = useAppSelector(selectConfirming);
  const confirmError = useAppSelector(selectConfirmError);
  const dateError = useAppSelector(selectDateError);
  const slotsHint = useAppSelector(selectSlotsHint);
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const phone = useVisitorPhone();

  // Guests also need a non-empty name and email
  const contactMissing = user === null && (name.trim() === '' || email.trim() === '');
  // the spec's message in the visitor's words; the school's own trial length and the one-run refusal come worded
  const hint = slotsHint === messages.selectDateAndSlots ? t('msg.selectDateAndSlots') : slotsHint;
  const hints = [!canConfirm && hint, contactMissing && t('msg.guestBookingNeedsNameEmail'), phone.hint].filter(
    (h): h is string => typeof h === 'string',
  );
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    dispatch(bookingConfirmRequested(user ? phone.sent : { name, email, ...phone.sent }));
  };

  return (
    <Paper
      component="form"
      variant="outlined"
      noValidate
      aria-labelledby="booking-form-title"
      onSubmit={onSubmit}
      sx={{ p: { xs: 2, sm: 3 }, display: 'flex', flexDirection: 'column', gap: 3 }}
    >
      <ContactFields name={name} email={email} onNameChange={setName} onEmailChange={setEmail} />
      <PhoneField {...phone} />
      <TeacherChooser />
      <BookingDatePicker />
      {dateError && <Alert severity="warning">{messageText(words, dateError)}</Alert>}
      <TimeslotList />
      <Box>
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={!canConfirm || contactMissing || phone.refusal !== null}
          loading={confirming}
          loadingPosition="start"
          aria-describedby={hints.length > 0 ? 'booking-hints' : undefined}
        >
          {t('booking.confirm')}
        </Button>
        {hints.length > 0 && (
          <Box id="booking-hints" sx={{ mt: 1 }}>
            {hints.map((h) => (
              <Typography key={h} variant="body2" color="text.secondary">
                {h}
              </Typography>
            ))}
          </Box>
        )}
      </Box>
      {confirmError && <Alert severity="error">{messageText(words, confirmError)}</Alert>}
      {user && (
        <Suspense fallback={null}>
          <PackChoice />
        </Suspense>
      )}
    </Paper>
  );
}
