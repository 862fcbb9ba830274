import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { bookingIcsPath, googleCalendarLinks } from '../../../../shared/calendarLinks.js';
import { viewBookingPath } from '../../../../shared/paths.js';
import { useWords } from '../../../i18n/useWords.js';

interface Props {
  referenceId: string;
  bookingId: string;
  booking: { booking_date: string; time_range: string };
}

/** Add to calendar: the booking's .ics file and Google Calendar (one link per run of a split booking). */
export function AddToCalendar({ referenceId, bookingId, booking }: Props) {
  const { t } = useWords();
  // (no location: the server drawing the page, whose copy is inert until the app's render replaces it)
  const page = `${globalThis.location?.origin ?? ''}${viewBookingPath(referenceId, bookingId)}`;
  const google = googleCalendarLinks(booking, t('calendar.event'), t('calendar.eventText', { page }));
  return (
    <Box component="section" aria-labelledby="add-to-calendar">
      <Typography id="add-to-calendar" variant="h2" sx={{ fontSize: '1.1rem', fontWeight: 600, mb: 1 }}>
        {t('calendar.title')}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3, rowGap: 1 }}>
        <Link href={bookingIcsPath(referenceId, bookingId)} download>
          {t('calendar.ics')}
        </Link>
        {google.map(({ url, range }) => (
          <Link key={url} href={url} target="_blank" rel="noopener noreferrer">
            {google.length > 1 ? `Google Calendar (${range})` : 'Google Calendar'}
          </Link>
        ))}
      </Box>
    </Box>
  );
}
