import Box from '@mui/material/Box';
import { LANGUAGES, type LanguageCode } from '../../../shared/constants.js';
import { useAppDispatch, useAppSelector } from '../../app/hooks.js';
import { useWords } from '../../i18n/useWords.js';
import { selectLanguage } from './uiSelectors.js';
import { languageSelected } from './uiSlice.js';

/** Language selector: EN, Simplified Chinese, Traditional Chinese, Japanese. */
export function LanguageSelect() {
  const dispatch = useAppDispatch();
  const language = useAppSelector(selectLanguage);
  const { t } = useWords();
  return (
    <Box
      component="select"
      aria-label={t('nav.language')}
      value={language}
      onChange={(e) => dispatch(languageSelected((e.target as HTMLSelectElement).value as LanguageCode))}
      sx={{
        font: 'inherit',
        color: 'text.primary',
        bgcolor: 'background.paper',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        px: 1,
        py: 0.75,
        minHeight: 40,
      }}
    >
      {LANGUAGES.map((l) => (
        <option key={l.code} value={l.code} lang={l.code}>
          {l.label}
        </option>
      ))}
    </Box>
  );
}
