import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { NOTE_MAX } from '../../../../shared/admin/customerWords.js';
import type { NoteState } from '../noteState.js';
import { useConsoleText } from '../i18n/useConsoleText.js';

interface Props {
  /** The field's id prefix (one editor per page section). */
  id: string;
  /** The note as saved now, and its version (sent back, so a note changed meanwhile is refused). */
  saved: string | null;
  version: number;
  state: NoteState;
  onSave(note: string, version: number): void;
}

/**
 * A staff-only note: the clerk's draft stays while they type, even when the save is refused because someone
 * else saved first (the note saved now is then shown below it, to merge by hand).
 */
export function NoteEditor({ id, saved, version, state, onSave }: Props) {
  const { t, m } = useConsoleText();
  const [draft, setDraft] = useState(saved ?? '');
  const busy = state.status === 'loading';
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSave(draft, version);
  };
  const differs = state.status === 'failed' && draft.trim() !== (saved ?? '');
  return (
    <Box component="form" onSubmit={submit} sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <TextField
        id={`${id}-text`}
        label={t('customers.note.label')}
        value={draft}
        onChange={(e) => setDraft(e.target.value)}
        multiline
        minRows={3}
        fullWidth
        slotProps={{ htmlInput: { maxLength: NOTE_MAX } }}
        helperText={t('customers.note.help', { max: NOTE_MAX, used: draft.length })}
      />
      {state.message && (
        <Alert severity={state.status === 'succeeded' ? 'success' : 'error'} role={state.status === 'succeeded' ? 'status' : 'alert'}>
          {m(state.message)}
        </Alert>
      )}
      {differs && (
        <Typography sx={{ whiteSpace: 'pre-wrap' }}>
          {t('customers.note.savedNow', { note: saved ?? t('customers.note.empty') })}
        </Typography>
      )}
      <Button
        type="submit"
        variant="contained"
        disabled={busy}
        sx={{ alignSelf: 'flex-start' }}
        startIcon={busy ? <CircularProgress size={16} /> : null}
      >
        {t('customers.note.save')}
      </Button>
    </Box>
  );
}
