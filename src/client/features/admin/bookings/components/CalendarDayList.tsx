import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { SlotView } from '../../../../../shared/admin/bookings.js';
import { useConsoleText } from '../../i18n/useConsoleText.js';
import { SlotCell, slotIsPast } from './SlotCell.js';

/** One day's slots as a list of rows (the day view, and the week view on a phone). */
export function CalendarDayList({ date, slots, canClose }: { date: string; slots: SlotView[]; canClose: boolean }) {
  const { t, longDay } = useConsoleText();
  return (
    <Box component="section" aria-label={longDay(date)} sx={{ mb: 3 }}>
      <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        {longDay(date)}
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
