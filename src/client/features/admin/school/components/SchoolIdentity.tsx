import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { TRADING_DEFAULTS } from '../../../../../shared/schoolLegal.js';
import { DEFAULT_SCHOOL, textFor } from '../../../../../shared/schoolProfile.js';
import { SITE_TITLE } from '../../../../../shared/constants.js';
import { useConsoleText } from '../../i18n/useConsoleText.js';
import { LocalTextField } from './LocalTextField.js';
import type { SchoolFormPart } from './schoolForm.js';

type Plain = 'legal_name' | 'representative' | 'address' | 'phone' | 'contact_email';

/** The school's name (per language), legal name, representative, address, phone, email, hours and page title. */
export function SchoolIdentity({ draft, editing, onEdit }: SchoolFormPart) {
  const { t } = useConsoleText();
  const plain = (field: Plain, placeholder?: string, rows?: number) => (
    <TextField
      label={t(`school.field.${field}`)}
      value={draft[field]}
      onChange={(e) => onEdit({ ...draft, [field]: e.target.value })}
      placeholder={placeholder}
      multiline={rows !== undefined}
      minRows={rows}
      fullWidth
    />
  );
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <LocalTextField
        label={t('school.field.name')}
        text={draft.name}
        editing={editing}
        onChange={(name) => onEdit({ ...draft, name })}
        placeholder={textFor(DEFAULT_SCHOOL.name, editing, 'en')}
      />
      {plain('legal_name', TRADING_DEFAULTS.operator)}
      {plain('representative', TRADING_DEFAULTS.representative)}
      {plain('address', TRADING_DEFAULTS.address, 2)}
      {plain('phone')}
      {plain('contact_email')}
      <LocalTextField
        label={t('school.field.business_hours')}
        text={draft.business_hours}
        editing={editing}
        onChange={(business_hours) => onEdit({ ...draft, business_hours })}
        rows={2}
      />
      <LocalTextField
        label={t('school.field.site_title')}
        text={draft.site_title}
        editing={editing}
        onChange={(site_title) => onEdit({ ...draft, site_title })}
        placeholder={SITE_TITLE}
      />
    </Box>
  );
}
