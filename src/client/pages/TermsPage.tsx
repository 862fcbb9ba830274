import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { SCHOOL_CONTACT_EMAIL } from '../../shared/constants.js';
import { useSchool } from '../features/school/useSchool.js';
import { useWords } from '../i18n/useWords.js';
import { LegalSection } from './LegalSection.js';
import { SchoolOwnPage } from './SchoolOwnPage.js';

const SECTIONS = [1, 2, 3, 4, 5, 6, 7, 8, 9] as const;

/** /app/terms: the content was left open; these are terms for card-paid trial bookings. */
export function TermsPage() {
  const { t } = useWords();
  const school = useSchool();
  const own = school.text((s) => s.texts.terms);
  const email = school.school?.contact_email || SCHOOL_CONTACT_EMAIL;
  // the school's cancellation policy in the visitor's language, as the server wrote it into the page's school data
  // (no module of its own: a new one here changes the entry's route table, which is at its budget)
  const policy = school.school?.cancel_policy_line?.[school.language];
  const policyLine = policy ? (
    <Typography component="p" sx={{ my: 2, fontWeight: 600 }}>
      {policy}
    </Typography>
  ) : null;
  // The school's own terms, where they wrote them
  if (own)
    return (
      <>
        <SchoolOwnPage title={t('terms.title')} text={own} />
        <Container maxWidth="md">{policyLine}</Container>
      </>
    );
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography variant="h1" gutterBottom>
        {t('terms.title')}
      </Typography>
      {/* the school's cancellation policy, when it set one (before the sections: it is what a visitor looks for) */}
      {policyLine}
      {SECTIONS.map((n) => (
        <LegalSection key={n} title={t(`terms.${n}.title`)}>
          {t(`terms.${n}.body`)}
        </LegalSection>
      ))}
      <LegalSection title={t('terms.10.title')}>
        {t('terms.10.before')}
        <Link href={`mailto:${email}`} sx={{ overflowWrap: 'anywhere' }}>
          {email}
        </Link>
        {t('terms.10.after')}
      </LegalSection>
    </Container>
  );
}
