import type { RootState } from '../../app/rootReducer.js';

export const selectMobileMenuOpen = (s: RootState) => s.ui.mobileMenuOpen;
export const selectUserMenuOpen = (s: RootState) => s.ui.userMenuOpen;
export const selectLanguage = (s: RootState) => s.ui.language;
export const selectTranslateStatus = (s: RootState) => s.ui.translateStatus;
