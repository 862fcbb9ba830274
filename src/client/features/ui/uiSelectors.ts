import type { RootState } from '../../app/rootReducer.js';

export const selectMobileMenuOpen = (s: RootState) => s.ui.mobileMenuOpen;
export const selectUserMenuOpen = (s: RootState) => s.ui.userMenuOpen;
export const selectLanguage = (s: RootState) => s.ui.language;
/** The language of the page's own words (the selector's, once its words have loaded). */
export const selectShownLanguage = (s: RootState) => s.ui.shownLanguage;
export const selectTranslateStatus = (s: RootState) => s.ui.translateStatus;
