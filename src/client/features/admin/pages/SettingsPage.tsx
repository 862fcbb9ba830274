import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import type { LanguageCode } from '../../../../shared/constants.js';
import { roleAllows } from '../../../../shared/roles.js';
import { useAppDispatch, useAppSelector } from '../../../app/hooks.js';
import { selectSettings, consoleLanguageChosen, notificationsToggled, settingsPageOpened } from '../consoleSlice.js';
import { SettingsFeed } from '../components/SettingsFeed.js';
import { CONSOLE_LANGUAGES, OWN_LANGUAGE_NAMES } from '../format/languageNames.js';
import { ROLE_LABELS } from '../format/roleLabels.js';
import { StaffOutcome } from '../components/StaffOutcome.js';
import { useConsoleText } from '../i18n/useConsoleText.js';
import { consoleFeatures } from '../consoleAreas.js';

/** The areas this page's route starts (app/router.tsx). */
export const features = consoleFeatures();

/** The select's value for "no setting of my own: follow the site's language". */
const FOLLOW = '';

/** /admin/settings: the member's console language, own booking emails and private calendar feed. */
export function SettingsPage() {
  const dispatch = useAppDispatch();
  const { t, m } = useConsoleText();
  const { self, selfStatus, selfError, notifications, language } = useAppSelector(selectSettings);
  useEffect(() => void dispatch(settingsPageOpened()), [dispatch]);
  return (
    <Box sx={{ maxWidth: 760, display: 'grid', gap: 4, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Typography variant="h1">{t('staff.settings.title')}</Typography>
      {selfStatus === 'failed' && selfError && (
        <Alert severity="error" role="alert">
          {m(selfError)}
        </Alert>
      )}
      {selfStatus === 'loading' && !self && (
        <Box role="progressbar" aria-busy="true" aria-label={t('staff.settings.loading')}>
          <Skeleton variant="rounded" height={80} sx={{ mb: 2 }} />
          <Skeleton variant="rounded" height={160} />
        </Box>
      )}
      {self && (
        <>
          <Typography>{t('staff.settings.who', { name: self.name, email: self.email, role: t(ROLE_LABELS[self.role]) })}</Typography>
          <Box component="section" aria-labelledby="language-title">
            <Typography id="language-title" variant="h2" sx={{ mb: 1 }}>
              {t('staff.settings.language.title')}
            </Typography>
            <TextField
              select
              size="small"
              label={t('staff.settings.language.label')}
              value={self.console_language ?? FOLLOW}
              disabled={language.status === 'loading'}
              onChange={(e) =>
                dispatch(consoleLanguageChosen({ console_language: e.target.value === FOLLOW ? null : (e.target.value as LanguageCode) }))
              }
              helperText={t('staff.settings.language.help')}
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
              sx={{ minWidth: 280 }}
            >
              <option value={FOLLOW}>{t('staff.settings.language.follow')}</option>
              {CONSOLE_LANGUAGES.map((code) => (
                <option key={code} value={code} lang={code}>
                  {OWN_LANGUAGE_NAMES[code]}
                </option>
              ))}
            </TextField>
            <StaffOutcome outcome={language} />
          </Box>
          {/* booking emails tell of every booking: not a teacher's (the server refuses them the switch too) */}
          {roleAllows(self.role, 'staff') && (
            <Box component="section" aria-labelledby="emails-title">
              <Typography id="emails-title" variant="h2" sx={{ mb: 1 }}>
                {t('staff.settings.emails.title')}
              </Typography>
              <FormControlLabel
                control={
                  <Switch
                    checked={self.notify_bookings}
                    disabled={notifications.status === 'loading'}
                    onChange={(e) => dispatch(notificationsToggled({ notify_bookings: e.target.checked }))}
                  />
                }
                label={t('staff.settings.emails.switch')}
              />
              <StaffOutcome outcome={notifications} />
            </Box>
          )}
          <SettingsFeed active={self.calendar_feed} />
        </>
      )}
    </Box>
  );
}
