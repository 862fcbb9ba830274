import Box from '@mui/material/Box';
import { Link } from 'react-router-dom';
import { columnSx, containedButtonSx } from '../styles/shellStyles.js';
import { paths } from '../../shared/paths.js';
import { TrialPrice } from '../components/TrialPrice.js';
import { useSchool } from '../features/school/useSchool.js';
import { useWords } from '../i18n/useWords.js';

/** The six feature blurbs of the landing page. The landing page is the first load: plain Box, no Typography. */
const FEATURES = ['home.f1', 'home.f2', 'home.f3', 'home.f4', 'home.f5', 'home.f6'] as const;

export function HomePage() {
  const school = useSchool();
  // The school's own headline and introduction, where it wrote them
  const headline = school.text((s) => s.texts.home_headline);
  const intro = school.text((s) => s.texts.home_intro);
  const { t } = useWords();
  return (
    <>
      <Box component="section" aria-labelledby="hero-title" sx={{ bgcolor: 'background.paper', py: { xs: 6, md: 10 } }}>
        <Box sx={{ ...columnSx(900), textAlign: 'center' }}>
          <Box component="h1" id="hero-title" sx={{ typography: 'h1', fontSize: { xs: '2rem', md: '2.75rem' }, mt: 0, mb: 2 }}>
            {headline || t('home.title')}
          </Box>
          <Box component="p" sx={{ typography: 'body1', color: 'text.secondary', fontSize: '1.125rem', mt: 0, mb: 4 }}>
            {intro || t('home.intro')}
          </Box>
          <TrialPrice />
          <Box component={Link} to={paths.booking} sx={containedButtonSx}>
            {t('home.cta')}
          </Box>
        </Box>
      </Box>
      <Box component="section" aria-labelledby="features-title" sx={{ ...columnSx(1200), py: { xs: 5, md: 8 } }}>
        <Box component="h2" id="features-title" sx={{ typography: 'h2', textAlign: 'center', mt: 0, mb: 4 }}>
          {t('home.features')}
        </Box>
        {/* A CSS grid on Box instead of MUI Grid keeps the first-load bundle small. */}
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
          }}
        >
          {FEATURES.map((f) => (
            <Box component="li" key={f} sx={{ p: 3, bgcolor: 'background.paper', border: 1, borderColor: 'divider', borderRadius: 2 }}>
              <Box component="h3" sx={{ typography: 'h3', mt: 0, mb: 1 }}>
                {t(`${f}.title`)}
              </Box>
              <Box component="p" sx={{ typography: 'body2', color: 'text.secondary', m: 0 }}>
                {t(`${f}.text`)}
              </Box>
            </Box>
          ))}
        </Box>
      </Box>
    </>
  );
}
