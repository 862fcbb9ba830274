import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { SlotView } from '../../../../../shared/admin/bookings.js';
import { useIntl } from 'react-intl';
import type { Holiday } from '../../../../../shared/admin/holidays.js';
import { holidayName } from '../../format/holidayName.js';
import { useConsoleText } from '../../i18n/useConsoleText.js';
import { SlotCell, slotIsPast } from './SlotCell.js';

interface Props {
  date: string;
  slots: SlotView[];
  canClose: boolean;
  holiday?: Holiday | null;
}

/** One day's slots as a list of rows (the day view, and the week view on a phone). */
export function CalendarDayList({ date, slots, canClose, holiday }: Props) {
  const { t, longDay } = useConsoleText();
  const { locale } = useIntl();
  // The national holiday's name beside the date (the school may still be open: its slots say).
  const title = holiday ? t('calendar.dayHoliday', { date: longDay(date), name: holidayName(holiday, locale) }) : longDay(date);
  return (
    <Box component="section" aria-label={title} sx={{ mb: 3 }}>
      <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        {title}
      </Typography>
      {slots.length === 0 ? (
        <Typography color="text.secondary">{t('calendar.noClassesDay')}</Typography>
      ) : (
        <Paper variant="outlined" component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {slots.map((slot) => (
            <Box
              component="li"
              key={slot.id}
              sx={{
                display: 'grid',
                gridTemplateColumns: 'max-content 1fr',
                gap: 2,
                p: 1.5,
                borderTop: 1,
                borderColor: 'divider',
                '&:first-of-type': { borderTop: 0 },
                ...(slotIsPast(date, slot) && { bgcolor: 'action.hover', color: 'text.secondary' }),
              }}
            >
              <Typography sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap', color: 'inherit' }}>
                {slot.start}-{slot.end}
              </Typography>
              <SlotCell date={date} slot={slot} canClose={canClose} />
            </Box>
          ))}
        </Paper>
      )}
    </Box>
  );
}
