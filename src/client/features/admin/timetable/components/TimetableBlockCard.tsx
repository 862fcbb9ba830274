import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { TimetableBlock } from '../../../../../shared/admin/timetable.js';
import { adminBookingPath, adminEnrolmentPath } from '../../../../../shared/paths.js';
import type { MessageId } from '../../i18n/messageIds.js';
import { useConsoleText } from '../../i18n/useConsoleText.js';

/** Where a block's code leads, by its kind: a trial's booking, or an enrolled lesson's enrolment. */
const pathOf = (b: TimetableBlock) => (b.kind === 'lesson' ? adminEnrolmentPath(b.id) : adminBookingPath(b.id));
/** A trial awaiting payment, a trial, a weekly lesson: each its colours. */
const COLOURS = { pending: ['#fff7e6', '#b45309'], booking: ['#e8f0fe', '#1565c0'], lesson: ['#e8f5e9', '#2e7d32'] } as const;

/** One class in a teacher's column: its code (a link), customer, lesson language and time. */
export function TimetableBlockCard({ block }: { block: TimetableBlock }) {
  const { t } = useConsoleText();
  const colours = block.status === 'Pending' ? 'pending' : block.kind;
  return (
    <Box
      sx={{
        height: '100%',
        p: 0.75,
        borderRadius: 1,
        bgcolor: COLOURS[colours][0],
        borderLeft: 4,
        borderColor: COLOURS[colours][1],
        overflowWrap: 'anywhere',
      }}
    >
      <Link component={RouterLink} to={pathOf(block)} sx={{ fontWeight: 600 }}>
        {block.code}
      </Link>
      <Typography variant="body2">{block.customer}</Typography>
      <Typography variant="body2" color="text.secondary">
        {block.start}–{block.end}
        {block.lesson_language && ` · ${t(`teachers.language.${block.lesson_language}` as MessageId)}`}
      </Typography>
      {block.kind === 'lesson' && (
        <Typography variant="body2" sx={{ color: '#1b5e20' }}>
          {t('timetable.lesson')}
        </Typography>
      )}
      {block.status === 'Pending' && (
        <Typography variant="body2" sx={{ color: '#8a3c00' }}>
          {t('timetable.pending')}
        </Typography>
      )}
    </Box>
  );
}
