import Typography from '@mui/material/Typography';

/** Issue #12: (being written). */
export function CalendarPage() {
  return (
    <Typography variant="h1" gutterBottom>
      Calendar
    </Typography>
  );
}
