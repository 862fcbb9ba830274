import Box from '@mui/material/Box';
import { Link as RouterLink, useRouteError } from 'react-router-dom';
import { paths } from '../../shared/paths.js';
import { columnSx, containedButtonSx, textButtonSx } from '../styles/shellStyles.js';
import { useWords } from '../i18n/useWords.js';

/** The chunk a webpack ChunkLoadError names ("Loading chunk booking failed."), or null for other errors. */
export function failedChunk(error: unknown): string | null {
  if (!(error instanceof Error) || error.name !== 'ChunkLoadError') return null;
  return /Loading chunk (\S+) failed/.exec(error.message)?.[1] ?? 'unknown';
}

/**
 * A lazy chunk failure shows 'Loading chunk failed' (naming the chunk, with a retry);
 * any other route error the default 'Unexpected Application Error!' screen.
 */
export function RouteError() {
  const error = useRouteError();
  const { t } = useWords();
  const chunk = failedChunk(error);
  return (
    <Box sx={{ ...columnSx(900), py: 6 }}>
      <Box role="alert" sx={{ border: 1, borderColor: 'error.main', borderRadius: 2, bgcolor: '#fdeded', color: '#5f2120', p: 3 }}>
        <Box component="h1" sx={{ typography: 'h2', mt: 0, mb: 1.5 }}>
          {t(chunk ? 'msg.chunkLoadFailed' : 'msg.unexpectedError')}
        </Box>
        {chunk ? (
          <Box component="p" sx={{ m: 0 }}>
            {t('error.chunkText', { chunk })}
          </Box>
        ) : (
          <Box component="p" sx={{ m: 0 }}>
            {error instanceof Error ? error.message : t('error.tryAgainText')}
          </Box>
        )}
      </Box>
      <Box sx={{ mt: 3, display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <Box component="button" type="button" sx={containedButtonSx} onClick={() => window.location.reload()}>
          {t('error.tryAgain')}
        </Box>
        <Box component={RouterLink} to={paths.home} reloadDocument sx={textButtonSx}>
          {t('common.backHome')}
        </Box>
      </Box>
    </Box>
  );
}
