import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { MARKDOWN_TEXTS, PAGE_TEXTS, type PageText } from '../../../../../shared/schoolProfile.js';
import { useConsoleText } from '../../i18n/useConsoleText.js';
import { LocalTextField } from './LocalTextField.js';
import type { SchoolFormPart } from './schoolForm.js';

const ROWS: Record<PageText, number | undefined> = { home_headline: undefined, home_intro: 3, about: 8, terms: 12, privacy: 12 };

/** The school's own page texts: the home page's headline and introduction, About, the terms and the privacy policy. */
export function SchoolTexts({ draft, editing, onEdit }: SchoolFormPart) {
  const { t } = useConsoleText();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography>{t('school.texts.help')}</Typography>
      {PAGE_TEXTS.map((page) => (
        <LocalTextField
          key={page}
          label={t(`school.texts.${page}`)}
          text={draft.texts[page]}
          editing={editing}
          onChange={(text) => onEdit({ ...draft, texts: { ...draft.texts, [page]: text } })}
          placeholder={t('school.texts.keep')}
          helperText={MARKDOWN_TEXTS.includes(page) ? t('school.texts.markdown') : undefined}
          rows={ROWS[page]}
        />
      ))}
    </Box>
  );
}
