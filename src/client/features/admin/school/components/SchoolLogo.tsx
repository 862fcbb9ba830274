import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useRef, type ChangeEvent } from 'react';
import { API_BASE } from '../../../../../shared/constants.js';
import { LOGO_MAX_BYTES } from '../../../../../shared/schoolWords.js';
import { useAppDispatch } from '../../../../app/hooks.js';
import { useConsoleText } from '../../i18n/useConsoleText.js';
import { schoolLogoChosen, schoolLogoRemoveRequested } from '../schoolSlice.js';

/** The file's bytes as base64 (the server checks its kind and size again). */
const base64Of = (file: File) =>
  file.arrayBuffer().then((buffer) => {
    let binary = '';
    for (const byte of new Uint8Array(buffer)) binary += String.fromCharCode(byte);
    return btoa(binary);
  });

/** The school's logo: shown as the site serves it, replaced by a PNG, JPEG or WebP of at most 200 KB, or removed. */
export function SchoolLogo({ version, busy }: { version: number | null; busy: boolean }) {
  const dispatch = useAppDispatch();
  const { t } = useConsoleText();
  const input = useRef<HTMLInputElement>(null);
  const chosen = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (file) dispatch(schoolLogoChosen(await base64Of(file)));
  };
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, alignItems: 'flex-start' }}>
      {version !== null ? (
        <Box
          component="img"
          src={`${API_BASE}/public/school/logo?v=${version}`}
          alt={t('school.logo.current')}
          sx={{ maxHeight: 96, maxWidth: 320 }}
        />
      ) : (
        <Typography>{t('school.logo.none')}</Typography>
      )}
      <Typography variant="body2">{t('school.logo.help', { kb: LOGO_MAX_BYTES / 1024 })}</Typography>
      <Box sx={{ display: 'flex', gap: 1 }}>
        {/* a real button opens the hidden file input (a <label> styled as one would carry role="button") */}
        <Button variant="outlined" disabled={busy} onClick={() => input.current?.click()}>
          {t('school.logo.choose')}
        </Button>
        <input ref={input} type="file" hidden accept="image/png,image/jpeg,image/webp" onChange={(e) => void chosen(e)} />
        {version !== null && (
          <Button variant="text" color="error" disabled={busy} onClick={() => dispatch(schoolLogoRemoveRequested())}>
            {t('school.logo.remove')}
          </Button>
        )}
      </Box>
    </Box>
  );
}
