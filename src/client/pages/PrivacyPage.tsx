import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { SCHOOL_CONTACT_EMAIL } from '../../shared/constants.js';
import { useSchool } from '../features/school/useSchool.js';
import { useWords } from '../i18n/useWords.js';
import { LegalSection } from './LegalSection.js';
import { SchoolOwnPage } from './SchoolOwnPage.js';

// Only the policy's first sections are shown; in English its text is the spec's Chinese one.
const SECTIONS = [1, 2, 3, 4] as const;

export function PrivacyPage() {
  const { t, language } = useWords();
  const written = t('privacy.lang');
  const school = useSchool();
  const own = school.text((s) => s.texts.privacy);
  const email = school.school?.contact_email || SCHOOL_CONTACT_EMAIL;
  // The school's own policy, where it wrote one
  if (own) return <SchoolOwnPage title={t('privacy.title')} text={own} />;
  return (
    <Container lang={written === language ? undefined : written} maxWidth="md" sx={{ py: { xs: 4, md: 6 }, overflowWrap: 'anywhere' }}>
      <Typography variant="h1" gutterBottom>
        {t('privacy.title')}
      </Typography>
      <Typography variant="body1" color="text.secondary">
        {t('privacy.intro')}
      </Typography>
      {SECTIONS.map((n) => (
        <LegalSection key={n} title={t(`privacy.${n}.title`)}>
          {t(`privacy.${n}.body`)}
        </LegalSection>
      ))}
      <LegalSection title={t('privacy.5.title')}>
        {t('privacy.5.before')}
        <Link href={`mailto:${email}`}>{email}</Link>
        {t('privacy.5.after')}
      </LegalSection>
    </Container>
  );
}
