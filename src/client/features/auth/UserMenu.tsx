import Box from '@mui/material/Box';
import type { FocusEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../shared/paths.js';
import { useAppDispatch, useAppSelector } from '../../app/hooks.js';
import { outlinedButtonSx, textButtonSx } from '../../styles/shellStyles.js';
import { selectUserMenuOpen } from '../ui/uiSelectors.js';
import { userMenuToggled } from '../ui/uiSlice.js';
import { useWords } from '../../i18n/useWords.js';
import { selectUser } from './authSelectors.js';
import { logoutRequested } from './authSlice.js';

/**
 * A link to my page with the avatar and name; hovering (or focusing) it reveals Logout.
 * On narrow screens, where there is no hover, Logout is always shown in the opened menu.
 */
export function UserMenu() {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const open = useAppSelector(selectUserMenuOpen);
  const { t } = useWords();
  if (!user) return null;
  const onBlur = (e: FocusEvent<HTMLElement>) => {
    if (!e.currentTarget.contains(e.relatedTarget as Node | null)) dispatch(userMenuToggled(false));
  };
  return (
    <Box
      onMouseEnter={() => dispatch(userMenuToggled(true))}
      onMouseLeave={() => dispatch(userMenuToggled(false))}
      onFocus={() => dispatch(userMenuToggled(true))}
      onBlur={onBlur}
      sx={{ position: 'relative', display: 'flex', flexDirection: { xs: 'column', md: 'row' }, gap: 1 }}
    >
      <Box component={RouterLink} to={paths.myPage} sx={textButtonSx}>
        <Box
          component="span"
          aria-hidden="true"
          sx={{
            width: 32,
            height: 32,
            borderRadius: '50%',
            bgcolor: 'primary.main',
            color: '#fff',
            display: 'grid',
            placeItems: 'center',
            fontWeight: 700,
          }}
        >
          {user.name.trim().charAt(0).toUpperCase() || '?'}
        </Box>
        {/* A person's name is not text to translate: the translate widget leaves it as it is. */}
        <span translate="no">{user.name}</span>
      </Box>
      <Box
        component="button"
        type="button"
        onClick={() => dispatch(logoutRequested())}
        sx={{
          ...outlinedButtonSx,
          display: { xs: 'inline-flex', md: open ? 'inline-flex' : 'none' },
          position: { md: 'absolute' },
          top: { md: '100%' },
          right: { md: 0 },
          bgcolor: 'background.paper',
        }}
      >
        {t('nav.logout')}
      </Box>
    </Box>
  );
}
