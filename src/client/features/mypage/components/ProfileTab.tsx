import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState, type FormEvent } from 'react';
import type { User } from '../../../../shared/auth.js';
import { useAppDispatch, useAppSelector } from '../../../app/hooks.js';
import { TextInput } from '../../../components/TextInput.js';
import { selectProfileNotice, selectProfileSaving } from '../mypageSelectors.js';
import { profileSubmitted } from '../mypageSlice.js';
import { useWords } from '../../../i18n/useWords.js';
import { messageText } from '../../../i18n/knownMessages.js';

/** Edit Profile: the name is required; the email is read-only. */
export function ProfileTab({ user }: { user: User }) {
  const dispatch = useAppDispatch();
  const saving = useAppSelector(selectProfileSaving);
  const notice = useAppSelector(selectProfileNotice);
  const [name, setName] = useState(user.name);
  const words = useWords();
  const { t } = words;
  const empty = name.trim() === '';
  const submit = (e: FormEvent) => {
    e.preventDefault();
    dispatch(profileSubmitted({ name }));
  };
  return (
    <Box
      component="form"
      noValidate
      aria-label={t('my.editProfile')}
      onSubmit={submit}
      sx={{ display: 'flex', flexDirection: 'column', gap: 2.5, maxWidth: 440 }}
    >
      {notice && <Alert severity={notice.severity}>{messageText(words, notice.text)}</Alert>}
      <TextInput
        label={t('common.name')}
        name="name"
        autoComplete="name"
        required
        value={name}
        onChange={setName}
        error={empty}
        helperText={empty ? t('msg.nameRequired') : undefined}
      />
      <TextInput
        label={t('common.email')}
        name="email"
        type="email"
        value={user.email}
        onChange={() => undefined}
        readOnly
        helperText={t('my.emailFixed')}
      />
      <Box>
        <Button type="submit" variant="contained" loading={saving} disabled={empty}>
          {t('my.save')}
        </Button>
      </Box>
    </Box>
  );
}
