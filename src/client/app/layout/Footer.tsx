import Box from '@mui/material/Box';
import { Link as RouterLink } from 'react-router-dom';
import { COPYRIGHT_YEAR } from '../../../shared/constants.js';
import { paths } from '../../../shared/paths.js';
import { columnSx } from '../../styles/shellStyles.js';
import { useSchool } from '../../features/school/useSchool.js';
import { useWords } from '../../i18n/useWords.js';

const linkSx = { color: 'primary.main', fontSize: '0.875rem', textDecoration: 'underline', textUnderlineOffset: 3 } as const;

/** Footer: the copyright line (2025) and the three legal links. */
export function Footer() {
  // the school's name (its profile's, in the visitor's language)
  const { name } = useSchool();
  const { t, language } = useWords();
  return (
    <Box component="footer" sx={{ borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper', py: 3, mt: 6 }}>
      <Box sx={{ ...columnSx(1200), display: 'flex', flexWrap: 'wrap', gap: 2, justifyContent: 'space-between' }}>
        <Box component="p" sx={{ typography: 'body2', color: 'text.secondary', m: 0 }}>
          {t('footer.copyright', { year: COPYRIGHT_YEAR, name })}
        </Box>
        <Box component="nav" aria-label={t('footer.legal')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
          <Box component={RouterLink} to={paths.terms} sx={linkSx}>
            {t('footer.terms')}
          </Box>
          <Box component={RouterLink} to={paths.privacy} sx={linkSx}>
            {t('footer.privacy')}
          </Box>
          {/* the notice's Japanese name where the page is in English (the page itself is in Japanese there) */}
          <Box component={RouterLink} to={paths.trading} sx={linkSx} lang={language === 'en' ? 'ja' : undefined}>
            {t('footer.trading')}
          </Box>
        </Box>
      </Box>
    </Box>
  );
}
