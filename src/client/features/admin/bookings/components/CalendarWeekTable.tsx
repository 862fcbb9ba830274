import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { CalendarView } from '../../../../../shared/admin/bookings.js';
import { useIntl } from 'react-intl';
import { holidayName } from '../../format/holidayName.js';
import { useConsoleText } from '../../i18n/useConsoleText.js';
import { SlotCell, slotIsPast } from './SlotCell.js';

/** The week: timeslots as rows, days as columns (a day without that slot shows a dash). */
export function CalendarWeekTable({ view, canClose }: { view: CalendarView; canClose: boolean }) {
  const { t, day } = useConsoleText();
  const { locale } = useIntl();
  const times = [...new Set(view.days.flatMap((d) => d.slots.map((s) => `${s.start}-${s.end}`)))].sort();
  return (
    <Box sx={{ overflowX: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Table size="small" aria-label={t('calendar.week')} sx={{ minWidth: 900, tableLayout: 'fixed' }}>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col" sx={{ width: '8.5rem' }}>
              {t('calendar.time')}
            </TableCell>
            {view.days.map((d) => (
              <TableCell key={d.date} component="th" scope="col">
                {day(d.date)}
                {d.holiday && (
                  <Typography component="span" variant="body2" sx={{ display: 'block', color: 'error.dark' }}>
                    {holidayName(d.holiday, locale)}
                  </Typography>
                )}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {times.length === 0 && (
            <TableRow>
              <TableCell colSpan={view.days.length + 1}>{t('calendar.noClassesWeek')}</TableCell>
            </TableRow>
          )}
          {times.map((time) => (
            <TableRow key={time}>
              <TableCell
                component="th"
                scope="row"
                sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap', verticalAlign: 'top' }}
              >
                {time}
              </TableCell>
              {view.days.map((d) => {
                const slot = d.slots.find((s) => `${s.start}-${s.end}` === time);
                return (
                  <TableCell
                    key={d.date}
                    sx={{ verticalAlign: 'top', ...(slot && slotIsPast(d.date, slot) && { bgcolor: 'action.hover' }) }}
                  >
                    {slot ? (
                      <SlotCell date={d.date} slot={slot} canClose={canClose} />
                    ) : (
                      <Typography variant="body2" color="text.secondary">
                        {t('calendar.noClass')}
                      </Typography>
                    )}
                  </TableCell>
                );
              })}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
