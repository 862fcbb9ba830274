import Typography from '@mui/material/Typography';

/** Issue #12: (being written). */
export function NewBookingPage() {
  return (
    <Typography variant="h1" gutterBottom>
      NewBooking
    </Typography>
  );
}
