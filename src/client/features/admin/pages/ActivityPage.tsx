import Typography from '@mui/material/Typography';

/** Issue #12: (being written). */
export function ActivityPage() {
  return (
    <Typography variant="h1" gutterBottom>
      Activity
    </Typography>
  );
}
