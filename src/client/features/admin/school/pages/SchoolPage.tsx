import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, type ReactNode } from 'react';
import { LANGUAGES, type LanguageCode } from '../../../../../shared/constants.js';
import type { SchoolProfile } from '../../../../../shared/schoolProfile.js';
import { useAppDispatch, useAppSelector } from '../../../../app/hooks.js';
import { useConsoleText } from '../../i18n/useConsoleText.js';
import { SchoolIdentity } from '../components/SchoolIdentity.js';
import { SchoolLogo } from '../components/SchoolLogo.js';
import { SchoolTexts } from '../components/SchoolTexts.js';
import { SchoolTrading } from '../components/SchoolTrading.js';
import { SchoolTrial } from '../components/SchoolTrial.js';
import { SchoolPolicy } from '../components/SchoolPolicy.js';
import { SchoolPhoneField } from '../components/SchoolPhoneField.js';
import { SchoolEnrolmentRules } from '../components/SchoolEnrolmentRules.js';
import { SchoolLessonRules } from '../components/SchoolLessonRules.js';
import { consoleFeatures } from '../../consoleAreas.js';
import { schoolArea } from '../schoolArea.js';
import {
  schoolDraftEdited,
  schoolLanguageChosen,
  schoolPageOpened,
  schoolSaveRequested,
  selectLegalWarnings,
  selectSchoolDirty,
  selectSchoolPage,
} from '../schoolSlice.js';

/** The areas this page's route starts (app/router.tsx). */
export const features = consoleFeatures(schoolArea);

/** One titled part of the form. */
function Part({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper component="section" aria-labelledby={id} variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={id} variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** /admin/school (owners): the school's profile, its texts per language, its logo and its trial. */
export function SchoolPage() {
  const dispatch = useAppDispatch();
  const { status, saved, draft, editing, save, message } = useAppSelector(selectSchoolPage);
  const warnings = useAppSelector(selectLegalWarnings);
  const dirty = useAppSelector(selectSchoolDirty);
  const { t, m } = useConsoleText();
  useEffect(() => {
    dispatch(schoolPageOpened());
  }, [dispatch]);
  const onEdit = (next: SchoolProfile) => dispatch(schoolDraftEdited(next));
  return (
    <>
      <Typography variant="h1" gutterBottom>
        {t('school.title')}
      </Typography>
      <Typography sx={{ mb: 3, maxWidth: 720 }}>{t('school.intro')}</Typography>
      {status === 'loading' && !draft && <Skeleton variant="rounded" height={320} role="progressbar" aria-label={t('school.loading')} />}
      {status === 'failed' && message && (
        <Alert severity="error" role="alert">
          {m(message)}
        </Alert>
      )}
      {draft && saved && (
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3, maxWidth: 880 }}>
          {warnings.length > 0 && (
            <Alert severity="warning">
              {t('school.warning.defaults', { fields: warnings.map((f) => t(`school.field.${f}`)).join(', ') })}
            </Alert>
          )}
          <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 2 }}>
            <TextField
              select
              label={t('school.editing')}
              value={editing}
              onChange={(e) => dispatch(schoolLanguageChosen(e.target.value as LanguageCode))}
              sx={{ minWidth: 220 }}
            >
              {LANGUAGES.map((l) => (
                <MenuItem key={l.code} value={l.code} lang={l.code}>
                  {l.label}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              label={t('school.firstLanguage')}
              value={draft.first_language}
              onChange={(e) => onEdit({ ...draft, first_language: e.target.value as LanguageCode })}
              helperText={t('school.firstLanguageHelp')}
              sx={{ minWidth: 220 }}
            >
              {LANGUAGES.map((l) => (
                <MenuItem key={l.code} value={l.code} lang={l.code}>
                  {l.label}
                </MenuItem>
              ))}
            </TextField>
          </Box>
          <Part id="school-identity" title={t('school.part.identity')}>
            <SchoolIdentity draft={draft} editing={editing} onEdit={onEdit} />
          </Part>
          <Part id="school-logo" title={t('school.part.logo')}>
            <SchoolLogo version={saved.logo_version} busy={save === 'loading'} />
          </Part>
          <Part id="school-trial" title={t('school.part.trial')}>
            <SchoolTrial draft={draft} editing={editing} onEdit={onEdit} pricePerSlotYen={saved.price_per_slot_yen} />
          </Part>
          <Part id="school-policy" title={t('school.part.policy')}>
            <SchoolPolicy draft={draft} editing={editing} onEdit={onEdit} />
            <SchoolPhoneField draft={draft} editing={editing} onEdit={onEdit} />
          </Part>
          <Part id="school-rules" title={t('school.part.rules')}>
            <SchoolEnrolmentRules draft={draft} editing={editing} onEdit={onEdit} />
          </Part>
          <Part id="school-lesson-rules" title={t('credits.rules.title')}>
            <SchoolLessonRules draft={draft} editing={editing} onEdit={onEdit} />
          </Part>
          <Part id="school-texts" title={t('school.part.texts')}>
            <SchoolTexts draft={draft} editing={editing} onEdit={onEdit} />
          </Part>
          <Part id="school-trading" title={t('school.part.trading')}>
            <SchoolTrading draft={draft} editing={editing} onEdit={onEdit} />
          </Part>
          <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
            <Button variant="contained" disabled={!dirty || save === 'loading'} onClick={() => dispatch(schoolSaveRequested())}>
              {t('school.save')}
            </Button>
            <Typography role="status" color={save === 'failed' ? 'error' : 'text.primary'}>
              {message && status !== 'failed' ? m(message) : ''}
            </Typography>
          </Box>
        </Box>
      )}
    </>
  );
}
