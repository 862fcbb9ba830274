import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Teacher } from '../../../../../shared/admin/teachers.js';
import { LANGUAGE_CODES } from '../../../../../shared/language.js';
import { TEACHING_LANGUAGES } from '../../../../../shared/teachingLanguages.js';
import { useAppSelector } from '../../../../app/hooks.js';
import { selectStaff } from '../../staff/staffSlice.js';
import { TEACHING_LANGUAGE_LABELS } from '../../format/teachingLanguages.js';
import type { MessageId } from '../../i18n/messageIds.js';
import { useConsoleText } from '../../i18n/useConsoleText.js';
import type { DraftErrors } from '../../scheduleDraft.js';
import type { TeacherDraft } from '../teacherDraft.js';

interface Props {
  draft: TeacherDraft;
  errors: DraftErrors;
  /** The teacher as saved (its linked member stays a choice while the staff list is not loaded). */
  teacher: Teacher | null;
  onChange(change: Partial<TeacherDraft>): void;
}

const legendSx = { fontSize: '1.25rem', fontWeight: 700, mb: 1 } as const;

/** Who the teacher is: name, profile in the site's four languages, languages taught, photo, online, staff account. */
export function TeacherBasics({ draft, errors, teacher, onChange }: Props) {
  const { t, m } = useConsoleText();
  const { members } = useAppSelector(selectStaff);
  const help = (key: string, otherwise = ' ') => (errors[key] ? m(errors[key]) : otherwise);
  const linkedGone = teacher?.user_id != null && !members.some((x) => x.id === teacher.user_id);
  return (
    <>
      <TextField
        label={t('teachers.field.name')}
        value={draft.name}
        onChange={(e) => onChange({ name: e.target.value })}
        required
        error={Boolean(errors.name)}
        helperText={help('name')}
        slotProps={{ htmlInput: { maxLength: 80 } }}
      />
      <TextField
        label={t('teachers.field.nameLatin')}
        value={draft.nameLatin}
        onChange={(e) => onChange({ nameLatin: e.target.value })}
        error={Boolean(errors.nameLatin)}
        helperText={help('nameLatin', t('teachers.field.nameLatinHelp'))}
        slotProps={{ htmlInput: { maxLength: 80, lang: 'en' } }}
      />
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'grid', gap: 2 }}>
        <Typography component="legend" variant="h3" sx={legendSx}>
          {t('teachers.field.profile')}
        </Typography>
        <Typography color="text.secondary">{t('teachers.field.profileHelp')}</Typography>
        {LANGUAGE_CODES.map((code) => (
          <TextField
            key={code}
            multiline
            minRows={2}
            label={t('teachers.field.profileIn', { language: t(`common.language.${code}` as MessageId) })}
            value={draft.profile[code]}
            onChange={(e) => onChange({ profile: { ...draft.profile, [code]: e.target.value } })}
            error={Boolean(errors[`profile.${code}`])}
            helperText={help(`profile.${code}`)}
            slotProps={{ htmlInput: { maxLength: 600 } }}
          />
        ))}
      </Box>
      <Box component="fieldset" aria-describedby="teacher-languages-error" sx={{ border: 0, p: 0, m: 0 }}>
        <Typography component="legend" variant="h3" sx={legendSx}>
          {t('teachers.field.languages')}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
          {TEACHING_LANGUAGES.map((code) => (
            <FormControlLabel
              key={code}
              label={t(TEACHING_LANGUAGE_LABELS[code])}
              control={
                <Checkbox
                  checked={draft.languages.includes(code)}
                  onChange={(e) =>
                    onChange({
                      languages: e.target.checked
                        ? TEACHING_LANGUAGES.filter((x) => x === code || draft.languages.includes(x))
                        : draft.languages.filter((x) => x !== code),
                    })
                  }
                />
              }
            />
          ))}
        </Box>
        <FormHelperText id="teacher-languages-error" error={Boolean(errors.languages)}>
          {help('languages')}
        </FormHelperText>
      </Box>
      <TextField
        label={t('teachers.field.photo')}
        value={draft.photoUrl}
        onChange={(e) => onChange({ photoUrl: e.target.value })}
        error={Boolean(errors.photoUrl)}
        helperText={help('photoUrl', t('teachers.field.photoHelp'))}
        slotProps={{ htmlInput: { inputMode: 'url', maxLength: 500 } }}
      />
      <Box>
        <FormControlLabel
          control={<Switch checked={draft.bookableOnline} onChange={(e) => onChange({ bookableOnline: e.target.checked })} />}
          label={t('teachers.field.online')}
        />
        <FormHelperText sx={{ mt: 0 }}>{t('teachers.field.onlineHelp')}</FormHelperText>
      </Box>
      <TextField
        select
        label={t('teachers.field.staff')}
        value={draft.userId}
        onChange={(e) => onChange({ userId: e.target.value })}
        helperText={t('teachers.field.staffHelp')}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        <option value="">{t('common.none')}</option>
        {members.map((x) => (
          <option key={x.id} value={String(x.id)}>
            {x.name} ({x.email})
          </option>
        ))}
        {linkedGone && teacher?.user_id != null && (
          <option value={String(teacher.user_id)}>{teacher.user_label ?? String(teacher.user_id)}</option>
        )}
      </TextField>
    </>
  );
}
