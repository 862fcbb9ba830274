import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { MIN_TIMESLOTS } from '../../../../../shared/constants.js';
import { isIsoDate, tokyoToday } from '../../../../../shared/dates.js';
import { useAppDispatch, useAppSelector } from '../../../../app/hooks.js';
import { selectCustomer, customerOpened } from '../../customers/customersSlice.js';
import {
  selectPhoneBooking,
  selectPicker,
  deskCustomerCleared,
  newBookingDateChosen,
  newBookingPageOpened,
  newBookingTeacherChosen,
  phoneBookingSubmitted,
} from '../bookingsSlice.js';
import { teachersNeeded } from '../../teachers/teachersSlice.js';
import { selectActiveTeachers } from '../bookingTeachers.js';
import { BookingCreateDialog } from '../components/BookingCreateDialog.js';
import { BookingCustomerFields, customerErrors, EMPTY_CUSTOMER, type CustomerForm } from '../components/BookingCustomerFields.js';
import { SlotPicker } from '../components/SlotPicker.js';
import { DeskCustomerPicker } from '../components/DeskCustomerPicker.js';
import { useConsoleText } from '../../i18n/useConsoleText.js';
import { consoleFeatures } from '../../consoleAreas.js';
import { bookingsArea } from '../bookingsArea.js';
import { teachersArea } from '../../teachers/teachersArea.js';
import { customersArea } from '../../customers/customersArea.js';

/** The areas this page's route starts (app/router.tsx). */
export const features = consoleFeatures(bookingsArea, teachersArea, customersArea);

/** Take a booking by phone or at the desk: a day, its slots, the customer, cash or a payment link. */
export function NewBookingPage() {
  const dispatch = useAppDispatch();
  const { date, slots, picked, pricePerSlot, submitStatus, submitError, conflict, teacher: teacherId } = useAppSelector(selectPhoneBooking);
  const { t, m, yen } = useConsoleText();
  const [form, setForm] = useState<CustomerForm>(EMPTY_CUSTOMER);
  const [tried, setTried] = useState(false);
  const [asking, setAsking] = useState(false);
  const teachers = useAppSelector(selectActiveTeachers);
  // the teacher the customer asked for; none is "Any teacher" (the server assigns one fairly)
  const teacher = teachers.find((x) => x.id === teacherId) ?? null;
  const today = tokyoToday();
  const errors = tried ? customerErrors(form) : {};
  // a booking for a customer who came before (their page's "Take a booking for …"): it joins their record
  const [params] = useSearchParams();
  const fromPage = /^\d+$/.test(params.get('customer') ?? '') ? Number(params.get('customer')) : null;
  // or one the clerk found with the search box
  const chosen = useAppSelector(selectPicker).picked;
  const customerId = chosen ?? fromPage;
  const loaded = useAppSelector(selectCustomer);
  const known = customerId !== null && loaded?.id === customerId ? loaded : null;

  useEffect(() => {
    dispatch(newBookingPageOpened());
    dispatch(teachersNeeded());
  }, [dispatch]);
  useEffect(() => {
    if (customerId !== null) dispatch(customerOpened(String(customerId)));
  }, [dispatch, customerId]);
  // their details fill the form once, when they have loaded (the clerk may then change them)
  const [filledFor, setFilledFor] = useState<number | null>(null);
  if (known && filledFor !== known.id) {
    setFilledFor(known.id);
    // the language of their latest booking (newest class first), else the one they first booked in
    const language = known.bookings[0]?.language ?? known.first_language;
    setForm((f) => ({ ...f, user_name: known.name, user_email: known.email ?? '', phone: known.phone ?? '', language }));
  }

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (Object.keys(customerErrors(form)).length === 0 && picked.length >= MIN_TIMESLOTS && date) setAsking(true);
  };
  const confirm = () => {
    setAsking(false);
    const { phone, user_email, all_day, payment, lesson_language, ...rest } = form;
    if (!date || payment === '') return;
    const timeslot_ids = slots.filter((s) => picked.includes(s.id)).map((s) => s.id);
    dispatch(
      phoneBookingSubmitted({
        ...rest,
        payment,
        user_name: rest.user_name.trim(),
        ...(user_email.trim() && { user_email: user_email.trim() }),
        ...(phone.trim() && { phone: phone.trim() }),
        booking_date: date,
        timeslot_ids,
        ...(teacher && { teacher_id: teacher.id }),
        ...(payment === 'link' && all_day !== null && { link_until: all_day ? ('end_of_day' as const) : ('default' as const) }),
        ...(known && { customer_id: known.id }),
        ...(lesson_language && { lesson_language }),
      }),
    );
  };

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'flex', flexDirection: 'column', gap: 2.5, maxWidth: 720 }}>
      <Typography variant="h1">{t('bookings.new.title')}</Typography>
      <DeskCustomerPicker />
      {known && (
        <Alert
          severity="info"
          role="status"
          action={
            chosen !== null && (
              <Button color="inherit" size="small" onClick={() => dispatch(deskCustomerCleared())}>
                {t('picker.clear')}
              </Button>
            )
          }
        >
          {t('customers.bookingFor', { name: known.name })}
        </Alert>
      )}
      {submitError && (
        <Alert severity="error" role="alert">
          {conflict && <AlertTitle>{t('bookings.new.seatTaken')}</AlertTitle>}
          {m(submitError)}
          {conflict && ` ${t('bookings.new.chooseAgain')}`}
        </Alert>
      )}
      <TextField
        label={t('bookings.new.classDate')}
        type="date"
        value={date ?? ''}
        onChange={(e) => isIsoDate(e.target.value) && e.target.value >= today && dispatch(newBookingDateChosen(e.target.value))}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: today } }}
        helperText={t('bookings.new.classDateHint')}
        sx={{ maxWidth: 240 }}
      />
      {teachers.length > 0 && (
        <TextField
          select
          label={t('bookings.new.teacher')}
          value={teacher ? String(teacher.id) : ''}
          onChange={(e) => dispatch(newBookingTeacherChosen(e.target.value === '' ? null : Number(e.target.value)))}
          helperText={t(teacher ? 'bookings.new.teacherHint' : 'bookings.new.anyTeacherHint')}
          slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
          sx={{ maxWidth: 360 }}
        >
          <MenuItem value="">{t('bookings.new.anyTeacher')}</MenuItem>
          {teachers.map((x) => (
            <MenuItem key={x.id} value={String(x.id)}>
              {x.name}
            </MenuItem>
          ))}
        </TextField>
      )}
      <SlotPicker showError={tried} />
      <BookingCustomerFields form={form} onChange={setForm} errors={errors} />
      <Typography aria-live="polite">
        {pricePerSlot === null
          ? t('bookings.new.summary', { count: picked.length })
          : t('bookings.new.total', { count: picked.length, price: yen(pricePerSlot), total: yen(picked.length * pricePerSlot) })}
      </Typography>
      <Button type="submit" variant="contained" loading={submitStatus === 'loading'} sx={{ alignSelf: 'flex-start' }}>
        {t('bookings.new.submit')}
      </Button>
      {date && (
        <BookingCreateDialog
          open={asking}
          date={date}
          slots={slots.filter((s) => picked.includes(s.id))}
          form={form}
          pricePerSlot={pricePerSlot}
          teacher={teachers.length === 0 ? undefined : (teacher?.name ?? null)}
          onCancel={() => setAsking(false)}
          onConfirm={confirm}
        />
      )}
    </Box>
  );
}
