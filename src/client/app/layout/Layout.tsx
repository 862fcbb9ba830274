import Box from '@mui/material/Box';
import { useEffect, type ReactNode } from 'react';
import { useWords } from '../../i18n/useWords.js';
import { Outlet } from 'react-router-dom';
import { Footer } from './Footer.js';
import { Header } from './Header.js';

/** Shared layout: header, the routed page, footer. */
export function Shell({ children }: { children: ReactNode }) {
  const { t, language } = useWords();
  // the document says which language its words are in (screen readers, the browser's own translation offer)
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <Box
        component="a"
        href="#main"
        sx={{ position: 'absolute', left: -9999, '&:focus': { left: 8, top: 8, zIndex: 2000, bgcolor: 'background.paper', p: 1 } }}
      >
        {t('layout.skip')}
      </Box>
      <Header />
      <Box component="main" id="main" tabIndex={-1} sx={{ flex: 1, outline: 'none' }}>
        {children}
      </Box>
      <Footer />
    </Box>
  );
}

export function Layout() {
  return (
    <Shell>
      <Outlet />
    </Shell>
  );
}

/** Shown while the first route's chunk loads. */
export function LayoutFallback() {
  return (
    <Shell>
      <Box aria-busy="true" sx={{ minHeight: '60vh' }} />
    </Shell>
  );
}
