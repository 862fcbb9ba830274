import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router-dom';
import { paths } from '../../shared/paths.js';

/** Any other path shows the 404 page. */
export function NotFoundPage() {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 }, textAlign: 'center' }}>
      <Typography component="p" sx={{ fontSize: '4rem', fontWeight: 700, color: 'primary.main', lineHeight: 1 }}>
        404
      </Typography>
      <Typography variant="h1" gutterBottom sx={{ mt: 2 }}>
        Page not found
      </Typography>
      <Typography variant="body1" color="text.secondary" sx={{ mb: 4 }}>
        Sorry, the page you are looking for does not exist or has moved.
      </Typography>
      <Button component={Link} to={paths.home} variant="contained">
        Back to Home
      </Button>
    </Container>
  );
}
