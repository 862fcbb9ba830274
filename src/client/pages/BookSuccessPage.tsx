import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useStore } from 'react-redux';
import { Link } from 'react-router-dom';
import type { AppStore } from '../app/store.js';
import { forgetCheckoutChoice } from '../features/booking/checkoutChoiceSagas.js';
import { paths } from '../../shared/paths.js';
import { useWords } from '../i18n/useWords.js';

/** /app/book_success: Appointment successful, check email, Back to Home. */
export function BookSuccessPage() {
  const { t } = useWords();
  const store = useStore() as AppStore;
  // paid: the date and timeslots kept for a return from the checkout are forgotten
  useState(() => store.startFeature('checkoutForget', forgetCheckoutChoice, undefined));
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 }, textAlign: 'center' }}>
      <Typography variant="h1" gutterBottom>
        {t('success.title')}
      </Typography>
      <Typography variant="body1" color="text.secondary" sx={{ mb: 4 }}>
        {t('success.text')}
      </Typography>
      <Button component={Link} to={paths.home} variant="contained">
        {t('common.backHome')}
      </Button>
    </Container>
  );
}
