import Typography from '@mui/material/Typography';

/** Issue #12: (being written). */
export function SettingsPage() {
  return (
    <Typography variant="h1" gutterBottom>
      Settings
    </Typography>
  );
}
