import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { Teacher } from '../../../../../shared/admin/teachers.js';
import { useConsoleText } from '../../i18n/useConsoleText.js';
import { TeacherCard } from './TeacherCard.js';
import { TeacherRetireDialog } from './TeacherRetireDialog.js';

interface Props {
  teachers: Teacher[];
  /** Owners get Edit, Retire and Restore. */
  owner: boolean;
  /** The form is open: no other change starts meanwhile. */
  busy: boolean;
}

/** The teachers at work, then the retired ones apart (with Restore). */
export function TeacherList({ teachers, owner, busy }: Props) {
  const { t } = useConsoleText();
  // the teacher stays in the dialog while it closes, so its words do not go blank as it fades
  const [retiring, setRetiring] = useState<{ teacher: Teacher | null; open: boolean }>({ teacher: null, open: false });
  const active = teachers.filter((x) => x.retired_at === null);
  const retired = teachers.filter((x) => x.retired_at !== null);
  const cards = (list: Teacher[]) => (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
      {list.map((x) => (
        <TeacherCard key={x.id} teacher={x} owner={owner} busy={busy} onRetire={() => setRetiring({ teacher: x, open: true })} />
      ))}
    </Box>
  );
  return (
    <>
      <Box component="section" aria-labelledby="teachers-active-title">
        <Typography id="teachers-active-title" variant="h2" sx={{ mb: 1 }}>
          {t('teachers.list.title')}
        </Typography>
        {active.length === 0 ? <Typography color="text.secondary">{t('teachers.list.none')}</Typography> : cards(active)}
      </Box>
      {retired.length > 0 && (
        <Box component="section" aria-labelledby="teachers-retired-title">
          <Typography id="teachers-retired-title" variant="h2" sx={{ mb: 1 }}>
            {t('teachers.list.retiredTitle')}
          </Typography>
          {cards(retired)}
        </Box>
      )}
      <TeacherRetireDialog {...retiring} onClose={() => setRetiring({ ...retiring, open: false })} />
    </>
  );
}
