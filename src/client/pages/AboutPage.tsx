import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useSchool } from '../features/school/useSchool.js';
import { useWords } from '../i18n/useWords.js';
import { SchoolOwnPage } from './SchoolOwnPage.js';

/** /app/about: Who We Are, the mission, and the team blurb (the school's own About, where it wrote one). */
export function AboutPage() {
  const { t } = useWords();
  const school = useSchool();
  const own = school.text((s) => s.texts.about);
  if (own) return <SchoolOwnPage title={t('about.title')} text={own} />;
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography variant="h1" gutterBottom>
        {t('about.title')}
      </Typography>
      <Typography variant="body1" color="text.secondary" sx={{ mb: 4 }}>
        {t('about.intro')}
      </Typography>

      <Typography variant="h2" gutterBottom>
        {t('about.missionTitle')}
      </Typography>
      <Typography variant="body1" sx={{ mb: 4 }}>
        {t('about.mission')}
      </Typography>

      <Typography variant="h2" gutterBottom>
        {t('about.teamTitle')}
      </Typography>
      <Typography variant="body1">{t('about.team')}</Typography>
    </Container>
  );
}
