import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router-dom';
import { paths } from '../../shared/paths.js';
import { useWords } from '../i18n/useWords.js';

/** Any other path shows the 404 page. */
export function NotFoundPage() {
  const { t } = useWords();
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 }, textAlign: 'center' }}>
      <Typography component="p" sx={{ fontSize: '4rem', fontWeight: 700, color: 'primary.main', lineHeight: 1 }}>
        404
      </Typography>
      <Typography variant="h1" gutterBottom sx={{ mt: 2 }}>
        {t('notFound.title')}
      </Typography>
      <Typography variant="body1" color="text.secondary" sx={{ mb: 4 }}>
        {t('notFound.text')}
      </Typography>
      <Button component={Link} to={paths.home} variant="contained">
        {t('common.backHome')}
      </Button>
    </Container>
  );
}
