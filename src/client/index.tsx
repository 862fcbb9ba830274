import { ThemeProvider } from '@mui/material/styles';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { browserDeps } from './app/browserDeps.js';
import { routes } from './app/router.js';
import { makeStore } from './app/store.js';
import { theme } from './app/theme.js';

const router = createBrowserRouter(routes);
const store = makeStore(browserDeps(router));

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <RouterProvider router={router} />
      </ThemeProvider>
    </Provider>
  </StrictMode>,
);
