import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { formatDate } from '../../../shared/localeFormat.js';
import { NO_PACK_CREDIT, PACK_COURSE_TEACHER } from '../../../shared/packWords.js';
import { useAppDispatch, useAppSelector } from '../../app/hooks.js';
import { useWords } from '../../i18n/useWords.js';
import { selectFittingPack, selectPacksWithLessons } from './packsSelectors.js';
import { packBookingRequested, packChoiceOpened, selectPacks } from './packsSlice.js';
import { usePacks } from './usePacks.js';
import type { WordId } from '../../i18n/wordIds.js';

/** The school's refusals said in the visitor's words; any other: "did not work". */
const ERRORS = new Map<string, WordId>([
  [NO_PACK_CREDIT, 'packs.noCredit'],
  [PACK_COURSE_TEACHER, 'packs.courseTeacher'],
]);

/**
 * The booking page's pack choice (issue 41, point 3), for a logged-in visitor with pack lessons left: the date and
 * timeslots chosen above, as long as one of their packs' lessons, are booked with a credit instead of the card.
 * Its own chunk: the /app entry carries none of it.
 */
export function PackChoice() {
  usePacks();
  const dispatch = useAppDispatch();
  const { t, language } = useWords();
  const packs = useAppSelector(selectPacksWithLessons);
  const fits = useAppSelector(selectFittingPack);
  const { booking, bookingError } = useAppSelector(selectPacks);
  useEffect(() => {
    dispatch(packChoiceOpened());
  }, [dispatch]);
  if (!packs.length) return null;
  const error = bookingError && t(ERRORS.get(bookingError) ?? 'packs.failed');
  return (
    <Box component="section" aria-labelledby="pack-choice-title" sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography id="pack-choice-title" variant="h3" sx={{ fontSize: '1.2rem' }}>
        {t('packs.bookTitle')}
      </Typography>
      {packs.map((p) => (
        <Typography key={p.id} variant="body2" color="text.secondary">
          {t('packs.bookHint', {
            name: p.name,
            slots: p.lesson_slots,
            minutes: p.lesson_minutes,
            until: p.valid_until ? formatDate(language, p.valid_until) : '',
          })}
        </Typography>
      ))}
      <Button
        variant="outlined"
        sx={{ alignSelf: 'flex-start' }}
        disabled={!fits || booking === 'sending'}
        onClick={() => dispatch(packBookingRequested())}
      >
        {t('packs.book')}
      </Button>
      {error && <Alert severity="error">{error}</Alert>}
    </Box>
  );
}
