import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router-dom';
import { paths } from '../../shared/paths.js';

/** /app/book_success: Appointment successful, check email, Back to Home. */
export function BookSuccessPage() {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 }, textAlign: 'center' }}>
      <Typography variant="h1" gutterBottom>
        Appointment successful
      </Typography>
      <Typography variant="body1" color="text.secondary" sx={{ mb: 4 }}>
        Thank you for your booking. Please check your email for the confirmation and the link to view or cancel your booking.
      </Typography>
      <Button component={Link} to={paths.home} variant="contained">
        Back to Home
      </Button>
    </Container>
  );
}
