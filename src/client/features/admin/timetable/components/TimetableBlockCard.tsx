import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { TimetableBlock } from '../../../../../shared/admin/timetable.js';
import { adminBookingPath } from '../../../../../shared/paths.js';
import type { MessageId } from '../../i18n/messageIds.js';
import { useConsoleText } from '../../i18n/useConsoleText.js';

/** Where a block's code leads, by its kind (an enrolled lesson will lead to its own page). */
const pathOf = (b: TimetableBlock) => adminBookingPath(b.id);

/** One class in a teacher's column: its code (a link), customer, lesson language and time. */
export function TimetableBlockCard({ block }: { block: TimetableBlock }) {
  const { t } = useConsoleText();
  return (
    <Box
      sx={{
        height: '100%',
        p: 0.75,
        borderRadius: 1,
        bgcolor: block.status === 'Pending' ? '#fff7e6' : '#e8f0fe',
        borderLeft: 4,
        borderColor: block.status === 'Pending' ? '#b45309' : '#1565c0',
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
      {block.status === 'Pending' && (
        <Typography variant="body2" sx={{ color: '#8a3c00' }}>
          {t('timetable.pending')}
        </Typography>
      )}
    </Box>
  );
}
