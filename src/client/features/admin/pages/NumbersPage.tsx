import Typography from '@mui/material/Typography';

/** Issue #12: (being written). */
export function NumbersPage() {
  return (
    <Typography variant="h1" gutterBottom>
      Numbers
    </Typography>
  );
}
