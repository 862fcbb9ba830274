import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { SlotView } from '../../../../../shared/admin/bookings.js';
import { useConsoleText } from '../../i18n/useConsoleText.js';
import { linkAllDay, type CustomerForm } from './BookingCustomerFields.js';

type Props = {
  open: boolean;
  date: string;
  slots: SlotView[];
  form: CustomerForm;
  /** The school's current price per timeslot; null when it could not be read (the booking's page shows the total). */
  pricePerSlot: number | null;
  /** The teacher asked for; null: any teacher; undefined: a school without teachers (nothing said). */
  teacher?: string | null;
  onCancel: () => void;
  onConfirm: () => void;
};

/** The phone booking, stated before it is made: who, when, and what happens about the money. */
export function BookingCreateDialog({ open, date, slots, form, pricePerSlot, teacher, onCancel, onConfirm }: Props) {
  const { t, longDay, yen } = useConsoleText();
  const times = slots.map((s) => `${s.start}-${s.end}`).join(', ');
  const what = {
    count: slots.length,
    date: longDay(date),
    times,
    name: form.user_name.trim(),
    email: form.user_email.trim(),
  };
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby="create-title">
      <DialogTitle id="create-title">{t('bookings.new.askTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {t(form.source === 'phone' ? 'bookings.new.askByPhone' : what.email ? 'bookings.new.askAtDesk' : 'bookings.new.askWalkIn', what)}
        </DialogContentText>
        {teacher !== undefined && (
          <DialogContentText sx={{ mt: 1 }}>
            {teacher === null ? t('bookings.new.askAnyTeacher') : t('bookings.new.askTeacher', { name: teacher })}
          </DialogContentText>
        )}
        <DialogContentText sx={{ mt: 1 }}>
          {t(
            form.payment === 'cash'
              ? what.email
                ? 'bookings.new.askCash'
                : 'bookings.new.askCashNoEmail' // a walk-in without an email is promised none
              : form.payment === 'at_lesson'
                ? 'bookings.new.askAtLesson'
                : 'bookings.new.askLink',
          )}{' '}
          {form.payment === 'link' && linkAllDay(form) && `${t('bookings.new.askLinkAllDay')} `}
          {pricePerSlot === null
            ? t('bookings.new.askPrice')
            : t('bookings.new.askTotal', { count: slots.length, price: yen(pricePerSlot), total: yen(slots.length * pricePerSlot) })}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{t('bookings.new.goBack')}</Button>
        <Button variant="contained" onClick={onConfirm}>
          {t('bookings.new.bookIt')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
