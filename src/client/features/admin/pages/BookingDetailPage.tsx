import Typography from '@mui/material/Typography';

/** Issue #12: (being written). */
export function BookingDetailPage() {
  return (
    <Typography variant="h1" gutterBottom>
      BookingDetail
    </Typography>
  );
}
