import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { TextInput } from '../../../components/TextInput.js';
import { useAppSelector } from '../../../app/hooks.js';
import { selectUser } from '../../auth/authSelectors.js';
import { DetailList } from '../../../components/DetailList.js';
import { LineGuest } from '../../line/LineGuest.js';
import { useWords } from '../../../i18n/useWords.js';

interface Props {
  name: string;
  email: string;
  onNameChange(value: string): void;
  onEmailChange(value: string): void;
}

/**
 * Guests type their name and email (and may continue with LINE for LINE messages too); a logged-in
 * visitor books as their account (read-only).
 */
export function ContactFields({ name, email, onNameChange, onEmailChange }: Props) {
  const user = useAppSelector(selectUser);
  const { t } = useWords();
  if (user) {
    return (
      <Box>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('booking.asAccount')}
        </Typography>
        <DetailList
          items={[
            { label: t('common.name'), value: user.name },
            { label: t('common.email'), value: user.email },
          ]}
        />
      </Box>
    );
  }
  return (
    <>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextInput label={t('common.name')} name="name" autoComplete="name" required value={name} onChange={onNameChange} />
        <TextInput
          label={t('common.email')}
          name="email"
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={onEmailChange}
        />
      </Box>
      <LineGuest />
    </>
  );
}
