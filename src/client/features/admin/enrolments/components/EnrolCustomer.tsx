import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { CustomerRow } from '../../../../../shared/admin/customers.js';
import { useAppDispatch, useAppSelector } from '../../../../app/hooks.js';
import { deskCustomerCleared, deskCustomerSearched, selectPicker } from '../../bookings/bookingsSlice.js';
import { useConsoleText } from '../../i18n/useConsoleText.js';
import { enrolCustomerCleared, enrolCustomerPicked, selectEnrol } from '../enrolmentsSlice.js';
import { WalkInForm } from './WalkInForm.js';

/**
 * The customer to enrol: the trial's (from its booking), or one found with the bookings area's customer search (name,
 * email, phone however written), or a walk-in new to the school, made a customer here.
 */
export function EnrolCustomer() {
  const dispatch = useAppDispatch();
  const { t, m } = useConsoleText();
  const { customer } = useAppSelector(selectEnrol);
  const { query, matches, status, error } = useAppSelector(selectPicker);
  if (customer)
    return (
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Typography sx={{ fontWeight: 600 }}>{t('enrolments.enrol.customerChosen', { name: customer.name })}</Typography>
        <Button
          onClick={() => {
            dispatch(enrolCustomerCleared());
            dispatch(deskCustomerCleared());
          }}
        >
          {t('enrolments.enrol.change')}
        </Button>
      </Box>
    );
  const label = (c: CustomerRow) =>
    c.phone
      ? t('picker.option', { name: c.name, email: c.email ?? t('picker.noEmail'), phone: c.phone })
      : t('picker.optionNoPhone', { name: c.name, email: c.email ?? t('picker.noEmail') });
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ maxWidth: 480 }}>
        <TextField
          fullWidth
          type="search"
          label={t('enrolments.enrol.customer')}
          helperText={t('picker.hint')}
          value={query}
          onChange={(e) => dispatch(deskCustomerSearched(e.target.value))}
        />
        <Typography role="status" variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {status === 'loading'
            ? t('picker.searching')
            : error
              ? m(error)
              : status === 'ready' && matches.length === 0
                ? t('picker.none')
                : ''}
        </Typography>
        {matches.length > 0 && (
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {matches.map((c) => (
              <li key={c.id}>
                <Button sx={{ textTransform: 'none', textAlign: 'left' }} onClick={() => dispatch(enrolCustomerPicked(c.id))}>
                  {label(c)}
                </Button>
              </li>
            ))}
          </Box>
        )}
      </Box>
      <WalkInForm />
    </Box>
  );
}
