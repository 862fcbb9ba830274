import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { RENTAL_SPACE_ID, SEAT_COUNT } from '../../../shared/constants.js';
import { toCompactDate } from '../../../shared/dates.js';
import { formatDate } from '../../../shared/localeFormat.js';
import type { OwnPack } from '../../../shared/packs.js';
import { NO_PACK_CREDIT } from '../../../shared/packWords.js';
import { paths } from '../../../shared/paths.js';
import { ApiError } from '../../api/client.js';
import { useAppSelector } from '../../app/hooks.js';
import { useWords } from '../../i18n/useWords.js';
import { selectDate, selectPicked } from '../booking/bookingSelectors.js';
import { selectTeacherChoice } from '../booking/teacherSelectors.js';
import { createPacksApi } from './packsApi.js';

const api = createPacksApi();

/**
 * The booking page's pack choice (issue 41, point 3), for a logged-in visitor with pack lessons left: the date and
 * timeslots chosen above, as long as one of their packs' lessons, are booked with a credit instead of the card.
 * Its own chunk: the /app entry carries none of it.
 */
export function PackChoice() {
  const { t, language } = useWords();
  const navigate = useNavigate();
  const date = useAppSelector(selectDate);
  const picked = useAppSelector(selectPicked);
  const choice = useAppSelector(selectTeacherChoice);
  const [packs, setPacks] = useState<OwnPack[]>([]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    api.mine().then(
      (all) => setPacks(all.filter((p) => p.left > 0)),
      () => setPacks([]),
    );
  }, []);
  if (!packs.length) return null;
  const fits = packs.find((p) => p.lesson_slots === picked.length && date !== null && p.valid_until !== null && date <= p.valid_until);
  const book = async () => {
    setBusy(true);
    setError(null);
    const body = {
      rental_space_id: RENTAL_SPACE_ID,
      booking_date: toCompactDate(date!),
      timeslot_ids: picked,
      seat_count: SEAT_COUNT as 1,
      ...choice,
    };
    try {
      await api.book(body);
      navigate(paths.bookSuccess);
    } catch (e) {
      setError(e instanceof ApiError && e.detail === NO_PACK_CREDIT ? t('packs.noCredit') : t('packs.failed'));
      setBusy(false);
    }
  };
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
      <Button variant="outlined" sx={{ alignSelf: 'flex-start' }} disabled={!fits || busy} onClick={() => void book()}>
        {t('packs.book')}
      </Button>
      {error && <Alert severity="error">{error}</Alert>}
    </Box>
  );
}
