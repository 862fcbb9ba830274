import Box from '@mui/material/Box';
import { Link as RouterLink } from 'react-router-dom';
import { COPYRIGHT_YEAR } from '../../../shared/constants.js';
import { paths } from '../../../shared/paths.js';
import { columnSx } from '../../styles/shellStyles.js';
import { useSchool } from '../../features/school/useSchool.js';

const linkSx = { color: 'primary.main', fontSize: '0.875rem', textDecoration: 'underline', textUnderlineOffset: 3 } as const;

/** Footer: the copyright line (2025) and the three legal links. */
export function Footer() {
  // the school's name (its profile's, in the visitor's language)
  const { name } = useSchool();
  return (
    <Box component="footer" sx={{ borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper', py: 3, mt: 6 }}>
      <Box sx={{ ...columnSx(1200), display: 'flex', flexWrap: 'wrap', gap: 2, justifyContent: 'space-between' }}>
        <Box component="p" sx={{ typography: 'body2', color: 'text.secondary', m: 0 }}>
          © {COPYRIGHT_YEAR} {name}. All rights reserved.
        </Box>
        <Box component="nav" aria-label="Legal" sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
          <Box component={RouterLink} to={paths.terms} sx={linkSx}>
            Terms of Service
          </Box>
          <Box component={RouterLink} to={paths.privacy} sx={linkSx}>
            Privacy Policy
          </Box>
          <Box component={RouterLink} to={paths.trading} sx={linkSx} lang="ja">
            特定商取引法に基づく表記
          </Box>
        </Box>
      </Box>
    </Box>
  );
}
