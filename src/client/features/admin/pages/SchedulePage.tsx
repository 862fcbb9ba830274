import Typography from '@mui/material/Typography';

/** Issue #12: (being written). */
export function SchedulePage() {
  return (
    <Typography variant="h1" gutterBottom>
      Schedule
    </Typography>
  );
}
