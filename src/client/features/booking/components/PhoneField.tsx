import { useState } from 'react';
import { readVisitorPhone } from '../../../../shared/visitorPhone.js';
import { TextInput } from '../../../components/TextInput.js';
import { useWords } from '../../../i18n/useWords.js';
import { publicSchool } from '../../school/schoolSelectors.js';

// The booking form's phone number (issue 39, point 4), asked as the school chose (its profile's phone_field, in the
// page's school data block): kept in the page's own state, so neither the field nor its words weigh on /app's entry.

/** The phone as the school asks it: the typed text, what to send (absent: not asked) and the refusal to show, if any. */
export function useVisitorPhone() {
  const { language } = useWords();
  const field = publicSchool()?.phone_field ?? 'hidden';
  const [phone, setPhone] = useState('');
  const read = readVisitorPhone(field, language, phone);
  const refusal = 'refusal' in read ? read.refusal : null;
  return {
    field,
    phone,
    setPhone,
    /** The confirm's payload: the phone only when the school asks for one. */
    sent: field === 'hidden' ? {} : { phone },
    refusal,
    /** Beside the disabled Confirm Booking: a required phone not given yet (a wrong one is said under the field). */
    hint: phone.trim() === '' ? refusal : null,
  };
}

export type VisitorPhone = ReturnType<typeof useVisitorPhone>;

/** The phone input, required or optional as the school asks; a number that is not one says so beneath it. */
export function PhoneField({ field, phone, setPhone, refusal }: VisitorPhone) {
  const { t } = useWords();
  if (field === 'hidden') return null;
  const written = phone.trim() !== '';
  return (
    <TextInput
      label={t(field === 'required' ? 'booking.phone' : 'booking.phoneOptional')}
      name="phone"
      type="tel"
      autoComplete="tel"
      required={field === 'required'}
      value={phone}
      onChange={setPhone}
      error={written && refusal !== null}
      helperText={written && refusal ? refusal : t('booking.phoneHelp')}
    />
  );
}
