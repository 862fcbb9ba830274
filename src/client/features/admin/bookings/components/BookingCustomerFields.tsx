import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import FormHelperText from '@mui/material/FormHelperText';
import type { StaffPayment } from '../../../../../shared/admin/bookings.js';
import type { LanguageCode } from '../../../../../shared/constants.js';
import { TEACHING_LANGUAGES, type TeachingLanguageCode } from '../../../../../shared/teachingLanguages.js';
import { languageText } from '../../format/bookingLabels.js';
import type { MessageId } from '../../i18n/messageIds.js';
import { useConsoleText } from '../../i18n/useConsoleText.js';

const LANGUAGES: LanguageCode[] = ['en', 'zh-CN', 'zh-TW', 'ja'];

export interface CustomerForm {
  user_name: string;
  user_email: string;
  phone: string;
  language: LanguageCode;
  source: 'phone' | 'desk';
  /** No default: the clerk says whether money was taken (''. not chosen yet; the form refuses it). */
  payment: StaffPayment | '';
  /**
   * A payment link (and its hold) kept until the end of today (Japan time) instead of 30 minutes; null: as the
   * server decides (a phone booking's lasts until the end of the day unless the school set otherwise).
   */
  all_day: boolean | null;
  /** The lesson's language (what the customer learns); '': not said. */
  lesson_language: TeachingLanguageCode | '';
}

export const EMPTY_CUSTOMER: CustomerForm = {
  user_name: '',
  user_email: '',
  phone: '',
  language: 'ja',
  source: 'phone',
  payment: '',
  all_day: null,
  lesson_language: '',
};

/** The link-until-the-end-of-the-day box as shown: the clerk's choice, else ticked for a phone booking. */
export const linkAllDay = (f: CustomerForm) => f.all_day ?? f.source === 'phone';

/** A walk-in at the desk (paying now, or at the lesson) may give only a name: no customer email is then sent. */
export const emailOptional = (f: CustomerForm) => f.source === 'desk' && (f.payment === 'cash' || f.payment === 'at_lesson');

/** The form's problems by field, as catalogue keys (the server checks again and says its own words). */
export function customerErrors(f: CustomerForm): Partial<Record<keyof CustomerForm, MessageId>> {
  const errors: Partial<Record<keyof CustomerForm, MessageId>> = {};
  if (!f.user_name.trim()) errors.user_name = 'bookings.new.nameMissing';
  // cash is money in hand: never recorded for a booking taken over the phone
  if (f.payment === '') errors.payment = 'bookings.new.paymentMissing';
  else if (f.payment === 'cash' && f.source === 'phone') errors.payment = 'bookings.new.cashNotByPhone';
  const email = f.user_email.trim();
  if (!(email === '' && emailOptional(f)) && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) errors.user_email = 'bookings.new.emailInvalid';
  if (f.phone.trim() && !/^\+?[0-9 ()-]{6,20}$/.test(f.phone.trim())) errors.phone = 'bookings.new.phoneInvalid';
  return errors;
}

type Props = { form: CustomerForm; onChange: (f: CustomerForm) => void; errors: Partial<Record<keyof CustomerForm, MessageId>> };

export function BookingCustomerFields({ form, onChange, errors }: Props) {
  const c = useConsoleText();
  const { t } = c;
  const problem = (field: keyof CustomerForm) => {
    const id = errors[field];
    return id ? t(id) : undefined;
  };
  const edit = (field: keyof CustomerForm) => (e: { target: { value: string } }) => onChange({ ...form, [field]: e.target.value });
  return (
    <>
      <TextField
        label={t('bookings.new.name')}
        value={form.user_name}
        onChange={edit('user_name')}
        error={!!errors.user_name}
        helperText={problem('user_name')}
        required
      />
      <TextField
        label={t('bookings.new.email')}
        type="email"
        value={form.user_email}
        onChange={edit('user_email')}
        error={!!errors.user_email}
        helperText={problem('user_email') ?? t(emailOptional(form) ? 'bookings.new.emailHintDesk' : 'bookings.new.emailHint')}
        required={!emailOptional(form)}
      />
      <TextField
        label={t('bookings.new.phone')}
        type="tel"
        value={form.phone}
        onChange={edit('phone')}
        error={!!errors.phone}
        helperText={problem('phone')}
      />
      <TextField
        select
        label={t('bookings.new.language')}
        value={form.language}
        onChange={edit('language')}
        helperText={t('bookings.new.languageHint')}
      >
        {LANGUAGES.map((code) => (
          <MenuItem key={code} value={code}>
            {languageText(c, code)}
          </MenuItem>
        ))}
      </TextField>
      <TextField select label={t('bookings.new.lessonLanguage')} value={form.lesson_language} onChange={edit('lesson_language')}>
        <MenuItem value="">{t('bookings.new.lessonLanguageAny')}</MenuItem>
        {TEACHING_LANGUAGES.map((code) => (
          <MenuItem key={code} value={code}>
            {t(`teachers.language.${code}`)}
          </MenuItem>
        ))}
      </TextField>
      <FormControl>
        <FormLabel id="source-label">{t('bookings.new.source')}</FormLabel>
        <RadioGroup row aria-labelledby="source-label" value={form.source} onChange={edit('source')}>
          <FormControlLabel value="phone" control={<Radio />} label={t('bookings.source.phone')} />
          <FormControlLabel value="desk" control={<Radio />} label={t('bookings.source.desk')} />
        </RadioGroup>
      </FormControl>
      <FormControl error={!!errors.payment} required>
        <FormLabel id="payment-label">{t('bookings.new.payment')}</FormLabel>
        <RadioGroup aria-labelledby="payment-label" value={form.payment} onChange={edit('payment')}>
          <FormControlLabel value="cash" control={<Radio />} label={t('bookings.new.cash')} disabled={form.source === 'phone'} />
          <FormControlLabel value="at_lesson" control={<Radio />} label={t('bookings.new.atLesson')} />
          <FormControlLabel value="link" control={<Radio />} label={t('bookings.new.link')} />
        </RadioGroup>
        {errors.payment && <FormHelperText>{problem('payment')}</FormHelperText>}
        {form.payment === 'link' && (
          <FormControlLabel
            sx={{ ml: 3 }}
            control={<Checkbox checked={linkAllDay(form)} onChange={(e) => onChange({ ...form, all_day: e.target.checked })} />}
            label={t('bookings.new.linkAllDay')}
          />
        )}
      </FormControl>
    </>
  );
}
