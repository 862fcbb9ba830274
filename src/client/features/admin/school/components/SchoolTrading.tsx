import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { TRADING_DEFAULTS } from '../../../../../shared/schoolLegal.js';
import { TRADING_FIELDS, type TradingField } from '../../../../../shared/schoolProfile.js';
import { useConsoleText } from '../../i18n/useConsoleText.js';
import { LocalTextField } from './LocalTextField.js';
import type { SchoolFormPart } from './schoolForm.js';

/** What each field shows while it is empty: the profile's own field, or today's wording. */
const SHOWN: Record<TradingField, string> = {
  operator: TRADING_DEFAULTS.operator,
  representative: TRADING_DEFAULTS.representative,
  address: TRADING_DEFAULTS.address,
  contact: '',
  prices: TRADING_DEFAULTS.prices,
  payment_methods: TRADING_DEFAULTS.payment_methods,
  delivery: TRADING_DEFAULTS.delivery,
  cancellations: TRADING_DEFAULTS.cancellations,
};

/** The 特定商取引法に基づく表記 fields; each left empty shows the profile's field above or today's wording. */
export function SchoolTrading({ draft, editing, onEdit }: SchoolFormPart) {
  const { t } = useConsoleText();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography>{t('school.trading.help')}</Typography>
      {TRADING_FIELDS.map((field) => (
        <LocalTextField
          key={field}
          label={t(`school.trading.${field}`)}
          text={draft.trading[field]}
          editing={editing}
          onChange={(text) => onEdit({ ...draft, trading: { ...draft.trading, [field]: text } })}
          placeholder={SHOWN[field] || undefined}
          rows={2}
        />
      ))}
    </Box>
  );
}
