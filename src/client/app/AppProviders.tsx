import { ThemeProvider } from '@mui/material/styles';
import { StrictMode, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { AppStore } from './store.js';
import type { theme as Theme } from './theme.js';

/** What every render of the app sits in: the browser's (renderApp.tsx) and the build's pre-render (prerender.tsx). */
export function AppProviders({ store, theme, children }: { store: AppStore; theme: typeof Theme; children: ReactNode }) {
  return (
    <StrictMode>
      <Provider store={store}>
        <ThemeProvider theme={theme}>{children}</ThemeProvider>
      </Provider>
    </StrictMode>
  );
}
