import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import type { LanguageCode } from '../../../../shared/constants.js';
import { LANGUAGE_LABELS } from '../format/bookingLabels.js';

export interface CustomerForm {
  user_name: string;
  user_email: string;
  phone: string;
  language: LanguageCode;
  source: 'phone' | 'desk';
  payment: 'cash' | 'link';
}

export const EMPTY_CUSTOMER: CustomerForm = { user_name: '', user_email: '', phone: '', language: 'ja', source: 'phone', payment: 'cash' };

/** The form's problems by field (the server checks again and says its own words). */
export function customerErrors(f: CustomerForm): Partial<Record<keyof CustomerForm, string>> {
  const errors: Partial<Record<keyof CustomerForm, string>> = {};
  if (!f.user_name.trim()) errors.user_name = "Enter the customer's name.";
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(f.user_email.trim())) errors.user_email = 'Enter an email address, for example ana@example.com.';
  if (f.phone.trim() && !/^\+?[0-9 ()-]{6,20}$/.test(f.phone.trim())) errors.phone = 'Digits, spaces, -, ( ) and an optional leading +.';
  return errors;
}

type Props = { form: CustomerForm; onChange: (f: CustomerForm) => void; errors: Partial<Record<keyof CustomerForm, string>> };

export function BookingCustomerFields({ form, onChange, errors }: Props) {
  const edit = (field: keyof CustomerForm) => (e: { target: { value: string } }) => onChange({ ...form, [field]: e.target.value });
  return (
    <>
      <TextField
        label="Customer name"
        value={form.user_name}
        onChange={edit('user_name')}
        error={!!errors.user_name}
        helperText={errors.user_name}
        required
      />
      <TextField
        label="Email"
        type="email"
        value={form.user_email}
        onChange={edit('user_email')}
        error={!!errors.user_email}
        helperText={errors.user_email ?? 'The confirmation (or the payment link) goes here.'}
        required
      />
      <TextField
        label="Phone (optional)"
        type="tel"
        value={form.phone}
        onChange={edit('phone')}
        error={!!errors.phone}
        helperText={errors.phone}
      />
      <TextField
        select
        label="Language"
        value={form.language}
        onChange={edit('language')}
        helperText="The language of the customer's emails."
      >
        {(Object.keys(LANGUAGE_LABELS) as LanguageCode[]).map((code) => (
          <MenuItem key={code} value={code}>
            {LANGUAGE_LABELS[code]}
          </MenuItem>
        ))}
      </TextField>
      <FormControl>
        <FormLabel id="source-label">Source</FormLabel>
        <RadioGroup row aria-labelledby="source-label" value={form.source} onChange={edit('source')}>
          <FormControlLabel value="phone" control={<Radio />} label="Phone" />
          <FormControlLabel value="desk" control={<Radio />} label="At the desk" />
        </RadioGroup>
      </FormControl>
      <FormControl>
        <FormLabel id="payment-label">Payment</FormLabel>
        <RadioGroup aria-labelledby="payment-label" value={form.payment} onChange={edit('payment')}>
          <FormControlLabel value="cash" control={<Radio />} label="Paid on site (cash)" />
          <FormControlLabel value="link" control={<Radio />} label="Send a payment link by email" />
        </RadioGroup>
      </FormControl>
    </>
  );
}
