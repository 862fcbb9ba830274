import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useWords } from '../../i18n/useWords.js';
import { enrolPagePath } from './enrolQuery.js';

/** A trial's page: "Continue with this teacher" opens the course page with the trial's teacher (and the trial, kept). */
export function ContinueWithTeacher({ teacherId, bookingId }: { teacherId: number; bookingId: number }) {
  const { t } = useWords();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, alignItems: 'flex-start' }}>
      <Typography>{t('enrol.continueNote')}</Typography>
      <Button component={RouterLink} to={enrolPagePath({ teacherId, fromBookingId: bookingId })} variant="outlined">
        {t('enrol.continueWithTeacher')}
      </Button>
    </Box>
  );
}
