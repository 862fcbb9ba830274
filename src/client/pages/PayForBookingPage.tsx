import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { useWords } from '../i18n/useWords.js';

// The course form's content is a chunk of its own ("enrol", shared with my page's courses): the visitors' entry names
// the route's chunks in its route table, and stays within its budget only if this page adds none.
const EnrolFlow = lazy(() => import(/* webpackChunkName: "enrol" */ '../features/enrol/EnrolFlow').then((m) => ({ default: m.EnrolFlow })));

/** /app/pay_for_booking: the spec's formal course form, enrolling in a course (issue 40). */
export function PayForBookingPage() {
  const { t } = useWords();
  return (
    // (the height the form will take is kept from the first paint: the footer does not move when the chunk arrives)
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 6 }, minHeight: '100vh' }}>
      <Typography id="course-booking-title" variant="h1" gutterBottom>
        {t('course.title')}
      </Typography>
      <Suspense fallback={<Typography>{t('enrol.intro')}</Typography>}>
        <EnrolFlow />
      </Suspense>
    </Container>
  );
}
