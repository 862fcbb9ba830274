import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import type { PhoneField } from '../../../../../shared/schoolProfile.js';
import { PHONE_FIELDS } from '../../../../../shared/schoolSettings.js';
import { useConsoleText } from '../../i18n/useConsoleText.js';
import type { SchoolFormPart } from './schoolForm.js';

/** Whether the visitor's booking form asks for a phone number: required, optional or not asked (the default). Saved with the profile. */
export function SchoolPhoneField({ draft, onEdit }: SchoolFormPart) {
  const { t } = useConsoleText();
  return (
    <FormControl>
      <FormLabel id="school-phone-field">{t('school.phone.label')}</FormLabel>
      <RadioGroup
        row
        aria-labelledby="school-phone-field"
        value={draft.phone_field}
        onChange={(e) => onEdit({ ...draft, phone_field: e.target.value as PhoneField })}
      >
        {PHONE_FIELDS.map((f) => (
          <FormControlLabel key={f} value={f} control={<Radio />} label={t(`school.phone.${f}`)} />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
