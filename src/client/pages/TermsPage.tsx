import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { SCHOOL_CONTACT_EMAIL } from '../../shared/constants.js';
import { useWords } from '../i18n/useWords.js';
import { LegalSection } from './LegalSection.js';

const SECTIONS = [1, 2, 3, 4, 5, 6, 7, 8, 9] as const;

/** /app/terms: the content was left open; these are terms for card-paid trial bookings. */
export function TermsPage() {
  const { t } = useWords();
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography variant="h1" gutterBottom>
        {t('terms.title')}
      </Typography>
      {SECTIONS.map((n) => (
        <LegalSection key={n} title={t(`terms.${n}.title`)}>
          {t(`terms.${n}.body`)}
        </LegalSection>
      ))}
      <LegalSection title={t('terms.10.title')}>
        {t('terms.10.before')}
        <Link href={`mailto:${SCHOOL_CONTACT_EMAIL}`} sx={{ overflowWrap: 'anywhere' }}>
          {SCHOOL_CONTACT_EMAIL}
        </Link>
        {t('terms.10.after')}
      </LegalSection>
    </Container>
  );
}
