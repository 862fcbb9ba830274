import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import { useMemo, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import type { LanguageCode } from '../../../../shared/constants.js';
import { useAppSelector } from '../../../app/hooks.js';
import { selectConsoleLanguage, selectLocale } from '../consoleSlice.js';
import { loadedCatalogue } from './catalogues.js';
import { CONSOLE_LOCALES } from './locales.js';

// The only words the console shows before any catalogue is loaded (hence not in one).
const LOADING: Record<LanguageCode, string> = {
  en: 'Loading the console',
  ja: '管理画面を読み込んでいます',
  'zh-CN': '正在加载管理后台',
  'zh-TW': '正在載入管理後台',
};
const NOT_LOADED: Record<LanguageCode, string> = {
  en: 'The console could not be loaded. Check the connection and reload the page.',
  ja: '管理画面を読み込めませんでした。接続を確認して、ページを再読み込みしてください。',
  'zh-CN': '无法加载管理后台。请检查网络连接并重新加载页面。',
  'zh-TW': '無法載入管理後台。請檢查網路連線並重新載入頁面。',
};

/**
 * The console in the member's language: its catalogue (loaded by localeSagas.ts) for react-intl, and a
 * root marked with its language and `translate="no"`, so that the site's translate widget, which
 * translates the visitor's pages, leaves the console's own words alone.
 */
export function ConsoleIntl({ children }: { children: ReactNode }) {
  const { shown, failed } = useAppSelector(selectLocale);
  const wanted = useAppSelector(selectConsoleLanguage) ?? 'en';
  const messages = shown ? loadedCatalogue(shown) : null;
  // Dialogs, menus and popups open in portals under <body>, outside the console's root: they carry its
  // language and translate="no" themselves (a portal under <body> still hides the page from assistive
  // technology while a dialog is open).
  const theme = useMemo(
    () =>
      (outer: Theme): Theme => ({
        ...outer,
        components: {
          ...outer.components,
          MuiModal: { defaultProps: { lang: shown ?? undefined, translate: 'no' } },
          MuiPopper: { defaultProps: { lang: shown ?? undefined, translate: 'no' } },
        },
      }),
    [shown],
  );
  if (!shown || !messages) {
    return (
      <Box lang={wanted} translate="no" className="notranslate" sx={{ py: 8, display: 'flex', justifyContent: 'center' }}>
        {failed ? (
          <Alert severity="error" role="alert">
            {NOT_LOADED[wanted]}
          </Alert>
        ) : (
          <CircularProgress aria-label={LOADING[wanted]} />
        )}
      </Box>
    );
  }
  return (
    <IntlProvider locale={CONSOLE_LOCALES[shown]} messages={messages} defaultLocale="en-GB">
      <ThemeProvider theme={theme}>
        <Box lang={shown} translate="no" className="notranslate" data-console-root sx={{ display: 'contents' }}>
          {children}
        </Box>
      </ThemeProvider>
    </IntlProvider>
  );
}
