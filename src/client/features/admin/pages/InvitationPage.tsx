import Typography from '@mui/material/Typography';

/** Issue #12: (being written). */
export function InvitationPage() {
  return (
    <Typography variant="h1" gutterBottom>
      Invitation
    </Typography>
  );
}
