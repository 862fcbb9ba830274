import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { SCHOOL_CONTACT_EMAIL } from '../../shared/constants.js';
import { useSchool } from '../features/school/useSchool.js';
import { LegalSection } from './LegalSection.js';
import { SchoolOwnPage } from './SchoolOwnPage.js';

const SECTIONS = [
  {
    title: '1. About these terms',
    body: 'These terms apply to every booking made on this website, which is operated by GTSS Language School in Tokyo, Japan. By making a booking or creating an account you agree to them.',
  },
  {
    title: '2. Booking a trial class',
    body: 'A trial class is booked by choosing a date and at least four timeslots for one seat. Your booking is confirmed once payment succeeds, and we send a confirmation email with a link to view your booking.',
  },
  {
    title: '3. Prices and payment',
    body: 'Prices are shown in Japanese yen and include consumption tax. Payment is by card only and is processed by our external card payment provider; we never receive or store your card number.',
  },
  {
    title: '4. Cancellation',
    body: 'You can cancel a confirmed booking from My Page or from the link in your confirmation email up to the day before the class date (Japan time). Bookings cannot be cancelled on or after the class date. Refunds, where due, are made to the card used for payment.',
  },
  {
    title: '5. Changes by the school',
    body: 'If a class cannot take place, for example because a teacher is unavailable, we will tell you as soon as possible and offer another time or a full refund.',
  },
  {
    title: '6. Your account',
    body: 'Keep your sign-in details secret and your name and email address up to date. You are responsible for bookings made with your account. We may suspend accounts that are used to abuse the service.',
  },
  {
    title: '7. Liability',
    body: 'We take reasonable care to keep the service available and accurate. Except in cases of our intent or gross negligence, our liability for any booking is limited to the amount you paid for it, and we are not liable for indirect or consequential loss.',
  },
  {
    title: '8. Changes to these terms',
    body: 'We may update these terms. The version shown on this page when you make a booking applies to that booking.',
  },
  {
    title: '9. Governing law',
    body: 'These terms are governed by the laws of Japan. The Tokyo District Court has exclusive jurisdiction in the first instance over any dispute.',
  },
] as const;

/** /app/terms: the content was left open; these are terms for card-paid trial bookings. */
export function TermsPage() {
  const school = useSchool();
  const own = school.text((s) => s.texts.terms);
  const email = school.school?.contact_email ?? SCHOOL_CONTACT_EMAIL;
  // The school's own terms, where it wrote them
  if (own) return <SchoolOwnPage title="Terms of Service" text={own} />;
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography variant="h1" gutterBottom>
        Terms of Service
      </Typography>
      {SECTIONS.map((s) => (
        <LegalSection key={s.title} title={s.title}>
          {s.body}
        </LegalSection>
      ))}
      <LegalSection title="10. Contact">
        Questions about these terms or a booking: email{' '}
        <Link href={`mailto:${email}`} sx={{ overflowWrap: 'anywhere' }}>
          {email}
        </Link>
        .
      </LegalSection>
    </Container>
  );
}
