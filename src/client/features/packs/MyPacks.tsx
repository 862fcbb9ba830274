import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { API_BASE } from '../../../shared/constants.js';
import { formatAmount, formatDate } from '../../../shared/localeFormat.js';
import { useAppDispatch, useAppSelector } from '../../app/hooks.js';
import { useWords } from '../../i18n/useWords.js';
import { myPacksOpened, packBuyRequested, selectPacks } from './packsSlice.js';
import { usePacks } from './usePacks.js';

/**
 * My page's lesson packs (issue 41, point 3): each pack bought with its issue date, expiry and lessons left, and the
 * packs on sale, each bought on the card payment's page (Stripe Checkout, or the built-in test page).
 */
export function MyPacks() {
  usePacks();
  const dispatch = useAppDispatch();
  const { t, language } = useWords();
  const { mine, onSale, failed } = useAppSelector(selectPacks);
  useEffect(() => {
    dispatch(myPacksOpened());
  }, [dispatch]);
  if (!mine?.length && !onSale.length && !failed) return null;
  const day = (d: string | null) => (d ? formatDate(language, d) : '');
  return (
    <Box component="section" aria-labelledby="my-packs-title" sx={{ mt: 5, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography id="my-packs-title" variant="h2" sx={{ fontSize: '1.5rem' }}>
        {t('packs.myTitle')}
      </Typography>
      {failed && <Alert severity="error">{t('packs.failed')}</Alert>}
      {mine && !mine.length && <Typography>{t('packs.none')}</Typography>}
      {mine?.map((p) => (
        <Typography key={p.id} data-pack={p.code}>
          {t('packs.mine', {
            name: p.name,
            code: p.code,
            left: p.left,
            lessons: p.lessons,
            issued: day(p.issued_on),
            until: day(p.valid_until),
          })}{' '}
          <Link href={`${API_BASE}/public/mypage/packs/${p.id}/receipt`} target="_blank" rel="noopener">
            {t('packs.receipt')}
          </Link>
        </Typography>
      ))}
      {onSale.length > 0 && (
        <Typography variant="h3" sx={{ fontSize: '1.2rem' }}>
          {t('packs.onSale')}
        </Typography>
      )}
      {onSale.map((p) => (
        <Box key={p.id} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
          <Typography>
            {t('packs.offer', {
              name: p.name,
              lessons: p.lessons,
              minutes: p.lesson_minutes,
              price: formatAmount(language, p.price_yen),
              days: p.valid_days,
            })}
          </Typography>
          <Button variant="contained" onClick={() => dispatch(packBuyRequested({ packId: p.id }))}>
            {t('packs.buy', { name: p.name })}
          </Button>
        </Box>
      ))}
    </Box>
  );
}
