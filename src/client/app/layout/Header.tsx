import Box from '@mui/material/Box';
import { Link as RouterLink, NavLink, useMatch } from 'react-router-dom';
import { paths } from '../../../shared/paths.js';
import { selectIsLoggedIn, selectStaffRole } from '../../features/auth/authSelectors.js';
import { LanguageSelect } from '../../features/ui/LanguageSelect.js';
import { mobileMenuToggled } from '../../features/ui/uiSlice.js';
import { selectMobileMenuOpen } from '../../features/ui/uiSelectors.js';
import { UserMenu } from '../../features/auth/UserMenu.js';
import { useAppDispatch, useAppSelector } from '../hooks.js';
import { useWords } from '../../i18n/useWords.js';
import { columnSx, outlinedButtonSx, textButtonSx } from '../../styles/shellStyles.js';

const NAV_ID = 'main-navigation';
const links = [
  { to: paths.home, label: 'nav.home', end: true },
  { to: paths.about, label: 'nav.about', end: false },
  { to: paths.booking, label: 'nav.booking', end: false },
] as const;

const navLinkSx = { ...textButtonSx, '&.active': { color: 'primary.main', fontWeight: 700 } };

/** Header: Home, About, Booking, Login or the user menu, the language selector, a mobile toggle. */
export function Header() {
  const dispatch = useAppDispatch();
  const { t } = useWords();
  const open = useAppSelector(selectMobileMenuOpen);
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const staffRole = useAppSelector(selectStaffRole);
  const homeAtRoot = useMatch(paths.root) !== null;
  return (
    <Box
      component="header"
      sx={{ position: 'sticky', top: 0, zIndex: 1100, bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}
    >
      <Box sx={columnSx(1200)}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', minHeight: 64 }}>
          <Box
            component={RouterLink}
            to={paths.home}
            sx={{ ...textButtonSx, color: 'primary.main', fontSize: '1.25rem', fontWeight: 800, mr: 2 }}
          >
            GTSS
          </Box>
          <Box
            component="button"
            type="button"
            aria-label={t(open ? 'nav.closeMenu' : 'nav.openMenu')}
            aria-controls={NAV_ID}
            aria-expanded={open}
            onClick={() => dispatch(mobileMenuToggled())}
            sx={{ ...textButtonSx, display: { xs: 'inline-flex', md: 'none' }, ml: 'auto', order: { xs: 2, md: 0 } }}
          >
            <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d={open ? 'M6 6l12 12M18 6L6 18' : 'M4 6h16M4 12h16M4 18h16'} stroke="currentColor" strokeWidth={2} fill="none" />
            </svg>
          </Box>
          <Box
            component="nav"
            id={NAV_ID}
            aria-label={t('nav.main')}
            sx={{
              display: { xs: open ? 'flex' : 'none', md: 'flex' },
              flexDirection: { xs: 'column', md: 'row' },
              alignItems: { xs: 'stretch', md: 'center' },
              gap: { xs: 0.5, md: 1 },
              flexBasis: { xs: '100%', md: 'auto' },
              flexGrow: 1,
              order: { xs: 3, md: 0 },
              pb: { xs: 1.5, md: 0 },
            }}
          >
            {links.map((l) =>
              l.to === paths.home && homeAtRoot ? (
                // / is the home page too, so its link is the current page there as well
                <Box key={l.to} component={RouterLink} to={l.to} className="active" aria-current="page" sx={navLinkSx}>
                  {t(l.label)}
                </Box>
              ) : (
                <Box key={l.to} component={NavLink} to={l.to} end={l.end} sx={navLinkSx}>
                  {t(l.label)}
                </Box>
              ),
            )}
            {staffRole && (
              // The school's staff only; visitors never see (nor load) the console
              <Box component={NavLink} to={paths.admin} sx={navLinkSx}>
                {t('nav.console')}
              </Box>
            )}
            <Box sx={{ flexGrow: 1 }} />
            <LanguageSelect />
            {loggedIn ? (
              <UserMenu />
            ) : (
              <Box component={NavLink} to={paths.login} sx={outlinedButtonSx}>
                {t('nav.login')}
              </Box>
            )}
          </Box>
        </Box>
      </Box>
    </Box>
  );
}
