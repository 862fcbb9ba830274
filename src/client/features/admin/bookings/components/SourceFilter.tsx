import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { LINK_CHANNELS, ORIGIN_DIRECT, ORIGIN_OTHER_SITE } from '../../../../../shared/sourceWords.js';
import { channelText } from '../../format/sourceLabels.js';
import { useConsoleText } from '../../i18n/useConsoleText.js';

type Props = {
  /** A utm_source, 'referrer', 'direct'; '' for any source. */
  value: string;
  onChange: (value: string) => void;
};

/** The bookings search's filter by where the visitor came from: the tracked links' channels, another website, direct. */
export function SourceFilter({ value, onChange }: Props) {
  const c = useConsoleText();
  const { t } = c;
  // a value from the address that is none of these (another site's host) is still shown as chosen
  const known =
    value === '' || value === ORIGIN_DIRECT || value === ORIGIN_OTHER_SITE || (LINK_CHANNELS as readonly string[]).includes(value);
  return (
    <TextField
      select
      size="small"
      label={t('sources.filter')}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      // "Any source" shows as the value rather than an empty box under the label
      slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
      sx={{ minWidth: 0 }}
    >
      <MenuItem value="">{t('sources.filter.any')}</MenuItem>
      {LINK_CHANNELS.map((channel) => (
        <MenuItem key={channel} value={channel}>
          {channelText(c, channel)}
        </MenuItem>
      ))}
      <MenuItem value={ORIGIN_OTHER_SITE}>{t('sources.filter.referrer')}</MenuItem>
      <MenuItem value={ORIGIN_DIRECT}>{t('sources.direct')}</MenuItem>
      {!known && <MenuItem value={value}>{value}</MenuItem>}
    </TextField>
  );
}
