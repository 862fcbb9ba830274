import Typography from '@mui/material/Typography';

/** Issue #12: (being written). */
export function StaffPage() {
  return (
    <Typography variant="h1" gutterBottom>
      Staff
    </Typography>
  );
}
