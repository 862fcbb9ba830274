import Typography from '@mui/material/Typography';

/** Issue #12: (being written). */
export function BookingsPage() {
  return (
    <Typography variant="h1" gutterBottom>
      Bookings
    </Typography>
  );
}
